import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * A link to an address from content: internal paths ("/impressum") navigate inside the app,
 * everything else (https:, mailto:, tel:) is a plain link. Nothing is loaded before a click.
 */
export function SmartLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  if (href.startsWith("/")) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/** A list of links after a text, each a comfortable touch target. */
export function LinkList({ links }: { links: readonly { label: string; href: string }[] }) {
  if (links.length === 0) return null;
  return (
    <ul className="link-list">
      {links.map((link) => (
        <li key={link.href}>
          <SmartLink href={link.href} className="link-list__link">
            {link.label}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
