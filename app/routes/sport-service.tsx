import { practice } from "../../content/practice.ts";
import { pageMeta } from "../seo.ts";
import { SimplePage } from "../ui/simple-page.tsx";
import type { Route } from "./+types/sport-service";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    {
      title: "Sportphysiotherapie | Praxis in Oberasbach",
      description: "Leistungen der Sportphysiotherapie.",
      keywords: ["Oberasbach", practice.brand],
    },
    location.pathname,
  );

export default function Page() {
  return <SimplePage heading="Sportphysiotherapie" lead="Leistungen der Sportphysiotherapie." />;
}
