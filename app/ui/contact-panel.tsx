/**
 * The call-to-action panel that ends most pages (requirements §2, contact panels), leading to
 * the contact page of the current mode.
 */
import { useMode } from "#app/page-context.ts";
import { contactPathFor } from "#content/navigation.ts";
import type { ContactPanelCopy } from "#content/page-types.ts";

export function ContactPanel({ title, action, size }: ContactPanelCopy) {
  const mode = useMode();
  return (
    <aside className={size === "small" ? "contact-panel contact-panel--small" : "contact-panel"}>
      <h2 className="contact-panel__title">{title}</h2>
      <a className="button" href={contactPathFor(mode)}>
        {action}
      </a>
    </aside>
  );
}
