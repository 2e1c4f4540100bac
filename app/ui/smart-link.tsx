/**
 * The links to addresses that come from content (text sections, legal pages, landing topics),
 * and the list of links that follows a text.
 */
import type { ReactNode } from "react";

/**
 * A link to an address from content (an internal path such as "/impressum", https:, mailto:,
 * tel:): a plain link, as every link of the site is (decision 011). Plain on purpose: the
 * contact island may render it, and a router's Link would bring the router along.
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
