/**
 * The floating FAQ & Kontakt menu (requirements §2, navigation menus), on every page but the
 * contact pages.
 */
import type { NavLink } from "#content/navigation.ts";
import { Disclosure } from "./disclosure.tsx";
import { POPUP_GROUP } from "./site-header.tsx";

/**
 * The floating menu with the quick links FAQ and Kontakt. It shares its details name with the
 * phone menu, so the two never cover each other. Its rail keeps it off the first screen
 * (quick-links.css).
 */
export function QuickLinks({ links }: { links: readonly NavLink[] }) {
  return (
    <div className="quick-links-rail">
      <Disclosure
        name={POPUP_GROUP}
        className="quick-links"
        summaryClassName="quick-links__toggle"
        summary={links.map((link) => link.name).join(" & ")}
      >
        <ul className="quick-links__list">
          {links.map((link) => (
            <li key={link.path}>
              <a href={link.path} className="quick-links__link">
                {link.name}
              </a>
            </li>
          ))}
        </ul>
      </Disclosure>
    </div>
  );
}
