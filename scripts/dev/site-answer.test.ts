/**
 * The preview answers a URL as the production server does over the same site.json: here the
 * server's static site over the fake build (test-support/server/fake-site.ts) and siteAnswer
 * over its manifest, URL by URL: status, redirect target and which page.
 */
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openLiveSite } from "#server/live-site.ts";
import { registerStaticSite } from "#server/static-site.ts";
import { FAKE_SITE_MANIFEST, writeFakeSite } from "#test-support/server/fake-site.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import { siteAnswer } from "./site-answer.ts";

/** The fake build's page titles by path (writeFakeSite). */
const TITLES: Record<string, string> = {
  "/home": "Start",
  "/psychotherapie": "Psychotherapie",
  "/psychotherapie/erlangen": "Psychotherapie Erlangen",
  "/psychotherapie/unbekannter-ort": "Psychotherapie ohne Ort",
  "/404": "Seite nicht gefunden",
};

const URLS = [
  "/home",
  "/home?x=1",
  "/home/",
  "/home/?x=1",
  "/home//",
  "/Home",
  "/h%6Fme",
  "/",
  "/?a=b",
  "/psycho/traumatherapie",
  "/psycho/traumatherapie/",
  "/physiotherapie",
  "/physiotherapie/",
  "/physiotherapie/faq?x=1",
  "/physiotherapiefoo",
  "/psychotherapie",
  "/psychotherapie/",
  "/psychotherapie/erlangen",
  "/psychotherapie/erlangen/",
  "/psychotherapie/fuerth",
  "/psychotherapie/fuerth/",
  "/psychotherapie/fuerth?x=1",
  "/psychotherapie/a/b",
  "/nowhere",
  "/nowhere/",
  "/404",
  "/favicon.svg",
];

const temp = makeTempDir("site-answer-");
let server: FastifyInstance;

beforeAll(async () => {
  server = Fastify();
  await registerStaticSite(server, {
    site: openLiveSite(writeFakeSite(temp.path), () => server.log),
  });
  await server.ready();
});

afterAll(async () => {
  await server.close();
  temp.remove();
});

type Seen = { status: number; location?: string; title?: string };

async function production(url: string): Promise<Seen> {
  const response = await server.inject({ url });
  const location = response.headers.location;
  if (location !== undefined) return { status: response.statusCode, location: String(location) };
  const title = /<title>([^<]*)<\/title>/.exec(response.body)?.[1];
  return { status: response.statusCode, title };
}

function preview(url: string): Seen {
  const answer = siteAnswer(FAKE_SITE_MANIFEST, url);
  return answer.kind === "redirect"
    ? { status: 301, location: answer.location }
    : { status: answer.status, title: TITLES[answer.path] };
}

describe("the preview's answer to a URL", () => {
  it.each(URLS)("%s as the production server answers it", async (url) => {
    expect(preview(url)).toEqual(await production(url));
  });

  it("gives the 404 page for a malformed URL, as the server's framework errors do", () => {
    expect(siteAnswer(FAKE_SITE_MANIFEST, "/%E0%A4%A")).toEqual({
      kind: "page",
      path: "/404",
      status: 404,
    });
  });
});
