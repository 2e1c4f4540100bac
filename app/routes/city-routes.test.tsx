/**
 * The city rules of requirements §2 on the three city routes, for no slug, every known slug and an
 * unknown one: what the page says and its head data. The server answers every unknown slug with
 * the page prerendered for one (app/city-routes.ts).
 */
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { UNKNOWN_CITY_SLUG, unknownCityPath } from "#app/city-routes.ts";
import { CITIES, CITY_SLUGS } from "#content/cities.ts";
import { psychotherapieLanding } from "#content/pages/psychotherapie-landing.ts";
import { paartherapieInvitation } from "#content/pages/psychotherapie-leistungen.ts";
import { traumatherapieLead } from "#content/pages/traumatherapie.ts";
import { practice } from "#content/practice.ts";
import Paartherapie, { meta as paartherapieMeta } from "./paartherapie.tsx";
import PsychotherapieLanding, {
  loader as landingLoader,
  meta as landingMeta,
} from "./psychotherapie-landing.tsx";
import { canonicalOf, metaAt, metaContent, renderRoute } from "./test-support.tsx";
import Traumatherapie, { loader as traumaLoader, meta as traumaMeta } from "./traumatherapie.tsx";

const plain = (text: string) => text.replaceAll("\u00a0", " ");
const UNKNOWN = "atlantis";
const cityNames: string[] = Object.values(CITIES);
const known = CITY_SLUGS.map((slug) => [slug, CITIES[slug]] as const);

const h1Text = () => plain(screen.getByRole("heading", { level: 1 }).textContent ?? "");
const pageText = (container: HTMLElement) => plain(container.textContent ?? "");

const LANDING = "/psychotherapie";
const TRAUMA = "/psychotherapie/traumatherapie";
const COUPLES = "/psychotherapie/leistungen/paartherapie";

describe("psychotherapy landing page /psychotherapie/{city}", () => {
  const renderAt = (url: string) =>
    renderRoute(PsychotherapieLanding, `${LANDING}/:city?`, url, landingLoader);

  it.each(known)("%s: 'Ihr' above and 'in der Umgebung %s' below the title", (slug, name) => {
    const { container } = renderAt(`${LANDING}/${slug}`);
    expect(h1Text()).toBe(`Ihr ${psychotherapieLanding.cityHero.title} in der Umgebung ${name}`);
    expect(container.querySelector(".hero__above")).toHaveTextContent("Ihr");
    expect(container.querySelector(".hero__below")).toHaveTextContent(`in der Umgebung ${name}`);
    expect(container).not.toHaveTextContent(psychotherapieLanding.tagline);
    const meta = metaAt(landingMeta, `${LANDING}/${slug}`, { city: slug }, landingLoader);
    expect(canonicalOf(meta)).toBe(`${practice.siteUrl}${LANDING}/${slug}`);
    expect(metaContent(meta, "description")).toContain(name);
  });

  it.each([
    ["no city", LANDING, undefined],
    ["an unknown city", `${LANDING}/${UNKNOWN}`, UNKNOWN],
  ])("%s: the tagline, no 'Ihr', no city", (_, url, slug) => {
    const { container } = renderAt(url);
    expect(h1Text()).toBe(psychotherapieLanding.cityHero.title);
    expect(container.querySelector(".hero__lead")).toHaveTextContent(
      "Wege zur inneren Stärke und Stabilität",
    );
    expect(container.querySelector(".hero__above")).toBeNull();
    expect(pageText(container)).not.toMatch(/in der Umgebung/);
    expect(pageText(container)).not.toContain(UNKNOWN);
    const meta = metaAt(landingMeta, url, { city: slug }, landingLoader);
    expect(canonicalOf(meta)).toBe(`${practice.siteUrl}${LANDING}`);
    expect(meta).toEqual(metaAt(landingMeta, LANDING, {}, landingLoader));
  });
});

