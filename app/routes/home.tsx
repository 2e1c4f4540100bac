import { practice } from "../../content/practice.ts";
import { pageMeta } from "../seo.ts";
import { SimplePage } from "../ui/simple-page.tsx";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    {
      title: "Praxis für Psychotherapie und Sportphysiotherapie in Oberasbach",
      description: "Psychotherapie und Sportphysiotherapie in Oberasbach.",
      keywords: ["Oberasbach", practice.brand],
    },
    location.pathname,
  );

export default function Page() {
  return (
    <SimplePage
      heading="Körper. Geist. Stärke."
      lead="Psychotherapie und Sportphysiotherapie in Oberasbach."
    />
  );
}
