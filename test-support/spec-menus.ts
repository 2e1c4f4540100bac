/**
 * requirements §2 "Navigation menus", written out for the tests independently of
 * content/navigation.ts.
 */
export const SPEC_MENUS = {
  psychotherapie: {
    labels: ["Leistungen", "Therapieformen", "Über mich"],
    children: {
      Leistungen: [
        "schmerztherapie-emdr",
        "emdr-traumatherapie",
        "paartherapie",
        "konfliktbehandlung",
        "angststoerungen",
        "depressionen",
        "verhaltensanalyse",
      ].map((slug) => `/psychotherapie/leistungen/${slug}`),
      Therapieformen: [
        "/psychotherapie/leistungen/act",
        "/psychotherapie/emdr",
        "/psychotherapie/leistungen/emtrace",
        "/psychotherapie/leistungen/gewaltfreie-kommunikation",
        "/psychotherapie/hypnose",
        "/psychotherapie/leistungen/schematherapie",
        "/psychotherapie/somatic-experiencing",
        "/psychotherapie/systematische-therapie",
        "/psychotherapie/leistungen/verhaltenstherapie",
      ],
    },
    links: { "Über mich": "/psychotherapie/ueber-mich" },
    quickLinks: { FAQ: "/psychotherapie/faq", Kontakt: "/psychotherapie/kontakt" },
  },
  sportphysiotherapie: {
    labels: ["Leistungsangebot", "Über mich"],
    children: {
      Leistungsangebot: [
        "rehabilitation",
        "lymphdrainage",
        "klassische-massage",
        "kiefergelenktherapie",
        "medizinische-trainingstherapie",
      ].map((slug) => `/sportphysiotherapie/${slug}`),
    },
    links: { "Über mich": "/sportphysiotherapie/ueber-mich" },
    quickLinks: { FAQ: "/sportphysiotherapie/faq", Kontakt: "/sportphysiotherapie/kontakt" },
  },
} as const;
