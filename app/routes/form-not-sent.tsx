/**
 * The page the server answers a contact form posted without JavaScript with when it did not
 * store the request (issue 31): what kept it from being sent (the slot of contact/form-pages.ts,
 * filled by the server with the §5 messages or the §8 sentence), how to get back to the entries,
 * and the practice's phone and e-mail. Opened directly, the slot holds the generic §8 sentence.
 */
import { DirectContact } from "#app/contact/direct-contact.tsx";
import { unlistedPageMeta } from "#app/seo.ts";
import { PageHero } from "#app/ui/page-hero.tsx";
import { GENERIC_ERROR_MESSAGE } from "#contact/error-messages.ts";
import { FORM_PAGE_PATHS, NOT_SENT_PAGE_PATHS, PROBLEMS_SLOT } from "#contact/form-pages.ts";
import { FORM_TYPES } from "#contact/form-types.ts";
import { formNotSent } from "#content/pages/form-result.ts";

export const head = (path: string) => unlistedPageMeta(formNotSent.meta, path);

export default function FormNotSent({ path }: { path: string }) {
  const formType = FORM_TYPES.find((type) => NOT_SENT_PAGE_PATHS[type] === path) ?? "general";
  return (
    <article className="content-page form-result">
      <PageHero heading={formNotSent.hero} />
      <div className="page-content">
        <p id="form-problems-intro">{formNotSent.intro}</p>
        <ul
          className={PROBLEMS_SLOT.className}
          aria-labelledby="form-problems-intro"
          {...{ [PROBLEMS_SLOT.attribute]: "" }}
        >
          <li>{GENERIC_ERROR_MESSAGE}</li>
        </ul>
        <p>{formNotSent.back}</p>
        <p>
          <a href={FORM_PAGE_PATHS[formType]}>{formNotSent.backLink}</a>
        </p>
        <DirectContact />
      </div>
    </article>
  );
}
