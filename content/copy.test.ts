/** Checks over all the site's copy at once: every page's shape, links, German typography. */

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  cityNames,
  collect,
  collectLegalLinks,
  linksOf,
  type Prose,
  plain,
  sectionText,
  stripTags,
} from "#test-support/content-helpers.ts";
import type { LegalSection } from "./content-types.ts";
import { crisisNumbers } from "./crisis.ts";
import { MODES } from "./mode.ts";
import { pageMeta } from "./page-meta.ts";
import type { PageMeta, Section } from "./page-types.ts";
import { datenschutz } from "./pages/datenschutz.ts";
import { faq, faqListHeadings, faqPages } from "./pages/faq.ts";
import { home } from "./pages/home.ts";
import { impressum } from "./pages/impressum.ts";
import { kosten } from "./pages/kosten.ts";
import { notFound } from "./pages/not-found.ts";
import {
  psychotherapieLanding,
  psychotherapieLandingMeta,
} from "./pages/psychotherapie-landing.ts";
import {
  paartherapieInvitation,
  paartherapiePage,
  psychotherapieLeistungen,
} from "./pages/psychotherapie-leistungen.ts";
import { psychotherapieMethoden } from "./pages/psychotherapie-methoden.ts";
import { sportLanding } from "./pages/sport-landing.ts";
import { sportLeistungen } from "./pages/sport-leistungen.ts";
import { traumatherapieLead, traumatherapiePage } from "./pages/traumatherapie.ts";
import { ueberMich } from "./pages/ueber-mich.ts";
import { reasons, warumPages } from "./pages/warum.ts";
import { practice } from "./practice.ts";

// ---------------------------------------------------------------------------
// Every page and every sentence, collected once.

type AnyPage = { meta: PageMeta; heading: string; sections: readonly (Section | LegalSection)[] };

const contentPages: [string, AnyPage][] = [
  ...Object.entries(psychotherapieLeistungen).map(([slug, page]): [string, AnyPage] => [
    `leistungen/${slug}`,
    page,
  ]),
  ...[undefined, ...cityNames].map((city): [string, AnyPage] => [
    `paartherapie/${city}`,
    paartherapiePage(city),
  ]),
  ...Object.entries(psychotherapieMethoden).map(([slug, page]): [string, AnyPage] => [
    `methode/${slug}`,
    page,
  ]),
  ...[undefined, ...cityNames].map((city): [string, AnyPage] => [
    `traumatherapie/${city}`,
    traumatherapiePage(city),
  ]),
  ...Object.entries(sportLeistungen).map(([slug, page]): [string, AnyPage] => [
    `sport/${slug}`,
    page,
  ]),
  ["kosten", kosten],
  ...MODES.map((mode): [string, AnyPage] => [`ueber-mich/${mode}`, ueberMich[mode]]),
  ["impressum", impressum],
  ["datenschutz", datenschutz],
  [
    "psychotherapie-landing",
    {
      meta: psychotherapieLanding.meta,
      heading: psychotherapieLanding.cityHero.title,
      sections: [psychotherapieLanding.intro, ...psychotherapieLanding.topics],
    },
  ],
  [
    "sport-landing",
    {
      meta: sportLanding.meta,
      heading: sportLanding.hero.heading,
      sections: sportLanding.sections,
    },
  ],
];

const everything = {
  contentPages: Object.fromEntries(contentPages),
  psychotherapieLanding,
  sportLanding,
  home,
  faqPages,
  faqListHeadings,
  faq,
  reasons,
  warumPages,
  notFound,
  invitations: [undefined, ...cityNames].map(paartherapieInvitation),
  traumaLeads: [undefined, ...cityNames].map((city) => traumatherapieLead(city)),
  landingMetas: cityNames.map((city) => psychotherapieLandingMeta(practice, city)),
};

/** All copy, with HTML tags (and so their attributes) removed. */
const prose: Prose[] = collect(everything, "content", []).map(({ where, text }) => ({
  where,
  text: plain(stripTags(text)),
}));

const allText = prose.map((p) => p.text).join("\n");

// ---------------------------------------------------------------------------