describe("trauma therapy /psychotherapie/traumatherapie/{city}", () => {
  const renderAt = (url: string) =>
    renderRoute(Traumatherapie, `${TRAUMA}/:city?`, url, traumaLoader);

  it.each(known)("%s names %s in the lead and the head", (slug, name) => {
    const { container } = renderAt(`${TRAUMA}/${slug}`);
    const lead = container.querySelector(".hero__lead");
    expect(lead).toHaveTextContent(plain(traumatherapieLead(name)));
    expect(lead).toHaveTextContent(name);
    const meta = metaAt(traumaMeta, `${TRAUMA}/${slug}`, { city: slug }, traumaLoader);
    expect(canonicalOf(meta)).toBe(`${practice.siteUrl}${TRAUMA}/${slug}`);
    expect(metaContent(meta, "description")).toContain(name);
  });

  it.each([
    ["no city", TRAUMA, undefined],
    ["an unknown city", `${TRAUMA}/${UNKNOWN}`, UNKNOWN],
  ])("%s: the general lead and the page's own head", (_, url, slug) => {
    const { container } = renderAt(url);
    expect(container.querySelector(".hero__lead")).toHaveTextContent(
      plain(traumatherapieLead(undefined)),
    );
    expect(pageText(container)).not.toContain(UNKNOWN);
    // Apart from the sentence that links the city pages, which lists every city.
    const withoutCityLine = container.cloneNode(true) as HTMLElement;
    withoutCityLine.querySelector(".city-line")?.remove();
    for (const name of cityNames.filter((n) => n !== practice.address.city)) {
      expect(pageText(withoutCityLine)).not.toContain(name);
    }
    const meta = metaAt(traumaMeta, url, { city: slug }, traumaLoader);
    expect(canonicalOf(meta)).toBe(`${practice.siteUrl}${TRAUMA}`);
    expect(meta).toEqual(metaAt(traumaMeta, TRAUMA, {}, traumaLoader));
  });
});

describe("couples therapy /psychotherapie/leistungen/paartherapie/{city}", () => {
  const renderAt = (url: string) => renderRoute(Paartherapie, `${COUPLES}/:city?`, url);
  const invitation = (container: HTMLElement) =>
    plain(container.querySelector("#erstgespraech p")?.textContent ?? "");

  it("no parameter: the invitation names Oberasbach", () => {
    const { container } = renderAt(COUPLES);
    expect(invitation(container)).toBe(plain(paartherapieInvitation("Oberasbach")));
    expect(invitation(container)).toContain("Oberasbach");
    expect(canonicalOf(metaAt(paartherapieMeta, COUPLES))).toBe(`${practice.siteUrl}${COUPLES}`);
  });

  it.each(known)("%s: the invitation names %s", (slug, name) => {
    const { container } = renderAt(`${COUPLES}/${slug}`);
    expect(invitation(container)).toBe(plain(paartherapieInvitation(name)));
    expect(invitation(container)).toContain(name);
    const meta = metaAt(paartherapieMeta, `${COUPLES}/${slug}`, { city: slug });
    expect(canonicalOf(meta)).toBe(`${practice.siteUrl}${COUPLES}/${slug}`);
  });

  it("an unknown slug: the invitation names no city", () => {
    const { container } = renderAt(`${COUPLES}/${UNKNOWN}`);
    expect(invitation(container)).toBe(plain(paartherapieInvitation(undefined)));
    for (const name of cityNames) expect(invitation(container)).not.toContain(name);
    expect(pageText(container)).not.toContain(UNKNOWN);
    const meta = metaAt(paartherapieMeta, `${COUPLES}/${UNKNOWN}`, { city: UNKNOWN });
    expect(meta).toEqual(metaAt(paartherapieMeta, COUPLES));
  });

  it("the page prerendered for every unknown slug names no city, under the canonical URL without one", () => {
    const url = unknownCityPath(COUPLES);
    const { container } = renderAt(url);
    expect(invitation(container)).toBe(plain(paartherapieInvitation(undefined)));
    const meta = metaAt(paartherapieMeta, url, { city: UNKNOWN_CITY_SLUG });
    expect(canonicalOf(meta)).toBe(`${practice.siteUrl}${COUPLES}`);
  });
});
