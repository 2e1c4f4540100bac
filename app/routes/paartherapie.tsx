import { practice } from "../../content/practice.ts";
import { pageMeta } from "../seo.ts";
import { SimplePage } from "../ui/simple-page.tsx";
import type { Route } from "./+types/paartherapie";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    {
      title: "Paartherapie | Praxis in Oberasbach",
      description: "Paartherapie in Oberasbach.",
      keywords: ["Oberasbach", practice.brand],
    },
    location.pathname,
  );

export default function Page() {
  return <SimplePage heading="Paartherapie" lead="Paartherapie in Oberasbach." />;
}
