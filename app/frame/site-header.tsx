import { type Dispatch, useId } from "react";
import { Link, NavLink } from "react-router";
import type { Navigation } from "../../content/navigation.ts";
import { homePath } from "../../content/navigation.ts";
import { practice } from "../../content/practice.ts";
import type { HeaderEvent, HeaderState } from "./header-state.ts";

type Props = {
  navigation: Navigation;
  state: HeaderState;
  dispatch: Dispatch<HeaderEvent>;
  /** Remembers the control that opened a menu, so Escape can return focus to it. */
  onOpen: (opener: HTMLElement) => void;
};

export function SiteHeader({ navigation, state, dispatch, onOpen }: Props) {
  const navId = useId();
  return (
    <header className="site-header" data-scrolled={state.scrolled || undefined}>
      <div className="site-header__bar">
        <Link to={homePath} className="site-header__logo">
          <img src="/media/logo.svg" alt="" width="40" height="40" fetchPriority="low" />
          <span>{practice.brand}</span>
        </Link>
        <button
          type="button"
          className="site-header__menu-toggle"
          aria-expanded={state.mobileOpen}
          aria-controls={navId}
          onClick={(event) => {
            if (!state.mobileOpen) onOpen(event.currentTarget);
            dispatch({ type: "toggleMobile" });
          }}
        >
          Menü
        </button>
        <nav
          id={navId}
          aria-label="Hauptmenü"
          className="site-nav"
          data-open={state.mobileOpen || undefined}
        >
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
              const open = state.selected === item.name;
              const listId = `${navId}-${item.name}`;
              return (
                <li key={item.path} className="site-nav__item">
                  <button
                    type="button"
                    className="site-nav__link site-nav__toggle"
                    aria-expanded={open}
                    aria-controls={listId}
                    onClick={(event) => {
                      if (!open) onOpen(event.currentTarget);
                      dispatch({ type: "select", item: item.name, hasChildren: true });
                    }}
                  >
                    {item.name}
                  </button>
                  <ul id={listId} className="site-nav__dropdown" hidden={!open}>
                    {children.map((child) => (
                      <li key={child.path}>
                        <NavLink to={child.path} className="site-nav__dropdown-link">
                          {child.name}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </header>
  );
}
