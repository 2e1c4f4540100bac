import { practice } from "../../content/practice.ts";
import { pageMeta } from "../seo.ts";
import { SimplePage } from "../ui/simple-page.tsx";
import type { Route } from "./+types/faq";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    {
      title: "Häufige Fragen | Praxis in Oberasbach",
      description: "Antworten auf die häufigsten Fragen.",
      keywords: ["Oberasbach", practice.brand],
    },
    location.pathname,
  );

export default function Page() {
  return <SimplePage heading="Häufige Fragen" lead="Antworten auf die häufigsten Fragen." />;
}
