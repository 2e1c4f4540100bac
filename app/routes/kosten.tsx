import { practice } from "../../content/practice.ts";
import { pageMeta } from "../seo.ts";
import { SimplePage } from "../ui/simple-page.tsx";
import type { Route } from "./+types/kosten";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    {
      title: "Kosten | Praxis in Oberasbach",
      description: "Kosten und Kostenübernahme.",
      keywords: ["Oberasbach", practice.brand],
    },
    location.pathname,
  );

export default function Page() {
  return <SimplePage heading="Kosten" lead="Kosten und Kostenübernahme." />;
}
