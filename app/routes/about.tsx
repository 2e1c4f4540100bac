import { practice } from "../../content/practice.ts";
import { pageMeta } from "../seo.ts";
import { SimplePage } from "../ui/simple-page.tsx";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    {
      title: "Über mich | Praxis in Oberasbach",
      description: "Wer ich bin und wie ich arbeite.",
      keywords: ["Oberasbach", practice.brand],
    },
    location.pathname,
  );

export default function Page() {
  return <SimplePage heading="Über mich" lead="Wer ich bin und wie ich arbeite." />;
}
