import { useMode } from "#app/page-context.ts";
import { contactPathFor } from "#content/navigation.ts";
import type { ContactPanelCopy } from "#content/page-types.ts";

/** Call-to-action panel leading to the contact page of the current mode. */
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
