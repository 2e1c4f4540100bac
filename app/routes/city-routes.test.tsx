/**
 * The city rules of requirements §2 on the three city routes, for no slug, every known slug and an
 * unknown one: what the page says and its head data. The server answers every unknown slug with
 * the page prerendered for one (app/city-routes.ts).
 */
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { unknownCityPath } from "#app/city-routes.ts";
import { CITIES, CITY_SLUGS } from "#content/cities.ts";
import { psychotherapieLanding } from "#content/pages/psychotherapie-landing.ts";
import { paartherapieInvitation } from "#content/pages/psychotherapie-leistungen.ts";
import { traumatherapieLead } from "#content/pages/traumatherapie.ts";
import { practice } from "#content/practice.ts";
import { canonicalOf, headAt, metaContent, renderPage } from "#test-support/pages.tsx";

const plain = (text: string) => text.replaceAll("\u00a0", " ");
const UNKNOWN = "atlantis";
const cityNames: string[] = Object.values(CITIES);
const known = CITY_SLUGS.map((slug) => [slug, CITIES[slug] ?? ""] as const);

const h1Text = () => plain(screen.getByRole("heading", { level: 1 }).textContent ?? "");
const pageText = (container: HTMLElement) => plain(container.textContent ?? "");

const LANDING = "/psychotherapie";
const TRAUMA = "/psychotherapie/traumatherapie";
const COUPLES = "/psychotherapie/leistungen/paartherapie";

describe("psychotherapy landing page /psychotherapie/{city}", () => {
  const renderAt = (url: string) => renderPage(url);

  it.each(known)("%s: 'Ihr' above and 'in der Umgebung %s' below the title", (slug, name) => {
    const { container } = renderAt(`${LANDING}/${slug}`);
    expect(h1Text()).toBe(`Ihr ${psychotherapieLanding.cityHero.title} in der Umgebung ${name}`);
    expect(container.querySelector(".hero__above")).toHaveTextContent("Ihr");
    expect(container.querySelector(".hero__below")).toHaveTextContent(`in der Umgebung ${name}`);
    expect(container).not.toHaveTextContent(psychotherapieLanding.tagline);
    const meta = headAt(`${LANDING}/${slug}`);
    expect(canonicalOf(meta)).toBe(`${practice.siteUrl}${LANDING}/${slug}`);
    expect(metaContent(meta, "description")).toContain(name);
  });

  it.each([
    ["no city", LANDING],
    ["an unknown city", `${LANDING}/${UNKNOWN}`],
  ])("%s: the tagline, no 'Ihr', no city", (_, url) => {
    const { container } = renderAt(url);
    expect(h1Text()).toBe(psychotherapieLanding.cityHero.title);
    expect(container.querySelector(".hero__lead")).toHaveTextContent(
      "Wege zur inneren Stärke und Stabilität",
    );
    expect(container.querySelector(".hero__above")).toBeNull();
    expect(pageText(container)).not.toMatch(/in der Umgebung/);
    expect(pageText(container)).not.toContain(UNKNOWN);
    const meta = headAt(url);
    expect(canonicalOf(meta)).toBe(`${practice.siteUrl}${LANDING}`);
    expect(meta).toEqual(headAt(LANDING));
  });
});

describe("trauma therapy /psychotherapie/traumatherapie/{city}", () => {
  const renderAt = (url: string) => renderPage(url);

  it.each(known)("%s names %s in the lead and the head", (slug, name) => {
    const { container } = renderAt(`${TRAUMA}/${slug}`);
    const lead = container.querySelector(".hero__lead");
    expect(lead).toHaveTextContent(plain(traumatherapieLead(name)));
    expect(lead).toHaveTextContent(name);
    const meta = headAt(`${TRAUMA}/${slug}`);
    expect(canonicalOf(meta)).toBe(`${practice.siteUrl}${TRAUMA}/${slug}`);
    expect(metaContent(meta, "description")).toContain(name);
  });

  it.each([
    ["no city", TRAUMA],
    ["an unknown city", `${TRAUMA}/${UNKNOWN}`],
  ])("%s: the general lead and the page's own head", (_, url) => {
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
    const meta = headAt(url);
    expect(canonicalOf(meta)).toBe(`${practice.siteUrl}${TRAUMA}`);
    expect(meta).toEqual(headAt(TRAUMA));
  });
});

describe("couples therapy /psychotherapie/leistungen/paartherapie/{city}", () => {
  const renderAt = (url: string) => renderPage(url);
  const invitation = (container: HTMLElement) =>
    plain(container.querySelector("#erstgespraech p")?.textContent ?? "");

  it("no parameter: the invitation names Oberasbach", () => {
    const { container } = renderAt(COUPLES);
    expect(invitation(container)).toBe(plain(paartherapieInvitation("Oberasbach")));
    expect(invitation(container)).toContain("Oberasbach");
    expect(canonicalOf(headAt(COUPLES))).toBe(`${practice.siteUrl}${COUPLES}`);
  });

  it.each(known)("%s: the invitation names %s", (slug, name) => {
    const { container } = renderAt(`${COUPLES}/${slug}`);
    expect(invitation(container)).toBe(plain(paartherapieInvitation(name)));
    expect(invitation(container)).toContain(name);
    const meta = headAt(`${COUPLES}/${slug}`);
    expect(canonicalOf(meta)).toBe(`${practice.siteUrl}${COUPLES}/${slug}`);
  });

  it("an unknown slug: the invitation names no city", () => {
    const { container } = renderAt(`${COUPLES}/${UNKNOWN}`);
    expect(invitation(container)).toBe(plain(paartherapieInvitation(undefined)));
    for (const name of cityNames) expect(invitation(container)).not.toContain(name);
    expect(pageText(container)).not.toContain(UNKNOWN);
    const meta = headAt(`${COUPLES}/${UNKNOWN}`);
    expect(meta).toEqual(headAt(COUPLES));
  });

  it("the page prerendered for every unknown slug names no city, under the canonical URL without one", () => {
    const url = unknownCityPath(COUPLES);
    const { container } = renderAt(url);
    expect(invitation(container)).toBe(plain(paartherapieInvitation(undefined)));
    const meta = headAt(url);
    expect(canonicalOf(meta)).toBe(`${practice.siteUrl}${COUPLES}`);
  });
});
