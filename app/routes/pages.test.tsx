/**
 * Each screen of SPEC §2 with its defining texts and links, rendered from its route module.
 */
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { faq } from "#content/faq.ts";
import { media } from "#content/media.ts";
import { MODES } from "#content/mode.ts";
import {
  PSYCHOTHERAPIE_METHOD_SLUGS,
  PSYCHOTHERAPIE_SERVICE_SLUGS,
  SPORT_SERVICE_SLUGS,
} from "#content/page-slugs.ts";
import { datenschutz } from "#content/pages/datenschutz.ts";
import { impressum } from "#content/pages/impressum.ts";
import { kosten } from "#content/pages/kosten.ts";
import { psychotherapieLeistungen } from "#content/pages/psychotherapie-leistungen.ts";
import { psychotherapieMethoden } from "#content/pages/psychotherapie-methoden.ts";
import { sportLeistungen } from "#content/pages/sport-leistungen.ts";
import { ueberMich } from "#content/pages/ueber-mich.ts";
import { practice } from "#content/practice.ts";
import { reasons } from "#content/warum.ts";
import About, { loader as aboutLoader, meta as aboutMeta } from "./about.tsx";
import Datenschutz, { loader as datenschutzLoader } from "./datenschutz.tsx";
import Faq, { loader as faqLoader, meta as faqMeta } from "./faq.tsx";
import Home, { loader as homeLoader, meta as homeMeta } from "./home.tsx";
import Impressum, { loader as impressumLoader } from "./impressum.tsx";
import Kosten, { loader as kostenLoader } from "./kosten.tsx";
import NotFound, { meta as notFoundMeta } from "./not-found.tsx";
import PsychotherapieLanding, { loader as landingLoader } from "./psychotherapie-landing.tsx";
import PsychotherapieMethod, {
  loader as methodLoader,
  meta as methodMeta,
} from "./psychotherapie-method.tsx";
import PsychotherapieService, {
  loader as serviceLoader,
  meta as serviceMeta,
} from "./psychotherapie-service.tsx";
import SportLanding, {
  loader as sportLandingLoader,
  meta as sportLandingMeta,
} from "./sport-landing.tsx";
import SportService, {
  loader as sportServiceLoader,
  meta as sportServiceMeta,
} from "./sport-service.tsx";
import {
  canonicalOf,
  expectHeadingOutline,
  hrefOf,
  metaAt,
  metaContent,
  renderRoute,
} from "./test-support.tsx";
import Traumatherapie, { loader as traumaLoader } from "./traumatherapie.tsx";
import WhyMe, { loader as whyMeLoader, meta as whyMeMeta } from "./why-me.tsx";

/** Non-breaking spaces are typography; compare text with plain spaces. */
const plain = (text: string) => text.replaceAll("\u00a0", " ");

const h1 = () => screen.getByRole("heading", { level: 1 });
const h2Texts = () =>
  screen.getAllByRole("heading", { level: 2 }).map((heading) => plain(heading.textContent ?? ""));

/** The contact panel at the end of the page: its title and the action leading to `contact`. */
function expectContactPanel(title: string, action: string, contact: string) {
  const panel = screen.getByRole("heading", { name: title }).closest(".contact-panel");
  expect(panel).not.toBeNull();
  const link = within(panel as HTMLElement).getByRole("link", { name: action });
  expect(link).toHaveAttribute("href", contact);
  return panel as HTMLElement;
}

/** Items of the numbered list that follows the heading `name`. */
function stepsAfter(name: string): string[] {
  const section = screen.getByRole("heading", { name }).closest("section") as HTMLElement;
  const list = section.querySelector("ol");
  expect(list).not.toBeNull();
  return [...(list as HTMLOListElement).querySelectorAll(".steps__title")].map(
    (title) => title.textContent ?? "",
  );
}

