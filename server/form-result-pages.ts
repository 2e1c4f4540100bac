/**
 * The answers to a contact form posted without the wizard's script (issue 31), as pages of the
 * prerendered site: after a stored request, 303 to the form's success page; otherwise the form's
 * not-sent page with the problems in its slot (contact/form-pages.ts), with the status the JSON
 * path would answer. The page keeps the Content-Security-Policy of its prerendered file: only
 * the slot's list items change, never a script or a style.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { NOT_SENT_PAGE_PATHS, PROBLEMS_SLOT, SENT_PAGE_PATHS } from "#contact/form-pages.ts";
import { FORM_TYPES, type FormType } from "#contact/form-types.ts";
import { pageContentSecurityPolicy } from "./security-headers.ts";

/** One thing that kept a request from being sent: a field's label and §5 message, or a §8 sentence. */
export type Problem = { label?: string; message: string };

export interface FormResultPages {
  /** 303 to the success page of `formType`. */
  sent(reply: FastifyReply, formType: FormType): FastifyReply;
  /** The not-sent page of `formType` listing `problems`, with `status`. */
  notSent(
    request: FastifyRequest,
    reply: FastifyReply,
    formType: FormType,
    status: number,
    problems: readonly Problem[],
  ): FastifyReply;
}

type Template = { before: string; after: string; csp: string };

const sent: FormResultPages["sent"] = (reply, formType) =>
  reply.redirect(SENT_PAGE_PATHS[formType], 303);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A list item as the wizard's error summary shows one: the label above its message. */
const problemItem = ({ label, message }: Problem) =>
  `<li>${label ? `<span class="form-result__label">${escapeHtml(label)}</span> ` : ""}<span class="form-result__message">${escapeHtml(message)}</span></li>`;

/** The page split around its slot's content; the page must hold the slot once. */
function templateOf(html: string, where: string): Template {
  const open = new RegExp(`<ul [^>]*${PROBLEMS_SLOT.attribute}=""[^>]*>`, "g");
  const starts = [...html.matchAll(open)];
  const start = starts[0];
  if (starts.length !== 1 || start?.index === undefined) {
    throw new Error(
      `${where}: expected one element with ${PROBLEMS_SLOT.attribute}, found ${starts.length}`,
    );
  }
  const contentStart = start.index + start[0].length;
  const end = html.indexOf("</ul>", contentStart);
  return {
    before: html.slice(0, contentStart),
    after: html.slice(end),
    csp: pageContentSecurityPolicy(html),
  };
}

/** The answers on the not-sent page of each form that `templateFor` gives. */
function formResultPagesOf(templateFor: (formType: FormType) => Template): FormResultPages {
  return {
    sent,
    notSent(request, reply, formType, status, problems) {
      const template = templateFor(formType);
      const items = problems.map(problemItem).join("");
      const html = Buffer.from(`${template.before}${items}${template.after}`);
      reply
        .code(status)
        .type("text/html; charset=utf-8")
        .header("content-security-policy", template.csp)
        .header("vary", "accept-encoding");
      // Made for this answer: gzip is quick; the page's inline CSS makes it worth it.
      if (/\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""))) {
        return reply.header("content-encoding", "gzip").send(gzipSync(html));
      }
      return reply.send(html);
    },
  };
}

/** Reads the not-sent pages from the build in `siteDir`; throws when one is missing or wrong. */
export function loadFormResultPages(siteDir: string): FormResultPages {
  const templates = Object.fromEntries(
    FORM_TYPES.map((type) => {
      const file = join(siteDir, NOT_SENT_PAGE_PATHS[type], "index.html");
      return [type, templateOf(readFileSync(file, "utf8"), file)];
    }),
  ) as Record<FormType, Template>;
  return formResultPagesOf((formType) => templates[formType]);
}

/**
 * For a site rendered on request (the preview, npm run dev): `pageFor` gives the not-sent page
 * of a form as it is now, at each answer.
 */
export function renderedFormResultPages(pageFor: (formType: FormType) => string): FormResultPages {
  return formResultPagesOf((formType) =>
    templateOf(pageFor(formType), NOT_SENT_PAGE_PATHS[formType]),
  );
}

/**
 * Without a built site (the API alone, as in some tests) the same outcomes as JSON: the success
 * as 303 to the page's address, a refusal as `{ message }` with its problems.
 */
export const FORM_RESULTS_WITHOUT_SITE: FormResultPages = {
  sent,
  notSent: (_request, reply, _formType, status, problems) =>
    reply.code(status).send({
      message: problems
        .map(({ label, message }) => (label ? `${label}: ${message}` : message))
        .join(" "),
    }),
};
