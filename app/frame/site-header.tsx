/**
 * The header of every page with its mode's navigation (requirements §2, navigation menus; §4),
 * and the name of the menu group it shares with the quick links.
 */
import { usePage } from "#app/page-context.ts";
import { mainMenuLabel, menuLabel } from "#content/frame.ts";
import type { Navigation } from "#content/navigation.ts";
import { homePath } from "#content/navigation.ts";
import { practice } from "#content/practice.ts";
import { Disclosure } from "./disclosure.tsx";

/** The phone menu and the floating quick links: open one at a time, with or without script. */
export const POPUP_GROUP = "site-popup";
const DROPDOWN_GROUP = "site-nav-dropdown";

/** A navigation link, marked when it leads to the current page or to a page above it. */
function MenuLink({
  to,
  className,
  children,
}: {
  to: string;
  className: string;
  children: string;
}) {
  const { path } = usePage();
  const current = path === to || path.startsWith(`${to}/`);
  return (
    <a
      aria-current={current ? "page" : undefined}
      className={current ? `${className} active` : className}
      href={to}
    >
      {children}
    </a>
  );
}

/**
 * The header. At phone widths "Menü" discloses the navigation; on a wider screen the
 * navigation is always shown (header.css) and only its dropdowns are disclosures. A link to the
 * current page or a page above it is marked (aria-current, .active) when the page is
 * prerendered; nothing here runs in the browser.
 */
export function SiteHeader({ navigation }: { navigation: Navigation }) {
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <a href={homePath} className="site-header__logo">
          <img src="/media/logo.svg" alt="" width="40" height="40" fetchPriority="low" />
          <span className="site-header__name">{practice.brand}</span>
        </a>
        <Disclosure
          name={POPUP_GROUP}
          className="site-header__menu"
          summaryClassName="site-header__menu-toggle"
          summary={menuLabel}
        >
          <nav aria-label={mainMenuLabel} className="site-nav">
            <ul className="site-nav__list">
              {navigation.items.map((item) => (
                <li key={item.path} className="site-nav__item">
                  {item.children ? (
                    <Disclosure
                      name={DROPDOWN_GROUP}
                      className="site-nav__disclosure"
                      summaryClassName="site-nav__link site-nav__toggle"
                      summary={item.name}
                    >
                      <ul className="site-nav__dropdown">
                        {item.children.map((child) => (
                          <li key={child.path}>
                            <MenuLink to={child.path} className="site-nav__dropdown-link">
                              {child.name}
                            </MenuLink>
                          </li>
                        ))}
                      </ul>
                    </Disclosure>
                  ) : (
                    <MenuLink to={item.path} className="site-nav__link">
                      {item.name}
                    </MenuLink>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        </Disclosure>
      </div>
    </header>
  );
}
