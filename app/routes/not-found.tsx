import { Link } from "react-router";
import { practice } from "../../content/practice.ts";
import { pageMeta } from "../seo.ts";
import { SimplePage } from "../ui/simple-page.tsx";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = ({ location }) => [
  ...pageMeta(
    {
      title: `Seite nicht gefunden | ${practice.brand}`,
      description: "Diese Seite gibt es leider nicht.",
      keywords: [],
    },
    location.pathname,
  ),
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return (
    <SimplePage heading="Seite nicht gefunden" lead="Diese Seite gibt es leider nicht.">
      <ul>
        <li>
          <Link to="/home">Zur Startseite</Link>
        </li>
      </ul>
    </SimplePage>
  );
}
