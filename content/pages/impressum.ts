/** The imprint /impressum (requirements §2). Practice facts come from practice.ts. */
import type { LegalPage } from "../content-types.ts";
import { imprintFacts, practice } from "../practice.ts";

export const impressum: LegalPage = {
  meta: {
    title: `Impressum | ${practice.brand}`,
    description: `Impressum von ${practice.brand} in ${practice.address.city}: Anbieter, Kontakt, Berufsbezeichnung, Aufsichtsbehörde und rechtliche Hinweise.`,
    keywords: ["Impressum", practice.brand, practice.address.city],
  },
  heading: "Impressum",
  sections: [
    {
      id: "anbieter",
      heading: "Angaben gemäß § 5 DDG",
      lines: [
        { text: practice.name },
        { text: practice.brand },
        { text: practice.address.street },
        { text: `${practice.address.postalCode} ${practice.address.city}` },
        { text: practice.address.country },
      ],
    },
    {
      id: "kontakt",
      heading: "Kontakt",
      lines: [
        { label: "Telefon", text: practice.phone.display, href: practice.phone.href },
        { label: "E-Mail", text: practice.email, href: `mailto:${practice.email}` },
        { label: "Kontaktformular", text: "Zum Kontaktformular", href: "/kontakt" },
      ],
      paragraphs: [practice.phoneNote],
    },
    {
      id: "umsatzsteuer",
      heading: "Umsatzsteuer",
      paragraphs: [
        "Heilbehandlungen im Bereich der Humanmedizin sind nach § 4 Nr. 14 UStG von der Umsatzsteuer befreit.",
      ],
    },
    {
      id: "berufsbezeichnung",
      heading: "Berufsbezeichnung und berufsrechtliche Regelungen (Psychotherapie)",
      lines: [
        { label: "Berufsbezeichnung", text: practice.licence.title },
        {
          label: "Erlaubnis",
          text: `Erlaubnis zur berufsmäßigen Ausübung der Heilkunde, beschränkt auf das Gebiet der Psychotherapie, nach dem Heilpraktikergesetz, erteilt im ${practice.licence.granted}`,
        },
        { label: "Erteilt durch", text: practice.licence.authority },
        { label: "Verliehen in", text: "Deutschland" },
      ],
      paragraphs: ["Es gelten die folgenden berufsrechtlichen Regelungen:"],
      links: [
        {
          label:
            "Gesetz über die berufsmäßige Ausübung der Heilkunde ohne Bestallung (Heilpraktikergesetz)",
          href: "https://www.gesetze-im-internet.de/heilprg/",
        },
        {
          label: "Erste Durchführungsverordnung zum Heilpraktikergesetz",
          href: "https://www.gesetze-im-internet.de/heilprgdv_1/",
        },
      ],
    },
    {
      id: "aufsichtsbehoerde",
      heading: "Zuständige Aufsichtsbehörde (Psychotherapie)",
      lines: [{ text: practice.licence.authority }],
    },
    {
      id: "berufsverband",
      heading: "Mitgliedschaft in Berufsverbänden",
      list: imprintFacts.associations,
    },
    {
      id: "berufshaftpflicht",
      heading: "Berufshaftpflichtversicherung",
      lines: [
        { label: "Versicherer", text: imprintFacts.liabilityInsurance.insurer },
        { label: "Anschrift", text: imprintFacts.liabilityInsurance.address },
        { label: "Räumlicher Geltungsbereich", text: imprintFacts.liabilityInsurance.scope },
      ],
    },
    {
      id: "sportphysiotherapie",
      heading: "Angaben zur Sportphysiotherapie",
      lines: [
        { label: "Berufsbezeichnung", text: imprintFacts.sportsPhysiotherapy.title },
        { label: "Verliehen in", text: imprintFacts.sportsPhysiotherapy.country },
        { label: "Zuständige Aufsichtsbehörde", text: imprintFacts.sportsPhysiotherapy.authority },
      ],
      paragraphs: ["Es gilt die folgende berufsrechtliche Regelung:"],
      links: [
        {
          label:
            "Gesetz über die Berufe in der Physiotherapie (Masseur- und Physiotherapeutengesetz)",
          href: "https://www.gesetze-im-internet.de/mphg/",
        },
      ],
    },
    {
      id: "streitbeilegung",
      heading: "EU-Streitschlichtung und Verbraucherstreitbeilegung",
      paragraphs: [
        "Die Plattform der Europäischen Kommission zur Online-Streitbeilegung (OS-Plattform) wurde zum 20. Juli 2025 eingestellt; ein Verweis darauf entfällt daher.",
        "Ich bin nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.",
      ],
    },
    {
      id: "haftung-inhalte",
      heading: "Haftung für Inhalte",
      paragraphs: [
        "Die Inhalte dieser Website wurden mit großer Sorgfalt erstellt. Für ihre Richtigkeit, Vollständigkeit und Aktualität kann ich jedoch keine Gewähr übernehmen.",
        "Als Diensteanbieter bin ich gemäß § 7 Abs. 1 DDG für eigene Inhalte auf diesen Seiten nach den allgemeinen Gesetzen verantwortlich. Nach §§ 8 bis 10 DDG bin ich jedoch nicht verpflichtet, übermittelte oder gespeicherte fremde Informationen zu überwachen oder nach Umständen zu forschen, die auf eine rechtswidrige Tätigkeit hinweisen. Verpflichtungen zur Entfernung oder Sperrung der Nutzung von Informationen nach den allgemeinen Gesetzen bleiben hiervon unberührt. Eine diesbezügliche Haftung ist erst ab dem Zeitpunkt der Kenntnis einer konkreten Rechtsverletzung möglich. Sobald mir entsprechende Rechtsverletzungen bekannt werden, entferne ich diese Inhalte umgehend.",
        "Die Informationen auf dieser Website dienen der allgemeinen Information. Sie ersetzen keine persönliche Beratung, Untersuchung oder Behandlung.",
      ],
    },
    {
      id: "haftung-links",
      heading: "Haftung für Links",
      paragraphs: [
        "Diese Website enthält Links zu externen Websites Dritter, auf deren Inhalte ich keinen Einfluss habe. Für diese fremden Inhalte ist stets der jeweilige Anbieter oder Betreiber der Seiten verantwortlich. Die verlinkten Seiten wurden zum Zeitpunkt der Verlinkung auf mögliche Rechtsverstöße überprüft; rechtswidrige Inhalte waren nicht erkennbar. Sobald mir Rechtsverletzungen bekannt werden, entferne ich derartige Links umgehend.",
      ],
    },
    {
      id: "urheberrecht",
      heading: "Urheberrecht",
      paragraphs: [
        "Die Texte, Bilder und Gestaltung dieser Website unterliegen dem deutschen Urheberrecht. Vervielfältigung, Bearbeitung, Verbreitung und jede Art der Verwertung außerhalb der Grenzen des Urheberrechts bedürfen der schriftlichen Zustimmung der Urheberin oder des Urhebers.",
        "Soweit Inhalte auf dieser Seite nicht von mir erstellt wurden, werden die Urheberrechte Dritter beachtet. Sollten Sie trotzdem auf eine Urheberrechtsverletzung aufmerksam werden, bitte ich um einen entsprechenden Hinweis. Sobald mir Rechtsverletzungen bekannt werden, entferne ich derartige Inhalte umgehend.",
      ],
    },
  ],
};
