import { practice } from "../../content/practice.ts";
import { pageMeta } from "../seo.ts";
import { SimplePage } from "../ui/simple-page.tsx";
import type { Route } from "./+types/psychotherapie-method";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    {
      title: "Therapieformen | Praxis in Oberasbach",
      description: "Therapieformen der Psychotherapie.",
      keywords: ["Oberasbach", practice.brand],
    },
    location.pathname,
  );

export default function Page() {
  return <SimplePage heading="Therapieform" lead="Therapieformen der Psychotherapie." />;
}
