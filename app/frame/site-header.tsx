import type { Dispatch } from "react";
import { Link, NavLink } from "react-router";
import { mainMenuLabel, menuLabel } from "#content/frame.ts";
import type { Navigation } from "#content/navigation.ts";
import { homePath } from "#content/navigation.ts";
import { practice } from "#content/practice.ts";
import { Disclosure } from "./disclosure.tsx";
import type { HeaderEvent, HeaderState } from "./header-state.ts";

/** The phone menu and the floating quick links: open one at a time, with or without script. */
export const POPUP_GROUP = "site-popup";
const DROPDOWN_GROUP = "site-nav-dropdown";

type Props = {
  navigation: Navigation;
  state: HeaderState;
  dispatch: Dispatch<HeaderEvent>;
  /** Remembers the control that opened a menu, so Escape can return focus to it. */
  onOpen: (opener: HTMLElement) => void;
};

/**
 * The header. At phone widths "Menü" discloses the navigation; on a wider screen the
 * navigation is always shown (site.css) and only its dropdowns are disclosures.
 */
export function SiteHeader({ navigation, state, dispatch, onOpen }: Props) {
  return (
    <header className="site-header" data-scrolled={state.scrolled || undefined}>
      <div className="site-header__bar">
        <Link to={homePath} className="site-header__logo">
          <img src="/media/logo.svg" alt="" width="40" height="40" fetchPriority="low" />
          <span className="site-header__name">{practice.brand}</span>
        </Link>
        <Disclosure
          name={POPUP_GROUP}
          className="site-header__menu"
          summaryClassName="site-header__menu-toggle"
          summary={menuLabel}
          open={state.mobileOpen}
          onToggle={() => dispatch({ type: "toggleMobile" })}
          onOpen={onOpen}
        >
          <nav aria-label={mainMenuLabel} className="site-nav">
            <ul className="site-nav__list">
              {navigation.items.map((item) => {
                const children = item.children;
                if (!children) {
                  return (
                    <li key={item.path} className="site-nav__item">
                      <NavLink
                        to={item.path}
                        className="site-nav__link"
                        onClick={() =>
                          dispatch({ type: "select", item: item.name, hasChildren: false })
                        }
                      >
                        {item.name}
                      </NavLink>
                    </li>
                  );
                }
                return (
                  <li key={item.path} className="site-nav__item">
                    <Disclosure
                      name={DROPDOWN_GROUP}
                      className="site-nav__disclosure"
                      summaryClassName="site-nav__link site-nav__toggle"
                      summary={item.name}
                      open={state.selected === item.name}
                      onToggle={() =>
                        dispatch({ type: "select", item: item.name, hasChildren: true })
                      }
                      onOpen={onOpen}
                    >
                      <ul className="site-nav__dropdown">
                        {children.map((child) => (
                          <li key={child.path}>
                            <NavLink
                              to={child.path}
                              className="site-nav__dropdown-link"
                              // The current page's own link navigates nowhere; it still closes.
                              onClick={() => dispatch({ type: "closeAll" })}
                            >
                              {child.name}
                            </NavLink>
                          </li>
                        ))}
                      </ul>
                    </Disclosure>
                  </li>
                );
              })}
            </ul>
          </nav>
        </Disclosure>
      </div>
    </header>
  );
}
