import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CITIES } from "./cities.ts";
import type { CardSection, LegalPage, LegalSection } from "./content-types.ts";
import { faq, faqListHeadings, faqPages } from "./faq.ts";
import { MODES } from "./mode.ts";
import { notFound } from "./not-found.ts";
import { pageMeta } from "./page-meta.ts";
import {
  PSYCHOTHERAPIE_METHOD_SLUGS,
  PSYCHOTHERAPIE_SERVICE_SLUGS,
  SPORT_SERVICE_SLUGS,
} from "./page-slugs.ts";
import type { ContentPage, PageMeta, Section } from "./page-types.ts";
import { datenschutz } from "./pages/datenschutz.ts";
import { home } from "./pages/home.ts";
import { impressum } from "./pages/impressum.ts";
import { kosten } from "./pages/kosten.ts";
import {
  psychotherapieLanding,
  psychotherapieLandingMeta,
  psychotherapieLandingTitle,
} from "./pages/psychotherapie-landing.ts";
import {
  paartherapieInvitation,
  paartherapiePage,
  psychotherapieLeistungen,
} from "./pages/psychotherapie-leistungen.ts";
import { psychotherapieMethoden } from "./pages/psychotherapie-methoden.ts";
import { sportLanding, sportLandingTitle } from "./pages/sport-landing.ts";
import { sportLeistungen } from "./pages/sport-leistungen.ts";
import { traumatherapieLead, traumatherapiePage } from "./pages/traumatherapie.ts";
import { ueberMich, ueberMichPage } from "./pages/ueber-mich.ts";
import { practice } from "./practice.ts";
import { reasons, warumPages } from "./warum.ts";

const cityNames: string[] = Object.values(CITIES);
/** Display names other than the practice's own town, which the copy names anyway. */
const otherCityNames = cityNames.filter((name) => name !== practice.address.city);

/** Non-breaking spaces are typography; compare text with plain spaces. */
const plain = (text: string) => text.replaceAll("\u00a0", " ");
const stripTags = (html: string) => html.replace(/<[^>]*>/g, " ");

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

/** Keys whose values are addresses or identifiers, not prose. */
const NON_PROSE_KEYS = new Set(["to", "href", "id", "targetId", "size"]);

type Prose = { where: string; text: string };

function collect(value: unknown, where: string, out: Prose[]): Prose[] {
  if (typeof value === "string") {
    out.push({ where, text: value });
  } else if (typeof value === "function") {
    collect((value as (city: string) => unknown)("Fürth"), `${where}()`, out);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      collect(item, `${where}[${index}]`, out);
    });
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (!NON_PROSE_KEYS.has(key)) collect(item, `${where}.${key}`, out);
    }
  }
  return out;
}

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

function sectionText(section: Section | CardSection | LegalSection): string {
  return plain(
    collect(section, "section", [])
      .map((p) => p.text)
      .join("\n"),
  );
}

function linksOf(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) linksOf(item, out);
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key === "to" && typeof item === "string") out.push(item);
      else linksOf(item, out);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------