describe("pages", () => {
  it.each(contentPages)(
    "%s has a heading, a short description and at least three sections",
    (_, page) => {
      expect(page.heading.trim()).not.toBe("");
      expect(page.meta.title.trim()).not.toBe("");
      expect(page.meta.description.length).toBeLessThanOrEqual(170);
      expect(page.meta.description.length).toBeGreaterThan(50);
      expect(page.sections.length).toBeGreaterThanOrEqual(3);
      for (const section of page.sections) {
        expect(section.heading.trim()).not.toBe("");
        expect(sectionText(section).length).toBeGreaterThan(section.heading.length);
      }
    },
  );

  it("names a crisis number only as a tel: link (the numbers live in content/crisis.ts)", () => {
    const spaced = (display: string) => display.split(/\s+/).join("\\s*");
    const anyNumber = new RegExp(
      `(?<!\\d)(?:${Object.values(crisisNumbers)
        .map((number) => spaced(number.display))
        .join("|")})(?!\\d)`,
    );
    for (const { where, text } of collect(everything, "content", [])) {
      const outsideLinks = text.replace(/<a href="tel:[^"]*">[^<]*<\/a>/g, " ");
      expect(outsideLinks, where).not.toMatch(anyNumber);
    }
  });

  it("every internal link points to a page the site has", () => {
    const known = new Set([
      ...Object.keys(pageMeta),
      "/kontakt",
      "/psychotherapie/kontakt",
      "/sportphysiotherapie/kontakt",
    ]);
    const faqLinks = [...faq.psychotherapie, ...faq.sportphysiotherapie].flatMap((entry) =>
      [...entry.answer.matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1] ?? ""),
    );
    const legalLinks = [impressum, datenschutz]
      .flatMap((page) => collectLegalLinks(page))
      .filter((href) => href.startsWith("/"));
    for (const to of [...linksOf(everything), ...faqLinks, ...legalLinks]) {
      expect(known.has(to.split("#")[0] ?? ""), to).toBe(true);
    }
  });
});

describe("German typography and wording", () => {
  const ASCII_UMLAUTS =
    /\b(fuer|ueber|ueberall|koennen|koennte|moechte|moechten|muessen|muesste|waehrend|naechste[nrs]?|groesse|gruende|aerzt\w*|aenderung\w*|uebung\w*|koerper\w*|staerke|gefuehl\w*|schoen|buero|massnahme\w*|strasse|gross|grosse[nrs]?|heiss|fuss|spaeter|zurueck|frueh\w*|hoeren|loesung\w*|moeglich\w*|praevention|kostenuebernahme|datenschutzerklaerung|regelmaessig|gemaess|aengste|aengsten|laesst|taeglich|haeufig\w*|unterstuetz\w*|begruess\w*)\b/i;

  it("uses umlauts and ß, never ASCII substitutes", () => {
    for (const { where, text } of prose) {
      expect(text, where).not.toMatch(ASCII_UMLAUTS);
    }
  });

  it("uses German quotation marks, never straight double quotes", () => {
    for (const { where, text } of prose) {
      expect(text, where).not.toContain('"');
      expect(text, where).not.toMatch(/[“”]\w/); // a closing mark never opens
      expect((text.match(/„/g) ?? []).length, where).toBe((text.match(/“/g) ?? []).length);
    }
  });

  it("keeps numbers and their units together with non-breaking spaces", () => {
    const raw = collect(everything, "content", []);
    for (const { where, text } of raw) {
      expect(text, where).not.toMatch(/\d (%|Minuten|Stunden|Tagen?|Euro|Jahren?)\b/);
      expect(text, where).not.toMatch(/(§|Art\.|Abs\.|Nr\.) \d/);
      expect(text, where).not.toContain("z. B.");
    }
  });

  it("has no placeholder text, English filler or double spaces", () => {
    for (const { where, text } of prose) {
      expect(text, where).not.toMatch(
        /lorem|ipsum|\bTODO\b|\bTBD\b|\bxxx\b|works!|undefined|\[object/i,
      );
    }
    for (const { where, text } of collect(everything, "content", [])) {
      expect(text, where).not.toMatch(/ {2}|^\s|\s$/);
    }
  });

  it("makes no promises of cure and claims no protected title", () => {
    expect(allText).not.toMatch(
      /\b(heilen|heilt|geheilt|garantier\w*|Garantie|Erfolgsquote|schmerzfrei)\b/i,
    );
    const titleMentions = prose.filter(({ text }) => /Psychotherapeut(in|en|innen)?\b/.test(text));
    const explanation = faq.psychotherapie.findIndex((entry) => entry.id === "psy-unterschied");
    expect(titleMentions.map((m) => m.where)).toEqual([
      `content.faq.psychotherapie[${explanation}].question`,
      `content.faq.psychotherapie[${explanation}].answer`,
    ]);
    expect(titleMentions[1]?.text).toContain("trage diesen Titel nicht");
  });

  it("names no prices", () => {
    expect(allText).not.toContain("€");
    const euroSentences = prose
      .flatMap(({ text }) => text.split(/(?<=[.!?])\s/))
      .filter((sentence) => /\bEuro\b/.test(sentence));
    expect(euroSentences.length).toBeGreaterThan(0);
    for (const sentence of euroSentences) expect(sentence).toContain("10 Euro je Verordnung");
  });

  it("writes the practitioner's name, brand and address only through practice.ts", () => {
    const dir = fileURLToPath(new URL(".", import.meta.url));
    const mine = [
      "page-meta.ts",
      "content-types.ts",
      ...readdirSync(join(dir, "pages"), { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
        .map((file) => join("pages", file)),
    ];
    for (const file of mine) {
      const source = readFileSync(join(dir, file), "utf8");
      for (const literal of [
        practice.name,
        practice.brand,
        practice.address.street,
        practice.email,
      ]) {
        expect(source, file).not.toContain(literal);
      }
    }
  });
});
