import { practice } from "../../content/practice.ts";
import { pageMeta } from "../seo.ts";
import { SimplePage } from "../ui/simple-page.tsx";
import type { Route } from "./+types/psychotherapie-landing";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    {
      title: `Psychotherapie in Oberasbach | ${practice.name} - Wege zur inneren Stärke`,
      description: "Wege zur inneren Stärke und Stabilität",
      keywords: ["Oberasbach", practice.brand],
    },
    location.pathname,
  );

export default function Page() {
  return (
    <SimplePage
      heading="Heilpraktiker für Psychotherapie"
      lead="Wege zur inneren Stärke und Stabilität"
    />
  );
}
