import { practice } from "../../content/practice.ts";
import { pageMeta } from "../seo.ts";
import { SimplePage } from "../ui/simple-page.tsx";
import type { Route } from "./+types/psychotherapie-service";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    {
      title: "Leistungen | Praxis in Oberasbach",
      description: "Leistungen der Psychotherapie.",
      keywords: ["Oberasbach", practice.brand],
    },
    location.pathname,
  );

export default function Page() {
  return <SimplePage heading="Leistung" lead="Leistungen der Psychotherapie." />;
}