describe("pages", () => {
  it.each(contentPages)(
    "%s has a heading, a short description and at least three sections",
    (_, page) => {
      expect(page.heading.trim()).not.toBe("");
      expect(page.meta.title.trim()).not.toBe("");
      expect(page.meta.description.length).toBeLessThanOrEqual(155);
      expect(page.meta.description.length).toBeGreaterThan(50);
      expect(page.sections.length).toBeGreaterThanOrEqual(3);
      for (const section of page.sections) {
        expect(section.heading.trim()).not.toBe("");
        expect(sectionText(section).length).toBeGreaterThan(section.heading.length);
      }
    },
  );

  it("every page in the meta index has a title and a description of at most 155 characters", () => {
    expect(Object.keys(pageMeta).length).toBeGreaterThanOrEqual(35);
    for (const [path, meta] of Object.entries(pageMeta)) {
      expect(path.startsWith("/"), path).toBe(true);
      expect(meta.title.trim(), path).not.toBe("");
      expect(meta.description.length, path).toBeLessThanOrEqual(155);
    }
  });

  it("city variants keep their descriptions short", () => {
    for (const city of [undefined, ...cityNames]) {
      const metas = [
        psychotherapieLandingMeta(practice, city),
        traumatherapiePage(city).meta,
        paartherapiePage(city).meta,
      ];
      for (const meta of metas)
        expect(meta.description.length, String(city)).toBeLessThanOrEqual(155);
    }
  });

  it("page titles and descriptions are unique", () => {
    const metas = Object.values(pageMeta);
    expect(new Set(metas.map((m) => m.title)).size).toBe(metas.length);
    expect(new Set(metas.map((m) => m.description)).size).toBe(metas.length);
  });

  it("covers every route slug of SPEC §2", () => {
    expect(Object.keys(psychotherapieLeistungen).sort()).toEqual(
      [...PSYCHOTHERAPIE_SERVICE_SLUGS].sort(),
    );
    expect(PSYCHOTHERAPIE_SERVICE_SLUGS).toHaveLength(12);
    expect(Object.keys(psychotherapieMethoden).sort()).toEqual(
      [...PSYCHOTHERAPIE_METHOD_SLUGS].sort(),
    );
    expect(Object.keys(sportLeistungen).sort()).toEqual([...SPORT_SERVICE_SLUGS].sort());
  });

  it("every internal link points to a page the site has", () => {
    const known = new Set([
      ...Object.keys(pageMeta),
      "/kontakt",
      "/psychotherapie/kontakt",
      "/sportphysiotherapie/kontakt",
    ]);
    const faqLinks = [...faq.psychotherapie, ...faq.sportphysiotherapie].flatMap((entry) =>
      [...entry.answer.matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? ""),
    );
    const legalLinks = [impressum, datenschutz]
      .flatMap((page) => collectLegalLinks(page))
      .filter((href) => href.startsWith("/"));
    for (const to of [...linksOf(everything), ...faqLinks, ...legalLinks]) {
      expect(known.has(to.split("#")[0] ?? ""), to).toBe(true);
    }
  });
});

function collectLegalLinks(page: LegalPage): string[] {
  const walk = (sections: readonly LegalSection[]): string[] =>
    sections.flatMap((s) => [
      ...(s.links ?? []).map((l) => l.href),
      ...(s.lines ?? []).flatMap((l) => (l.href === undefined ? [] : [l.href])),
      ...walk(s.subsections ?? []),
    ]);
  return walk(page.sections);
}

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
      "faq.ts",
      "warum.ts",
      "not-found.ts",
      "page-meta.ts",
      "content-types.ts",
      ...readdirSync(join(dir, "pages"), { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".ts"))
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

