import { practice } from "../../content/practice.ts";
import { pageMeta } from "../seo.ts";
import { SimplePage } from "../ui/simple-page.tsx";
import type { Route } from "./+types/datenschutz";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    {
      title: "Datenschutz | Praxis in Oberasbach",
      description: "Wie diese Website mit Ihren Daten umgeht.",
      keywords: ["Oberasbach", practice.brand],
    },
    location.pathname,
  );

export default function Page() {
  return (
    <SimplePage heading="Datenschutzerklärung" lead="Wie diese Website mit Ihren Daten umgeht." />
  );
}
