import { practice } from "../../content/practice.ts";
import { pageMeta } from "../seo.ts";
import { SimplePage } from "../ui/simple-page.tsx";
import type { Route } from "./+types/traumatherapie";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    {
      title: "Traumatherapie | Praxis in Oberasbach",
      description: "Traumatherapie in Oberasbach.",
      keywords: ["Oberasbach", practice.brand],
    },
    location.pathname,
  );

export default function Page() {
  return <SimplePage heading="Traumatherapie" lead="Traumatherapie in Oberasbach." />;
}
