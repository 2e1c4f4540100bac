import { practice } from "../../content/practice.ts";
import { pageMeta } from "../seo.ts";
import { SimplePage } from "../ui/simple-page.tsx";
import type { Route } from "./+types/impressum";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    {
      title: "Impressum | Praxis in Oberasbach",
      description: "Angaben gemäß § 5 DDG.",
      keywords: ["Oberasbach", practice.brand],
    },
    location.pathname,
  );

export default function Page() {
  return <SimplePage heading="Impressum" lead="Angaben gemäß § 5 DDG." />;
}
