import { practice } from "../../content/practice.ts";
import { pageMeta } from "../seo.ts";
import { SimplePage } from "../ui/simple-page.tsx";
import type { Route } from "./+types/sport-landing";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    {
      title: `Sportphysiotherapie Oberasbach | ${practice.brand} - Für Ihre schnelle Regeneration`,
      description: "Prävention, Akutversorgung, Rehabilitation und Wettkampfbetreuung.",
      keywords: ["Oberasbach", practice.brand],
    },
    location.pathname,
  );

export default function Page() {
  return (
    <SimplePage
      heading="Sportphysiotherapie in Oberasbach"
      lead="Prävention, Akutversorgung, Rehabilitation und Wettkampfbetreuung."
    />
  );
}