describe("Home", () => {
  it("shows the logo as h1, the tagline and the two links, also in the bottom bar", () => {
    const { container } = renderRoute(Home, "/home", "/home", homeLoader);
    expect(within(h1()).getByRole("img")).toHaveAttribute("src", "/media/logo.svg");
    expect(h1()).toHaveAccessibleName(`${practice.brand} in Oberasbach`);
    expect(screen.getByText("Körper. Geist. Stärke.")).toBeInTheDocument();
    // The full-screen background: the home picture, loaded at once (the page's main picture).
    const background = container.querySelector(".home__stage .hero-backdrop img");
    expect(background).toHaveAttribute("src", media.homeHero.src);
    expect(background).toHaveAttribute("alt", "");
    expect(background).toHaveAttribute("loading", "eager");
    const stage = container.querySelector(".home__links") as HTMLElement;
    expect(
      within(stage)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/psychotherapie", "/sportphysiotherapie"]);
    const bar = screen.getByRole("navigation", { name: "Bereiche" });
    expect(within(bar).getByRole("link", { name: "Psychotherapie" })).toHaveAttribute(
      "href",
      "/psychotherapie",
    );
    expect(within(bar).getByRole("link", { name: "Sportphysiotherapie" })).toHaveAttribute(
      "href",
      "/sportphysiotherapie",
    );
    expectHeadingOutline(container);
  });

  it("has its description and canonical URL", () => {
    const meta = metaAt(homeMeta, "/home", {}, homeLoader);
    expect(metaContent(meta, "description")).toMatch(/Psychotherapie und Sportphysiotherapie/);
    expect(canonicalOf(meta)).toBe(`${practice.siteUrl}/home`);
  });
});

/** The JSON-LD node of the page. */
function structuredData(container: HTMLElement): Record<string, unknown> {
  const script = container.querySelector('script[type="application/ld+json"]');
  expect(script).not.toBeNull();
  return JSON.parse(script?.textContent ?? "{}");
}

describe("Psychotherapy landing page", () => {
  it("describes the practice as a MedicalBusiness in JSON-LD", () => {
    const { container } = renderRoute(
      PsychotherapieLanding,
      "/psychotherapie/:city?",
      "/psychotherapie",
      landingLoader,
    );
    const data = structuredData(container);
    expect(data["@type"]).toBe("MedicalBusiness");
    expect(data.url).toBe(`${practice.siteUrl}/psychotherapie`);
  });

  it("has the five topics with the spec's links, why me and the contact panel", () => {
    const { container } = renderRoute(
      PsychotherapieLanding,
      "/psychotherapie/:city?",
      "/psychotherapie",
      landingLoader,
    );
    expect(h2Texts()).toEqual(
      expect.arrayContaining([
        "Belastende Erlebnisse",
        "Stress und Überlastung",
        "Angststörungen",
        "Depressionen",
        "Trauma",
      ]),
    );
    for (const path of [
      "/psychotherapie/leistungen/emdr-traumatherapie",
      "/psychotherapie/leistungen/angststoerungen",
      "/psychotherapie/leistungen/depressionen",
    ]) {
      expect(container.querySelector(`.topics a[href="${path}"]`)).not.toBeNull();
    }
    expect(hrefOf("Fünf Gründe für meine Praxis")).toBe("/psychotherapie/warum-psychotherapie");
    expectContactPanel(
      "Vereinbaren Sie ein erstes Gespräch",
      "Jetzt Termin anfragen",
      "/psychotherapie/kontakt",
    );
    expectHeadingOutline(container);
  });
});

describe("Sports landing page", () => {
  it("has the hero with the typewriter, the four sections and the contact panel", () => {
    const { container } = renderRoute(
      SportLanding,
      "/sportphysiotherapie",
      "/sportphysiotherapie",
      sportLandingLoader,
    );
    expect(h1()).toHaveTextContent("Sportphysiotherapie");
    expect(container.querySelector(".hero .typewriter__text")).toHaveTextContent(
      "Zurück in Ihren Sport.",
    );
    expect(h2Texts()).toEqual(
      expect.arrayContaining([
        "Leistungen",
        "Wann eine Behandlung sinnvoll ist",
        "Wie die Behandlung abläuft",
        "Über 20 Jahre Erfahrung",
      ]),
    );
    for (const slug of SPORT_SERVICE_SLUGS) {
      const link = container.querySelector(`#leistungen a[href="/sportphysiotherapie/${slug}"]`);
      expect(link, slug).not.toBeNull();
    }
    // "Mehr erfahren" five times would not say where it leads: each names its service.
    expect(screen.getByRole("link", { name: "Mehr erfahren: Rehabilitation" })).toHaveAttribute(
      "href",
      "/sportphysiotherapie/rehabilitation",
    );
    expectContactPanel(
      "Persönliches Beratungsgespräch",
      "Jetzt einen Termin anfragen",
      "/sportphysiotherapie/kontakt",
    );
    expectHeadingOutline(container);
  });

  it("describes the practice as Physiotherapy in JSON-LD", () => {
    const { container } = renderRoute(
      SportLanding,
      "/sportphysiotherapie",
      "/sportphysiotherapie",
      sportLandingLoader,
    );
    expect(structuredData(container)["@type"]).toBe("Physiotherapy");
  });

  it("carries the spec's title and a description", () => {
    const meta = metaAt(sportLandingMeta, "/sportphysiotherapie", {}, sportLandingLoader);
    expect(meta).toContainEqual({
      title: `Sportphysiotherapie Oberasbach | ${practice.brand} - Für Ihre schnelle Regeneration`,
    });
    expect(plain(metaContent(meta, "description") ?? "")).toMatch(/über 20 Jahre Erfahrung/);
  });
});

describe("Trauma therapy page", () => {
  it("has a scroll button to its first section and the links to three methods", () => {
    const { container } = renderRoute(
      Traumatherapie,
      "/psychotherapie/traumatherapie/:city?",
      "/psychotherapie/traumatherapie",
      traumaLoader,
    );
    const scroll = screen.getByRole("link", { name: "Mehr erfahren" });
    expect(scroll).toHaveAttribute("href", "#was-ist-ein-trauma");
    expect(container.querySelector("#was-ist-ein-trauma h2")).toHaveTextContent(
      "Was ist ein Trauma?",
    );
    expect(hrefOf("Mehr über EMDR")).toBe("/psychotherapie/emdr");
    expect(hrefOf("Mehr über systemische Therapie")).toBe("/psychotherapie/systematische-therapie");
    expect(hrefOf("Mehr über Somatic Experiencing")).toBe("/psychotherapie/somatic-experiencing");
    expectContactPanel(
      "Den ersten Schritt gehen",
      "Jetzt Termin anfragen",
      "/psychotherapie/kontakt",
    );
    expectHeadingOutline(container);
  });
});

describe("Method pages", () => {
  it.each(PSYCHOTHERAPIE_METHOD_SLUGS)(
    "/psychotherapie/%s ends with 'Jetzt Termin anfragen'",
    (slug) => {
      const path = `/psychotherapie/${slug}`;
      const { container } = renderRoute(PsychotherapieMethod, path, path, methodLoader);
      const page = psychotherapieMethoden[slug];
      expect(h1()).toHaveTextContent(plain(page.heading));
      const panel = expectContactPanel(
        page.contactPanel.title,
        "Jetzt Termin anfragen",
        "/psychotherapie/kontakt",
      );
      expect(container.querySelector(".page-content")?.lastElementChild).toBe(panel);
      expect(metaContent(metaAt(methodMeta, path, {}, methodLoader), "description")).toBe(
        page.meta.description,
      );
      expectHeadingOutline(container);
    },
  );

  it("EMDR shows its eight phases as a numbered list", () => {
    renderRoute(PsychotherapieMethod, "/psychotherapie/emdr", "/psychotherapie/emdr", methodLoader);
    expect(stepsAfter("Die acht Phasen der EMDR-Behandlung")).toEqual([
      "Anamnese",
      "Vorbereitung",
      "Bewertung",
      "Desensibilisierung",
      "Verankerung",
      "Körpertest",
      "Abschluss",
      "Neubewertung",
    ]);
  });

  it("Systemische Therapie is served under systematische-therapie", () => {
    renderRoute(
      PsychotherapieMethod,
      "/psychotherapie/systematische-therapie",
      "/psychotherapie/systematische-therapie",
      methodLoader,
    );
    expect(h1()).toHaveTextContent("Systemische Therapie");
  });
});

describe("Psychotherapy service pages", () => {
  const slugs = PSYCHOTHERAPIE_SERVICE_SLUGS.filter((slug) => slug !== "paartherapie");

  it.each(slugs)("/psychotherapie/leistungen/%s: hero, sections, its own panel", (slug) => {
    const path = `/psychotherapie/leistungen/${slug}`;
    const { container } = renderRoute(PsychotherapieService, path, path, serviceLoader);
    const page = psychotherapieLeistungen[slug];
    expect(h1()).toHaveTextContent(plain(page.heading));
    expect(container.querySelector(".hero__lead")).toHaveTextContent(plain(page.lead));
    expect(h2Texts()).toEqual(expect.arrayContaining(page.sections.map((s) => plain(s.heading))));
    expectContactPanel(
      page.contactPanel.title,
      page.contactPanel.action,
      "/psychotherapie/kontakt",
    );
    const meta = metaAt(serviceMeta, path, {}, serviceLoader);
    expect(metaContent(meta, "description")).toBe(page.meta.description);
    expect(canonicalOf(meta)).toBe(`${practice.siteUrl}${path}`);
    expectHeadingOutline(container);
  });

  it("anxiety disorders: a panel about the way out of fear and an appointment now", () => {
    renderRoute(
      PsychotherapieService,
      "/psychotherapie/leistungen/angststoerungen",
      "/psychotherapie/leistungen/angststoerungen",
      serviceLoader,
    );
    expectContactPanel(
      "Finden Sie Ihren Weg aus der Angst",
      "Jetzt Termin anfragen",
      "/psychotherapie/kontakt",
    );
  });
});

describe("Sports service pages", () => {
  it.each(SPORT_SERVICE_SLUGS)("/sportphysiotherapie/%s ends with the small panel", (slug) => {
    const path = `/sportphysiotherapie/${slug}`;
    const { container } = renderRoute(SportService, path, path, sportServiceLoader);
    expect(h1()).toHaveTextContent(plain(sportLeistungen[slug].heading));
    const panel = expectContactPanel(
      "Persönliches Beratungsgespräch",
      "Jetzt einen Termin anfragen",
      "/sportphysiotherapie/kontakt",
    );
    expect(panel).toHaveClass("contact-panel--small");
    expect(metaContent(metaAt(sportServiceMeta, path, {}, sportServiceLoader), "description")).toBe(
      sportLeistungen[slug].meta.description,
    );
    expectHeadingOutline(container);
  });

  it("rehabilitation: the four phases in order", () => {
    renderRoute(
      SportService,
      "/sportphysiotherapie/rehabilitation",
      "/sportphysiotherapie/rehabilitation",
      sportServiceLoader,
    );
    expect(stepsAfter("Die vier Phasen der Rehabilitation")).toEqual([
      "Akutphase",
      "Kraft und Stabilität",
      "Sportspezifische Vorbereitung",
      "Rückkehr in den Sport und Prävention",
    ]);
  });

  it("classic massage: the five basic techniques", () => {
    renderRoute(
      SportService,
      "/sportphysiotherapie/klassische-massage",
      "/sportphysiotherapie/klassische-massage",
      sportServiceLoader,
    );
    expect(stepsAfter("Die fünf Grundtechniken")).toHaveLength(5);
  });

  it("lymphatic drainage lasts 30 to 60 minutes", () => {
    const { container } = renderRoute(
      SportService,
      "/sportphysiotherapie/lymphdrainage",
      "/sportphysiotherapie/lymphdrainage",
      sportServiceLoader,
    );
    expect(plain(container.textContent ?? "")).toMatch(/30 bis 60 Minuten/);
  });

  it("jaw joint therapy names CMD; medical training therapy has its page", () => {
    renderRoute(
      SportService,
      "/sportphysiotherapie/kiefergelenktherapie",
      "/sportphysiotherapie/kiefergelenktherapie",
      sportServiceLoader,
    );
    expect(h1()).toHaveTextContent("Kiefergelenktherapie (CMD)");
    expect(screen.getAllByText(/craniomandibuläre Dysfunktion/).length).toBeGreaterThan(0);
  });
});

describe("About page", () => {
  const urls = {
    default: "/ueber-mich",
    psychotherapie: "/psychotherapie/ueber-mich",
    sportphysiotherapie: "/sportphysiotherapie/ueber-mich",
  } as const;
  const contact = {
    default: "/kontakt",
    psychotherapie: "/psychotherapie/kontakt",
    sportphysiotherapie: "/sportphysiotherapie/kontakt",
  } as const;

  it.each(MODES)(
    "%s: heading, name, the mode's intro, its two portraits, sections, panel",
    (mode) => {
      const { container } = renderRoute(About, urls[mode], urls[mode], aboutLoader);
      const page = ueberMich[mode];
      expect(h1()).toHaveTextContent("Über mich");
      expect(screen.getByText(practice.name, { selector: ".about__name" })).toBeInTheDocument();
      for (const paragraph of page.intro) {
        expect(screen.getByText(plain(paragraph))).toBeInTheDocument();
      }
      const portraits = container.querySelector(".portraits") as HTMLElement;
      const images = within(portraits).getAllByRole("img");
      expect(images.map((image) => image.getAttribute("alt"))).toEqual(
        media.portraits[mode].map((portrait) => portrait.alt),
      );
      expect(images.map((image) => image.getAttribute("src"))).toEqual(
        media.portraits[mode].map((portrait) => portrait.src),
      );
      expect(h2Texts()).toEqual(expect.arrayContaining(page.sections.map((s) => plain(s.heading))));
      expectContactPanel(page.contactPanel.title, page.contactPanel.action, contact[mode]);
      expect(metaContent(metaAt(aboutMeta, urls[mode], {}, aboutLoader), "description")).toBe(
        page.meta.description,
      );
      expectHeadingOutline(container);
    },
  );

  it("the intros differ by mode", () => {
    expect(new Set(MODES.map((mode) => ueberMich[mode].intro[0])).size).toBe(3);
  });
});

describe("FAQ", () => {
  it.each([
    ["/psychotherapie/faq", "psychotherapie"],
    ["/sportphysiotherapie/faq", "sportphysiotherapie"],
  ] as const)("%s shows the %s list of at least ten questions", (url, product) => {
    const { container } = renderRoute(Faq, url, url, faqLoader);
    const questions = [...container.querySelectorAll("details > summary")].map(
      (summary) => summary.textContent,
    );
    expect(questions.length).toBeGreaterThanOrEqual(10);
    expect(questions).toEqual(faq[product].map((entry) => entry.question));
    expectHeadingOutline(container);
  });

  it("/faq shows both lists under their headings", () => {
    const { container } = renderRoute(Faq, "/faq", "/faq", faqLoader);
    expect(h2Texts()).toEqual(expect.arrayContaining(["Psychotherapie", "Sportphysiotherapie"]));
    expect(container.querySelectorAll("details > summary")).toHaveLength(
      faq.psychotherapie.length + faq.sportphysiotherapie.length,
    );
    expectHeadingOutline(container);
    expect(canonicalOf(metaAt(faqMeta, "/faq", {}, faqLoader))).toBe(`${practice.siteUrl}/faq`);
  });
});

describe("Why-me page", () => {
  it.each([
    ["/warum-psychotherapie", "psychotherapie"],
    ["/psychotherapie/warum-psychotherapie", "psychotherapie"],
    ["/sportphysiotherapie/warum-psychotherapie", "psychotherapie"],
    ["/warum-sportphysiotherapie", "sportphysiotherapie"],
    ["/psychotherapie/warum-sportphysiotherapie", "sportphysiotherapie"],
    ["/sportphysiotherapie/warum-sportphysiotherapie", "sportphysiotherapie"],
  ] as const)("%s shows the five %s reasons with title and message", (url, product) => {
    const { container } = renderRoute(WhyMe, url, url, whyMeLoader);
    const cards = [...container.querySelectorAll(".reason")];
    expect(cards).toHaveLength(5);
    reasons[product].forEach((reason, index) => {
      expect(within(cards[index] as HTMLElement).getByRole("heading")).toHaveTextContent(
        plain(reason.title),
      );
      expect(cards[index]).toHaveTextContent(plain(reason.msg));
    });
    expect(canonicalOf(metaAt(whyMeMeta, url, {}, whyMeLoader))).toBe(
      `${practice.siteUrl}/${product}/warum-${product}`,
    );
    expectHeadingOutline(container);
  });
});

describe("Costs, imprint, privacy", () => {
  it("Kosten states its facts and ends with a contact panel", () => {
    const { container } = renderRoute(
      Kosten,
      "/psychotherapie/kosten",
      "/psychotherapie/kosten",
      kostenLoader,
    );
    expect(h1()).toHaveTextContent(kosten.heading);
    for (const fact of ["20 bis 30 Minuten", "mindestens 24 Stunden", "mindestens 48 Stunden"]) {
      expect(container).toHaveTextContent(fact);
    }
    expectContactPanel(
      kosten.contactPanel.title,
      kosten.contactPanel.action,
      "/psychotherapie/kontakt",
    );
    expectHeadingOutline(container);
  });

  it("Impressum has every item of SPEC §2", () => {
    const { container } = renderRoute(Impressum, "/impressum", "/impressum", impressumLoader);
    expect(h2Texts()).toEqual(
      expect.arrayContaining(impressum.sections.map((s) => plain(s.heading))),
    );
    expect(container.querySelector(`a[href="${practice.phone.href}"]`)).not.toBeNull();
    expect(container.querySelector(`a[href="mailto:${practice.email}"]`)).not.toBeNull();
    for (const fact of [
      practice.address.street,
      "§ 4 Nr. 14 UStG",
      practice.licence.title,
      "Dezember 2024",
      practice.licence.authority,
      "nicht bereit",
      "Haftung für Inhalte",
      "Urheberrecht",
    ]) {
      expect(container).toHaveTextContent(fact);
    }
    expect(hrefOf(/Heilpraktikergesetz\)/)).toBe("https://www.gesetze-im-internet.de/heilprg/");
    expectHeadingOutline(container);
  });

  it("Datenschutz has every section of SPEC §2, with a table of contents", () => {
    const { container } = renderRoute(
      Datenschutz,
      "/datenschutz",
      "/datenschutz",
      datenschutzLoader,
    );
    expect(h2Texts()).toEqual(
      expect.arrayContaining(datenschutz.sections.map((s) => plain(s.heading))),
    );
    const contents = screen.getByRole("navigation", { name: "Inhalt" });
    expect(within(contents).getAllByRole("link")).toHaveLength(datenschutz.sections.length);
    for (const section of datenschutz.sections) {
      expect(container.querySelector(`#${section.id}`)).not.toBeNull();
    }
    expectHeadingOutline(container);
  });
});

describe("404 page", () => {
  it("keeps its heading and the link to the home page; no canonical URL, noindex", () => {
    const { container } = renderRoute(NotFound, "*", "/gibt-es-nicht");
    expect(h1()).toHaveTextContent("Seite nicht gefunden");
    expect(hrefOf("Zur Startseite")).toBe("/home");
    expect(hrefOf("Kontakt")).toBe("/kontakt");
    const meta = metaAt(notFoundMeta, "/gibt-es-nicht");
    expect(canonicalOf(meta)).toBeUndefined();
    expect(metaContent(meta, "robots")).toBe("noindex");
    expectHeadingOutline(container);
  });
});