describe("FAQ", () => {
  const ALLOWED = new Set(["p", "strong", "em", "a", "ul", "li"]);

  it.each(["psychotherapie", "sportphysiotherapie"] as const)(
    "%s has at least twelve complete entries",
    (product) => {
      const entries = faq[product];
      expect(entries.length).toBeGreaterThanOrEqual(12);
      for (const entry of entries) {
        expect(entry.id).toMatch(/^[a-z0-9-]+$/);
        expect(entry.question.trim().endsWith("?"), entry.id).toBe(true);
        expect(stripTags(entry.answer).trim().length, entry.id).toBeGreaterThan(40);
      }
    },
  );

  it("ids are unique across both lists", () => {
    const ids = [...faq.psychotherapie, ...faq.sportphysiotherapie].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("answers use only the allowed tags, balanced, with internal links only", () => {
    for (const entry of [...faq.psychotherapie, ...faq.sportphysiotherapie]) {
      const stack: string[] = [];
      for (const [tag] of entry.answer.matchAll(/<[^>]*>/g)) {
        const match = /^<(\/?)([a-z]+)((?:\s[^>]*)?)>$/.exec(tag);
        expect(match, `${entry.id}: ${tag}`).not.toBeNull();
        const [, closing, name = "", attributes = ""] = match ?? [];
        expect(ALLOWED.has(name), `${entry.id}: ${tag}`).toBe(true);
        if (closing) {
          expect(stack.pop(), `${entry.id}: ${tag}`).toBe(name);
        } else {
          if (name === "a") expect(attributes, entry.id).toMatch(/^ href="\/[a-z0-9/-]*"$/);
          else expect(attributes, entry.id).toBe("");
          stack.push(name);
        }
      }
      expect(stack, entry.id).toEqual([]);
      expect(entry.answer.replace(/<[^>]*>/g, ""), entry.id).not.toMatch(/[<>]/);
    }
  });

  it("has page copy for every mode and headings for /faq", () => {
    for (const mode of MODES) expect(faqPages[mode].heading).toMatch(/Häufige Fragen/);
    expect(faqListHeadings).toEqual({
      psychotherapie: "Psychotherapie",
      sportphysiotherapie: "Sportphysiotherapie",
    });
  });
});

describe("why-me reasons", () => {
  it.each(["psychotherapie", "sportphysiotherapie"] as const)(
    "%s has five reasons with unique ids",
    (product) => {
      const list = reasons[product];
      expect(list).toHaveLength(5);
      expect(new Set(list.map((r) => r.id)).size).toBe(5);
      for (const reason of list) {
        expect(reason.title.trim()).not.toBe("");
        expect(reason.msg.length).toBeGreaterThan(40);
      }
      expect(warumPages[product].heading).toMatch(/^Warum/);
    },
  );
});

describe("exact strings of the specification", () => {
  it("home", () => {
    expect(home.tagline).toBe("Körper. Geist. Stärke.");
    expect(home.links.map((l) => l.to)).toEqual(["/psychotherapie", "/sportphysiotherapie"]);
    for (const link of home.links) expect(link.description.length).toBeGreaterThan(20);
  });

  it("psychotherapy landing page", () => {
    expect(psychotherapieLanding.meta.title).toBe(
      `Psychotherapie in Oberasbach | ${practice.name} - Wege zur inneren Stärke`,
    );
    expect(psychotherapieLandingTitle({ name: "Kim Beispiel" })).toBe(
      "Psychotherapie in Oberasbach | Kim Beispiel - Wege zur inneren Stärke",
    );
    expect(psychotherapieLandingMeta(practice, "Fürth").description).toContain("Fürth");
    expect(psychotherapieLanding.tagline).toBe("Wege zur inneren Stärke und Stabilität");
    expect(psychotherapieLanding.cityHero.above).toBe("Ihr");
    expect(psychotherapieLanding.cityHero.title).toBe(practice.licence.title);
    expect(psychotherapieLanding.cityHero.below("Nürnberg")).toBe("in der Umgebung Nürnberg");
    expect(psychotherapieLanding.topics.map((t) => t.id)).toEqual([
      "belastende-erlebnisse",
      "stress",
      "angststoerungen",
      "depressionen",
      "trauma",
    ]);
    const links = linksOf(psychotherapieLanding.topics);
    for (const path of [
      "/psychotherapie/leistungen/emdr-traumatherapie",
      "/psychotherapie/leistungen/angststoerungen",
      "/psychotherapie/leistungen/depressionen",
    ]) {
      expect(links).toContain(path);
    }
    expect(psychotherapieLanding.whyMe.link.to).toBe("/psychotherapie/warum-psychotherapie");
  });

  it("sports landing page", () => {
    expect(sportLanding.meta.title).toBe(
      `Sportphysiotherapie Oberasbach | ${practice.brand} - Für Ihre schnelle Regeneration`,
    );
    expect(sportLandingTitle({ brand: "B" })).toBe(
      "Sportphysiotherapie Oberasbach | B - Für Ihre schnelle Regeneration",
    );
    expect(sportLanding.contactPanel).toEqual({
      title: "Persönliches Beratungsgespräch",
      action: "Jetzt einen Termin anfragen",
    });
    expect(sportLanding.typewriter).toHaveLength(3);
    expect(sportLanding.sections.map((s) => s.id)).toEqual([
      "leistungen",
      "wann-sinnvoll",
      "ablauf",
      "erfahrung",
    ]);
    const [services, when] = sportLanding.sections;
    expect(linksOf(services).sort()).toEqual(
      SPORT_SERVICE_SLUGS.map((s) => `/sportphysiotherapie/${s}`).sort(),
    );
    expect(when?.cards?.map((c) => c.title)).toEqual([
      "Prävention",
      "Akutversorgung",
      "Rehabilitation",
      "Leistungsoptimierung",
      "Wettkampfbetreuung",
    ]);
    expect(plain(sportLanding.sections[3]?.heading ?? "")).toBe("Über 20 Jahre Erfahrung");
  });

  it("sports service pages use the small panel", () => {
    for (const page of Object.values(sportLeistungen)) {
      expect(page.contactPanel).toEqual({
        title: "Persönliches Beratungsgespräch",
        action: "Jetzt einen Termin anfragen",
        size: "small",
      });
    }
  });

  it("rehabilitation, massage and lymphatic drainage", () => {
    const steps = (page: ContentPage) =>
      page.sections.flatMap((s) => s.steps ?? []).map((s) => s.title);
    expect(steps(sportLeistungen.rehabilitation)).toEqual([
      "Akutphase",
      "Kraft und Stabilität",
      "Sportspezifische Vorbereitung",
      "Rückkehr in den Sport und Prävention",
    ]);
    expect(steps(sportLeistungen["klassische-massage"])).toEqual([
      "Effleurage (Streichungen)",
      "Petrissage (Knetungen)",
      "Friktionen (Reibungen)",
      "Tapotement (Klopfungen)",
      "Vibrationen",
    ]);
    const lymph = plain(
      collect(sportLeistungen.lymphdrainage, "", [])
        .map((p) => p.text)
        .join(" "),
    );
    expect(lymph).toContain("30 bis 60 Minuten");
    expect(
      plain(sectionText(sportLeistungen.kiefergelenktherapie.sections[0] as Section)),
    ).toContain("craniomandibuläre Dysfunktion");
  });

  it("method pages: EMDR's eight phases and the contact panel", () => {
    const phases = psychotherapieMethoden.emdr.sections
      .flatMap((s) => s.steps ?? [])
      .map((s) => s.title);
    expect(phases).toEqual([
      "Anamnese",
      "Vorbereitung",
      "Bewertung",
      "Desensibilisierung",
      "Verankerung",
      "Körpertest",
      "Abschluss",
      "Neubewertung",
    ]);
    for (const page of Object.values(psychotherapieMethoden)) {
      expect(page.contactPanel.action).toBe("Jetzt Termin anfragen");
      expect(page.contactPanel.title.trim()).not.toBe("");
    }
    expect(psychotherapieMethoden["systematische-therapie"].heading).toBe("Systemische Therapie");
  });

  it("psychotherapy service pages have their own panels; anxiety leads out of fear", () => {
    const titles = Object.values(psychotherapieLeistungen).map((p) => p.contactPanel.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(psychotherapieLeistungen.angststoerungen.contactPanel.title).toMatch(
      /Weg aus der Angst/,
    );
    expect(psychotherapieLeistungen.angststoerungen.contactPanel.action).toBe(
      "Jetzt Termin anfragen",
    );
  });

  it("couples therapy invitation names a known city, Oberasbach by default, none when unknown", () => {
    expect(paartherapieInvitation("Oberasbach")).toContain("Oberasbach");
    expect(paartherapieInvitation("Fürth")).toContain("Paare aus Fürth");
    const withoutCity = paartherapieInvitation(undefined);
    for (const city of cityNames) expect(withoutCity).not.toContain(city);
    expect(withoutCity).toMatch(/ersten gemeinsamen Gespräch in meine Praxis/);
    const section = paartherapiePage("Zirndorf").sections.find((s) => s.id === "erstgespraech");
    expect(section?.paragraphs[0]).toBe(paartherapieInvitation("Zirndorf"));
    expect(psychotherapieLeistungen.paartherapie).toEqual(paartherapiePage("Oberasbach"));
  });

  it("trauma therapy: scroll target, method links, city-aware lead", () => {
    const page = traumatherapiePage();
    expect(page.scrollButton.label.trim()).not.toBe("");
    expect(page.sections.map((s) => s.id)).toContain(page.scrollButton.targetId);
    expect(linksOf(page.sections)).toEqual(
      expect.arrayContaining([
        "/psychotherapie/emdr",
        "/psychotherapie/systematische-therapie",
        "/psychotherapie/somatic-experiencing",
      ]),
    );
    expect(traumatherapieLead("Erlangen")).toContain("Erlangen");
    expect(traumatherapiePage("Erlangen").lead).toBe(traumatherapieLead("Erlangen"));
    for (const city of otherCityNames) expect(traumatherapieLead()).not.toContain(city);
  });

  it("about page: intro per mode, four sections", () => {
    for (const mode of MODES) {
      const page = ueberMichPage(mode);
      expect(page.heading).toBe("Über mich");
      expect(page.name).toBe(practice.name);
      expect(page.intro.length).toBeGreaterThan(0);
      expect(page.sections.map((s) => s.id)).toEqual([
        "expertise",
        "arbeitsweise",
        "gruende",
        "zum-schluss",
      ]);
    }
    const intro = ueberMich.default.intro.join(" ");
    expect(intro).toContain("Psychotherapie");
    expect(intro).toContain("Sportphysiotherapie");
  });

  it("costs page states the facts of SPEC §9", () => {
    const text = plain(
      collect(kosten, "", [])
        .map((p) => p.text)
        .join(" "),
    );
    for (const fact of [
      "20 bis 30 Minuten",
      "mindestens 24 Stunden",
      "mindestens 48 Stunden",
      "10 % des Verordnungswertes plus 10 Euro je Verordnung",
      "innerhalb von 28 Tagen",
      "innerhalb von 14 Tagen",
      "gesetzlichen Krankenkassen übernehmen",
      "Private Krankenversicherungen erstatten die Kosten oft teilweise",
    ]) {
      expect(text).toContain(fact);
    }
  });

  it("imprint lists every item of SPEC §2", () => {
    expect(impressum.sections.map((s) => s.id)).toEqual([
      "anbieter",
      "kontakt",
      "umsatzsteuer",
      "berufsbezeichnung",
      "aufsichtsbehoerde",
      "berufsverband",
      "berufshaftpflicht",
      "sportphysiotherapie",
      "streitbeilegung",
      "haftung-inhalte",
      "haftung-links",
      "urheberrecht",
    ]);
    const text = plain(
      collect(impressum, "", [])
        .map((p) => p.text)
        .join(" "),
    );
    for (const fact of [
      practice.name,
      practice.address.street,
      practice.phone.display,
      practice.email,
      "§ 4 Nr. 14 UStG",
      practice.licence.title,
      practice.licence.granted,
      practice.licence.authority,
      "nicht bereit",
      "Verbraucherschlichtungsstelle",
    ]) {
      expect(text).toContain(fact);
    }
    expect(collectLegalLinks(impressum)).toEqual(
      expect.arrayContaining([
        "https://www.gesetze-im-internet.de/heilprg/",
        `mailto:${practice.email}`,
        practice.phone.href,
      ]),
    );
  });

  it("privacy statement has every section of SPEC §2 and tells the truth about this site", () => {
    expect(datenschutz.sections.map((s) => s.id)).toEqual([
      "allgemeine-hinweise",
      "verantwortliche-stelle",
      "datenerfassung",
      "widerruf",
      "widerspruch",
      "beschwerderecht",
      "datenuebertragbarkeit",
      "tls",
      "auskunft",
      "einschraenkung",
      "cookies",
      "server-logs",
      "kontaktformular",
      "anfragen",
      "schriftarten-und-karten",
      "betroffenenrechte",
      "pflichtangaben",
    ]);
    const text = plain(
      collect(datenschutz, "", [])
        .map((p) => p.text)
        .join(" "),
    );
    for (const fact of [
      "keine Cookies",
      "180 Tagen",
      "Art. 6 Abs. 1 lit. b DSGVO",
      "Art. 6 Abs. 1 lit. f DSGVO",
      "Art. 9 Abs. 2 lit. a DSGVO",
      "Google Fonts",
      "kein Kartendienst",
      "protokolliert keine personenbezogenen Daten",
      "in einer Datenbank gespeichert und per E-Mail an die Praxis zugestellt",
    ]) {
      expect(text).toContain(fact);
    }
    for (const article of [15, 16, 17, 18, 19, 20, 21])
      expect(text).toContain(`Art. ${article} DSGVO`);
    expect(text).not.toMatch(/Google Analytics|Matomo|Cookie-Einwilligung/);
  });

  it("404 page links home, both lines and the contact page", () => {
    expect(notFound.heading.trim()).not.toBe("");
    expect(notFound.links.map((l) => l.to)).toEqual([
      "/home",
      "/psychotherapie",
      "/sportphysiotherapie",
      "/kontakt",
    ]);
  });
});
