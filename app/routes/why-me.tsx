import { practice } from "../../content/practice.ts";
import { pageMeta } from "../seo.ts";
import { SimplePage } from "../ui/simple-page.tsx";
import type { Route } from "./+types/why-me";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    {
      title: "Warum ich? | Praxis in Oberasbach",
      description: "Fünf Gründe für die Praxis.",
      keywords: ["Oberasbach", practice.brand],
    },
    location.pathname,
  );

export default function Page() {
  return <SimplePage heading="Warum ich?" lead="Fünf Gründe für die Praxis." />;
}
