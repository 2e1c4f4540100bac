import { practice } from "../../content/practice.ts";
import { pageMeta } from "../seo.ts";
import { SimplePage } from "../ui/simple-page.tsx";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    {
      title: "Kontakt | Praxis in Oberasbach",
      description: "Schreiben Sie mir über das Kontaktformular.",
      keywords: ["Oberasbach", practice.brand],
    },
    location.pathname,
  );

export default function Page() {
  return <SimplePage heading="Kontakt" lead="Schreiben Sie mir über das Kontaktformular." />;
}
