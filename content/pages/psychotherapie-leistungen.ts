/** The psychotherapy service pages under /psychotherapie/leistungen/{slug}. */

import type { PsychotherapieServiceSlug } from "../page-slugs.ts";
import type { ContentPage, Link } from "../page-types.ts";
import { practice } from "../practice.ts";

const services = "/psychotherapie/leistungen";

const link = {
  act: { label: "Akzeptanz- und Commitment-Therapie (ACT)", to: `${services}/act` },
  angst: { label: "Angststörungen", to: `${services}/angststoerungen` },
  depression: { label: "Depressionen", to: `${services}/depressionen` },
  emdr: { label: "Die EMDR-Methode und ihre acht Phasen", to: "/psychotherapie/emdr" },
  gfk: { label: "Gewaltfreie Kommunikation", to: `${services}/gewaltfreie-kommunikation` },
  konflikt: { label: "Konfliktbehandlung", to: `${services}/konfliktbehandlung` },
  paar: { label: "Paartherapie", to: `${services}/paartherapie` },
  schema: { label: "Schematherapie", to: `${services}/schematherapie` },
  se: { label: "Somatic Experiencing", to: "/psychotherapie/somatic-experiencing" },
  systemisch: { label: "Systemische Therapie", to: "/psychotherapie/systematische-therapie" },
  trauma: { label: "Traumatherapie", to: "/psychotherapie/traumatherapie" },
  analyse: { label: "Verhaltensanalyse", to: `${services}/verhaltensanalyse` },
  vt: { label: "Verhaltenstherapie", to: `${services}/verhaltenstherapie` },
} as const satisfies Record<string, Link>;

const firstCall =
  "Schreiben Sie mir über das Kontaktformular. Ich melde mich bei Ihnen, und wir führen ein erstes Telefonat von 20 bis 30 Minuten. Darin klären wir, worum es Ihnen geht und ob eine Zusammenarbeit passt.";

const notAMedicalTreatment = `Meine Arbeit als ${practice.licence.title} ersetzt keine ärztliche Behandlung, sie kann sie aber ergänzen.`;

/**
 * The invitation to a first consultation on the couples therapy page (SPEC §2).
 * The route passes "Oberasbach" when there is no city parameter and undefined for an unknown one.
 */
export function paartherapieInvitation(cityName: string | undefined): string {
  if (cityName === undefined) {
    return "Ich lade Sie beide herzlich zu einem ersten gemeinsamen Gespräch in meine Praxis ein.";
  }
  const where =
    cityName === practice.address.city
      ? "meine Praxis"
      : `meine Praxis in ${practice.address.city}`;
  return `Paare aus ${cityName} und Umgebung lade ich herzlich zu einem ersten gemeinsamen Gespräch in ${where} ein.`;
}

/** The couples therapy page; its first-consultation section carries the city invitation. */
export function paartherapiePage(cityName: string | undefined): ContentPage {
  const inCity = cityName === undefined ? "" : ` für ${cityName} und Umgebung`;
  return {
    meta: {
      title: `Paartherapie${inCity} | Praxis in ${practice.address.city}`,
      description:
        "Paartherapie in Oberasbach: Wenn Gespräche im Streit enden oder Nähe verloren geht, begleite ich Sie als Paar – wertschätzend und ohne Partei zu ergreifen.",
      keywords: [
        "Paartherapie",
        "Paarberatung",
        "Beziehungskrise",
        "Paartherapie Oberasbach",
        "Paartherapie Fürth",
        "Paartherapie Nürnberg",
      ],
    },
    heading: "Paartherapie",
    lead: "Wenn Gespräche immer wieder im Streit enden oder Sie sich eher nebeneinander als miteinander fühlen, kann ein ruhiger Blick von außen neue Wege öffnen.",
    sections: [
      {
        heading: "Wann eine Paartherapie sinnvoll sein kann",
        paragraphs: [
          "Jede Beziehung kennt schwierige Zeiten. Eine Paartherapie ist kein letzter Ausweg, sondern eine Möglichkeit, rechtzeitig innezuhalten und gemeinsam hinzuschauen.",
        ],
        list: [
          "Wiederkehrende Streitigkeiten nach immer demselben Muster",
          "Sprachlosigkeit und emotionale Distanz",
          "Vertrauenskrisen, etwa nach einer Affäre",
          "Veränderungen wie die Geburt eines Kindes, ein Umzug oder der Ruhestand",
          "Unterschiedliche Vorstellungen von Nähe, Sexualität oder Zukunft",
          "Die Frage, ob und wie es gemeinsam weitergehen soll",
        ],
      },
      {
        heading: "Wie ich mit Paaren arbeite",
        paragraphs: [
          "In meiner Praxis haben beide Sichtweisen Platz. Ich ergreife keine Partei, sondern achte darauf, dass jede und jeder von Ihnen gehört wird. Gemeinsam entschlüsseln wir, welche Muster sich zwischen Ihnen eingespielt haben und welche Bedürfnisse dahinterstehen.",
          "Dabei fließen Elemente der systemischen Therapie und der Gewaltfreien Kommunikation ein. Auf Wunsch nehmen Sie aus jeder Sitzung kleine Anregungen für Ihren Alltag mit.",
        ],
        links: [link.systemisch, link.gfk],
      },
      {
        id: "erstgespraech",
        heading: "Das erste Gespräch",
        paragraphs: [
          paartherapieInvitation(cityName),
          "Dort lernen wir uns kennen, und Sie können in Ruhe prüfen, ob Sie sich bei mir gut aufgehoben fühlen. Manchmal ist es sinnvoll, dass jede Person zusätzlich ein Einzelgespräch führt.",
          "Vorab führen wir ein Telefonat von 20 bis 30 Minuten, in dem wir Ihr Anliegen und den organisatorischen Rahmen klären.",
        ],
      },
      {
        heading: "Wenn nur eine Person kommen möchte",
        paragraphs: [
          "Nicht immer sind beide Partner zu einer Paartherapie bereit. Auch dann kann es entlasten, die eigene Rolle in der Beziehung zu betrachten und neue Möglichkeiten zu entdecken. Mehr dazu finden Sie unter Konfliktbehandlung.",
        ],
        links: [link.konflikt],
      },
    ],
    contactPanel: {
      title: "Den nächsten Schritt gemeinsam gehen",
      action: "Paargespräch anfragen",
    },
  };
}

export const psychotherapieLeistungen: Record<PsychotherapieServiceSlug, ContentPage> = {
  angststoerungen: {
    meta: {
      title: `Angststörungen | Psychotherapie in ${practice.address.city}`,
      description:
        "Angst, Panik, kreisende Sorgen: In Oberasbach begleite ich Sie dabei, Ihre Angst zu verstehen und Schritt für Schritt Freiraum zurückzugewinnen.",
      keywords: [
        "Angststörung",
        "Panikattacken",
        "Angst Therapie Oberasbach",
        "Phobie",
        "Generalisierte Angststörung",
        "Heilpraktiker für Psychotherapie",
      ],
    },
    heading: "Angststörungen",
    lead: "Angst ist ein natürliches Schutzsignal. Wenn sie jedoch Ihren Alltag bestimmt, darf sie Thema einer Begleitung werden – in Ruhe und in Ihrem Tempo.",
    sections: [
      {
        heading: "Wenn Angst den Alltag bestimmt",
        paragraphs: [
          "Herzklopfen vor dem Einkaufen, kreisende Sorgen in der Nacht, das Meiden von Situationen, die früher selbstverständlich waren: Angst hat viele Gesichter. Oft kommt zur eigentlichen Angst die Angst vor der Angst hinzu.",
          "Sie sind damit nicht allein. Angststörungen gehören zu den häufigsten seelischen Belastungen – und es ist ein Zeichen von Stärke, sich Unterstützung zu holen.",
        ],
        list: [
          "Panikattacken und Panikstörung",
          "Generalisierte Angst mit anhaltenden Sorgen",
          "Soziale Angst, etwa vor Gesprächen oder den Blicken anderer",
          "Spezifische Ängste, z. B. vor Höhe, Enge oder Tieren",
          "Ängste um die eigene Gesundheit",
        ],
      },
      {
        heading: "Den Kreislauf der Angst verstehen",
        paragraphs: [
          "Angst verstärkt sich häufig selbst: Ein Körpersignal wird als Gefahr gedeutet, die Anspannung steigt, das Signal wird stärker. Wer daraufhin Situationen meidet, spürt kurz Erleichterung – doch die Angst bekommt dadurch mehr Raum.",
          "Gemeinsam schauen wir uns an, wie dieser Kreislauf bei Ihnen aussieht. Schon das Verstehen schafft für viele Menschen ein Stück Abstand.",
        ],
      },
      {
        heading: "Wie ich Sie begleite",
        paragraphs: [
          "Ich arbeite mit Methoden aus der Verhaltenstherapie, der Akzeptanz- und Commitment-Therapie (ACT) und – wenn belastende Erfahrungen hinter der Angst stehen – mit EMDR. Welche Wege zu Ihnen passen, entscheiden wir gemeinsam.",
        ],
        list: [
          "Angst und Körperreaktionen verstehen und einordnen",
          "Beruhigungs- und Atemtechniken für akute Momente",
          "Schrittweise Annäherung an gemiedene Situationen – nur so weit, wie Sie bereit sind",
          "Belastende Gedanken prüfen und neue Sichtweisen entwickeln",
        ],
        links: [link.vt, link.act, link.emdr],
      },
      {
        heading: "Der erste Schritt",
        paragraphs: [
          firstCall,
          `Körperliche Ursachen von Beschwerden wie Herzrasen oder Schwindel sollten ärztlich abgeklärt sein. ${notAMedicalTreatment}`,
        ],
      },
    ],
    contactPanel: { title: "Finden Sie Ihren Weg aus der Angst", action: "Jetzt Termin anfragen" },
  },

  depressionen: {
    meta: {
      title: `Depressionen | Psychotherapie in ${practice.address.city}`,
      description:
        "Wenn Freude und Kraft fehlen: Psychotherapeutische Begleitung bei Depressionen und Erschöpfung in Oberasbach – einfühlsam, in Ihrem Tempo.",
      keywords: [
        "Depression",
        "Depressive Verstimmung",
        "Erschöpfung",
        "Antriebslosigkeit",
        "Psychotherapie Oberasbach",
        "Heilpraktiker für Psychotherapie",
      ],
    },
    heading: "Depressionen",
    lead: "Wenn die Freude fehlt, die Kraft nicht mehr reicht und alles grau wirkt, brauchen Sie keine gut gemeinten Ratschläge, sondern jemanden, der zuhört. Ich begleite Sie auf dem Weg zu mehr Stabilität.",
    sections: [
      {
        heading: "Mehr als eine schlechte Phase",
        paragraphs: [
          "Eine Depression ist keine Charakterschwäche und nichts, was man einfach „abschütteln“ könnte. Sie kann Gedanken, Gefühle, Schlaf, Appetit und Antrieb gleichermaßen verändern.",
          "Nicht jede der folgenden Erfahrungen bedeutet eine Depression. Wenn Sie sich darin wiederfinden, lohnt es sich aber, genauer hinzuschauen – am besten auch gemeinsam mit Ihrer Hausärztin oder Ihrem Hausarzt.",
        ],
        list: [
          "Gedrückte Stimmung über Wochen",
          "Verlust von Interesse und Freude",
          "Erschöpfung und Antriebslosigkeit – schon kleine Aufgaben kosten viel Kraft",
          "Schlafprobleme, Grübeln und Schuldgefühle",
          "Rückzug von Menschen, die Ihnen wichtig sind",
        ],
      },
      {
        heading: "Wie ich Sie begleite",
        paragraphs: [
          "In unseren Gesprächen geht es zunächst um Entlastung: Sie dürfen erzählen, wie es Ihnen wirklich geht. Danach schauen wir, was Ihnen Kraft nimmt und was Ihnen – auch in kleinen Schritten – wieder Kraft geben kann.",
          "Ich arbeite dabei unter anderem mit Elementen der Verhaltenstherapie, der Schematherapie und der Akzeptanz- und Commitment-Therapie.",
        ],
        list: [
          "Eine hilfreiche Tagesstruktur und kleine, erreichbare Aktivitäten",
          "Belastende Denkmuster erkennen und entschärfen",
          "Eigene Bedürfnisse und Grenzen wieder wahrnehmen",
          "Selbstmitgefühl statt Selbstvorwürfe",
        ],
        links: [link.vt, link.schema, link.act],
      },
      {
        heading: "Zusammenarbeit mit Ihrer Ärztin oder Ihrem Arzt",
        paragraphs: [
          `Depressive Beschwerden sollten ärztlich abgeklärt werden, denn auch körperliche Ursachen können ähnliche Beschwerden auslösen. ${notAMedicalTreatment}`,
          "Wenn Sie Medikamente einnehmen, ändern Sie bitte nichts daran, ohne mit Ihrer Ärztin oder Ihrem Arzt zu sprechen.",
        ],
      },
      {
        id: "krise",
        heading: "Wenn es gerade sehr schwer ist",
        paragraphs: [
          "Wenn Sie an Suizid denken oder sich in einer akuten Krise befinden, warten Sie bitte nicht auf einen Termin. Wählen Sie den Notruf 112 oder wenden Sie sich an die Telefonseelsorge: 0800 111 0 111 oder 0800 111 0 222 – kostenfrei, anonym und rund um die Uhr erreichbar.",
        ],
      },
    ],
    contactPanel: {
      title: "Gemeinsam wieder Boden unter den Füßen finden",
      action: "Erstgespräch anfragen",
    },
  },

  konfliktbehandlung: {
    meta: {
      title: `Konfliktbehandlung | Psychotherapie in ${practice.address.city}`,
      description:
        "Festgefahrene Konflikte im Beruf, in der Familie oder mit sich selbst: In Oberasbach begleite ich Sie dabei, sie zu verstehen und neue Wege zu finden.",
      keywords: [
        "Konfliktbehandlung",
        "Konfliktberatung",
        "Konflikte am Arbeitsplatz",
        "Familienkonflikte",
        "Innere Konflikte",
        "Psychotherapie Oberasbach",
      ],
    },
    heading: "Konfliktbehandlung",
    lead: "Konflikte gehören zum Leben. Wenn sie sich festfahren, rauben sie Energie und belasten Beziehungen – im Beruf, in der Familie oder in Ihnen selbst.",
    sections: [
      {
        heading: "Wenn sich Konflikte festfahren",
        paragraphs: [
          "Manche Auseinandersetzungen wiederholen sich immer wieder nach demselben Muster. Andere werden nie ausgesprochen und wirken gerade deshalb im Hintergrund weiter. Beides kann auf Dauer erschöpfen, den Schlaf rauben und die Freude an Arbeit oder Familie dämpfen.",
        ],
        list: [
          "Spannungen am Arbeitsplatz, mit Kolleginnen, Kollegen oder Vorgesetzten",
          "Konflikte in Familie und Partnerschaft",
          "Auseinandersetzungen in Freundschaften oder im Verein",
          "Innere Konflikte, etwa zwischen Pflichtgefühl und eigenen Wünschen",
        ],
      },
      {
        heading: "Was in der Konfliktbehandlung geschieht",
        paragraphs: [
          "Zunächst sortieren wir: Worum geht es wirklich? Welche Bedürfnisse stehen hinter den Positionen – hinter Ihren und hinter denen der anderen Seite? Oft zeigt sich, dass sich hinter einem Streit um Kleinigkeiten etwas ganz anderes verbirgt.",
          "Anschließend entwickeln wir Wege, wie Sie Ihr Anliegen klar und zugleich respektvoll vertreten können. Dabei nutze ich unter anderem Elemente der Gewaltfreien Kommunikation und der systemischen Therapie.",
        ],
        links: [link.gfk, link.systemisch],
      },
      {
        heading: "Allein oder gemeinsam",
        paragraphs: [
          "Konfliktbehandlung ist auch dann möglich, wenn die andere Seite nicht mit in die Praxis kommt. Sie können nur Ihr eigenes Verhalten verändern – doch das verändert oft auch die Dynamik zwischen Ihnen.",
          "Möchten Sie als Paar kommen, finden Sie mehr dazu auf der Seite zur Paartherapie.",
        ],
        links: [link.paar],
      },
    ],
    contactPanel: {
      title: "Konflikte klären, Energie zurückgewinnen",
      action: "Gesprächstermin anfragen",
    },
  },

  paartherapie: paartherapiePage(practice.address.city),

  verhaltensanalyse: {
    meta: {
      title: `Verhaltensanalyse | Psychotherapie in ${practice.address.city}`,
      description:
        "Warum reagiere ich immer wieder so? Mit der Verhaltensanalyse machen wir wiederkehrende Muster sichtbar und finden Ansatzpunkte für Veränderung.",
      keywords: [
        "Verhaltensanalyse",
        "SORKC-Modell",
        "Verhaltensmuster",
        "Verhaltenstherapie",
        "Psychotherapie Oberasbach",
      ],
    },
    heading: "Verhaltensanalyse",
    lead: "Warum reagiere ich immer wieder so – obwohl ich es eigentlich anders möchte? Die Verhaltensanalyse hilft, solche Muster zu verstehen und Ansatzpunkte für Veränderung zu finden.",
    sections: [
      {
        heading: "Muster sichtbar machen",
        paragraphs: [
          "Viele Schwierigkeiten zeigen sich in wiederkehrenden Situationen: der Griff zum Handy, wenn Unruhe aufkommt; der Rückzug, wenn Kritik droht; das Ja, obwohl man Nein meint. Die Verhaltensanalyse betrachtet solche Abläufe genau und ohne zu bewerten.",
          "Sie ist ein zentrales Werkzeug der Verhaltenstherapie und steht oft am Anfang einer Begleitung.",
        ],
      },
      {
        heading: "Das SORKC-Modell",
        paragraphs: [
          "Häufig nutzen wir dafür das SORKC-Modell. Es zerlegt eine konkrete Situation in fünf Bausteine:",
        ],
        steps: [
          {
            title: "Situation",
            text: "Was genau ist geschehen – wo, wann und mit wem? Wir beschreiben den Auslöser so konkret wie möglich.",
          },
          {
            title: "Organismus",
            text: "Welche körperlichen und persönlichen Voraussetzungen spielen hinein, etwa Müdigkeit, Anspannung oder frühere Erfahrungen?",
          },
          {
            title: "Reaktion",
            text: "Was haben Sie gedacht, gefühlt, im Körper gespürt und getan?",
          },
          {
            title: "Kontingenz",
            text: "Wie regelmäßig folgt auf das Verhalten eine bestimmte Konsequenz – immer, manchmal oder selten?",
          },
          {
            title: "Konsequenz",
            text: "Was folgte kurzfristig, was langfristig? Oft bringt ein Verhalten kurzfristig Erleichterung und hält das Problem langfristig aufrecht.",
          },
        ],
      },
      {
        heading: "Vom Verstehen zum Verändern",
        paragraphs: [
          "Wenn klar ist, was ein Verhalten aufrechterhält, lassen sich gezielte Ansatzpunkte finden: in der Situation selbst, bei hilfreicheren Gedanken oder bei neuen Handlungsmöglichkeiten.",
          "Diese Schritte entwickeln wir gemeinsam und prüfen im Alltag, was für Sie funktioniert.",
        ],
        links: [link.vt],
      },
    ],
    contactPanel: { title: "Eigene Muster verstehen", action: "Termin vereinbaren" },
  },

  verhaltenstherapie: {
    meta: {
      title: `Verhaltenstherapie | Psychotherapie in ${practice.address.city}`,
      description:
        "Kognitive Verhaltenstherapie in Oberasbach: praxisnah, transparent und auf Ihre Ziele ausgerichtet – bei Ängsten, Stress, Grübeln und depressiver Stimmung.",
      keywords: [
        "Verhaltenstherapie",
        "Kognitive Verhaltenstherapie",
        "KVT",
        "Psychotherapie Oberasbach",
        "Heilpraktiker für Psychotherapie",
      ],
    },
    heading: "Verhaltenstherapie",
    lead: "Die Verhaltenstherapie setzt dort an, wo Sie heute stehen: bei Ihren Gedanken, Gefühlen und Ihrem Handeln. Sie ist praxisnah, transparent und auf Ihre Ziele ausgerichtet.",
    sections: [
      {
        heading: "Denken, Fühlen, Handeln",
        paragraphs: [
          "Was wir denken, beeinflusst, wie wir uns fühlen und was wir tun – und umgekehrt. Die kognitive Verhaltenstherapie nutzt diesen Zusammenhang.",
          "Ihr Grundgedanke ist ermutigend: Belastende Denk- und Verhaltensmuster wurden einmal gelernt. Deshalb lässt sich auch Neues lernen.",
        ],
      },
      {
        heading: "So arbeiten wir",
        paragraphs: ["Eine verhaltenstherapeutische Begleitung folgt einem klaren Aufbau:"],
        steps: [
          {
            title: "Verstehen",
            text: "Wir betrachten Ihr Anliegen und analysieren, wann die Schwierigkeiten auftreten und was sie aufrechterhält.",
          },
          {
            title: "Ziele festlegen",
            text: "Wir formulieren konkrete, erreichbare Ziele, an denen Sie Ihre Fortschritte erkennen können.",
          },
          {
            title: "Üben",
            text: "Sie erproben neue Denk- und Verhaltensweisen – in der Sitzung und mit kleinen Aufgaben zwischen den Terminen.",
          },
          {
            title: "Festigen",
            text: "Wir werten Ihre Erfahrungen aus, passen das Vorgehen an und sichern, was Ihnen gutgetan hat.",
          },
        ],
        links: [link.analyse],
      },
      {
        heading: "Für welche Anliegen",
        paragraphs: ["Verhaltenstherapeutische Methoden setze ich zum Beispiel ein bei:"],
        list: [
          "Ängsten und Panikattacken",
          "Depressiver Verstimmung und Antriebslosigkeit",
          "Stress und Überlastung",
          "Grübeln und Selbstzweifeln",
          "Schwierigkeiten in Beziehungen und im Umgang mit Konflikten",
        ],
        links: [link.angst, link.depression],
      },
      {
        heading: "Ihre aktive Rolle",
        paragraphs: [
          "Verhaltenstherapie ist Zusammenarbeit auf Augenhöhe. Ich erkläre Ihnen, warum wir etwas tun, und Sie bestimmen das Tempo mit. Viele Menschen schätzen gerade diese Klarheit.",
        ],
      },
    ],
    contactPanel: { title: "Neue Wege ausprobieren", action: "Jetzt Termin anfragen" },
  },

  schematherapie: {
    meta: {
      title: `Schematherapie | Psychotherapie in ${practice.address.city}`,
      description:
        "Schematherapie in Oberasbach: alte Lebensmuster verstehen, emotionale Grundbedürfnisse ernst nehmen und freundlicher mit sich selbst umgehen.",
      keywords: [
        "Schematherapie",
        "Lebensmuster",
        "Inneres Kind",
        "Modusmodell",
        "Psychotherapie Oberasbach",
      ],
    },
    heading: "Schematherapie",
    lead: "Manche Gefühle sind älter als die Situation, in der sie auftauchen. Die Schematherapie hilft zu verstehen, welche frühen Erfahrungen Ihr heutiges Erleben prägen – und wie Sie freundlicher mit sich umgehen können.",
    sections: [
      {
        heading: "Was sind Schemata?",
        paragraphs: [
          "Schemata sind tief verankerte Muster aus Erinnerungen, Gefühlen, Gedanken und Körperempfindungen. Sie entstehen häufig in Kindheit und Jugend, wenn wichtige Grundbedürfnisse nicht ausreichend erfüllt wurden.",
          "Später werden sie in bestimmten Situationen aktiviert: Eine kleine Kritik fühlt sich dann an wie völlige Ablehnung, eine kurze Funkstille wie Verlassenwerden.",
        ],
      },
      {
        heading: "Die emotionalen Grundbedürfnisse",
        paragraphs: [
          "Die Schematherapie, entwickelt von dem amerikanischen Psychologen Jeffrey Young, geht von Grundbedürfnissen aus, die jeder Mensch mitbringt:",
        ],
        list: [
          "Sichere Bindung und Zugehörigkeit",
          "Autonomie, Kompetenz und ein Gefühl von Identität",
          "Freiheit, eigene Bedürfnisse und Gefühle auszudrücken",
          "Spontaneität und Spiel",
          "Realistische Grenzen und Selbstkontrolle",
        ],
      },
      {
        heading: "Wie wir arbeiten",
        paragraphs: [
          "Die Schematherapie verbindet Elemente der Verhaltenstherapie mit erlebnisorientierten Methoden. Wir schauen auf sogenannte Modi – Zustände, in die Sie in belastenden Momenten geraten, etwa ein strenger innerer Kritiker oder ein verletzter kindlicher Anteil.",
          "Mit Gesprächen, Imaginationsübungen und Stuhlarbeit stärken wir den gesunden erwachsenen Anteil in Ihnen: den Teil, der Ihre Bedürfnisse ernst nimmt und gut für Sie sorgt.",
        ],
      },
      {
        heading: "Für wen sich Schematherapie eignet",
        paragraphs: [
          "Schematherapie kann sinnvoll sein, wenn sich Muster trotz aller Einsicht immer wiederholen – in Beziehungen, im Beruf oder im Umgang mit sich selbst. Ob dieser Ansatz zu Ihrem Anliegen passt, besprechen wir im Erstgespräch.",
        ],
        links: [link.vt, link.depression],
      },
    ],
    contactPanel: {
      title: "Alte Muster verstehen, neue Wege gehen",
      action: "Erstgespräch anfragen",
    },
  },

  act: {
    meta: {
      title: `Akzeptanz- und Commitment-Therapie (ACT) | ${practice.address.city}`,
      description:
        "ACT in Oberasbach: schwierigen Gedanken und Gefühlen mit Offenheit begegnen und die eigene Energie in das stecken, was Ihnen wirklich wichtig ist.",
      keywords: [
        "ACT",
        "Akzeptanz- und Commitment-Therapie",
        "Achtsamkeit",
        "Psychische Flexibilität",
        "Psychotherapie Oberasbach",
      ],
    },
    heading: "Akzeptanz- und Commitment-Therapie (ACT)",
    lead: "Die ACT lädt dazu ein, schwierige Gedanken und Gefühle nicht länger zu bekämpfen, sondern ihnen mit Offenheit zu begegnen – und die eigene Energie in das zu stecken, was Ihnen wirklich wichtig ist.",
    sections: [
      {
        heading: "Weniger kämpfen, mehr leben",
        paragraphs: [
          "Viele Menschen investieren viel Kraft, um unangenehme Gedanken oder Gefühle loszuwerden. Oft gelingt das nur kurzfristig – und das Leben wird dabei immer enger.",
          "Die Akzeptanz- und Commitment-Therapie, kurz ACT, gehört zur sogenannten dritten Welle der Verhaltenstherapie. Ihr Ziel ist psychische Flexibilität: auch mit belastenden inneren Erfahrungen handlungsfähig zu bleiben.",
        ],
      },
      {
        heading: "Die sechs Kernprozesse",
        paragraphs: ["ACT beschreibt sechs Fähigkeiten, die wir gemeinsam stärken:"],
        steps: [
          {
            title: "Akzeptanz",
            text: "Gefühle dürfen da sein, ohne dass Sie sie gutheißen müssen.",
          },
          {
            title: "Kognitive Defusion",
            text: "Gedanken als Gedanken erkennen – nicht als unumstößliche Wahrheiten.",
          },
          {
            title: "Gegenwärtigkeit",
            text: "Mit der Aufmerksamkeit im Hier und Jetzt ankommen.",
          },
          {
            title: "Selbst als Kontext",
            text: "Eine beobachtende Perspektive einnehmen, die größer ist als jeder einzelne Gedanke.",
          },
          {
            title: "Werte",
            text: "Klären, was Ihnen im Leben wirklich wichtig ist.",
          },
          {
            title: "Engagiertes Handeln",
            text: "Konkrete Schritte in Richtung Ihrer Werte gehen, auch wenn es sich unbequem anfühlt.",
          },
        ],
      },
      {
        heading: "Wie ACT in der Praxis aussieht",
        paragraphs: [
          "In den Sitzungen arbeiten wir mit Gesprächen, Achtsamkeitsübungen, Bildern und Metaphern. Sie üben, einen Schritt Abstand zu Ihren Gedanken zu gewinnen, und entdecken, welche Werte Ihnen Orientierung geben.",
          "ACT lässt sich gut mit anderen Verfahren verbinden. Ich setze sie zum Beispiel bei Ängsten, Stress, depressiver Verstimmung oder im Umgang mit chronischen Schmerzen ein.",
        ],
        links: [link.angst, link.vt],
      },
    ],
    contactPanel: { title: "Mehr Raum für das, was zählt", action: "Termin anfragen" },
  },

  emtrace: {
    meta: {
      title: `emTrace – Emotionscoaching | Psychotherapie in ${practice.address.city}`,
      description:
        "emTrace in Oberasbach: integratives Emotionscoaching, das belastenden Gefühlen auf die Spur geht und neue emotionale Erfahrungen möglich macht.",
      keywords: [
        "emTrace",
        "Emotionscoaching",
        "Emotionale Blockaden",
        "Gefühle verstehen",
        "Psychotherapie Oberasbach",
      ],
    },
    heading: "emTrace – Emotionscoaching",
    lead: "Manche Gefühle tauchen immer wieder auf, obwohl der Verstand längst weiß, dass sie nicht zur Situation passen. emTrace setzt genau dort an: bei den Emotionen selbst.",
    sections: [
      {
        heading: "Den Spuren der Emotionen folgen",
        paragraphs: [
          "Der Name emTrace setzt sich aus den englischen Wörtern „emotion“ und „trace“ zusammen – Emotionsspur. Der Ansatz wurde von dem Psychologen Dirk W. Eilert entwickelt und verbindet Erkenntnisse aus Emotionspsychologie und Hirnforschung mit bewährten Elementen aus Coaching und Psychotherapie.",
          "Die Grundidee: Frühere Erfahrungen hinterlassen emotionale Spuren. Sie können in heutigen Situationen Gefühle wie Angst, Scham oder Ärger auslösen, die sich stärker anfühlen, als es der Anlass erklärt.",
        ],
      },
      {
        heading: "Wie eine emTrace-Sitzung abläuft",
        paragraphs: ["Die Arbeit folgt Ihrem Erleben und gliedert sich meist in diese Schritte:"],
        steps: [
          {
            title: "Anliegen klären",
            text: "Wir beschreiben eine konkrete Situation, in der ein belastendes Gefühl auftritt, und klären, was sich verändern soll.",
          },
          {
            title: "Gefühl wahrnehmen",
            text: "Sie spüren dem Gefühl nach: Wo zeigt es sich im Körper, welche Gedanken und Bilder gehören dazu?",
          },
          {
            title: "Der Spur folgen",
            text: "Wir gehen der emotionalen Spur nach, oft bis zu früheren Erfahrungen, in denen das Gefühl seinen Ursprung hat.",
          },
          {
            title: "Neue Erfahrung verankern",
            text: "Mit gezielten Interventionen kann eine neue, stärkende emotionale Erfahrung entstehen, die wir im Alltag erproben.",
          },
        ],
      },
      {
        heading: "Mögliche Anliegen",
        paragraphs: ["emTrace kann Sie zum Beispiel unterstützen bei:"],
        list: [
          "Selbstzweifeln und innerem Druck",
          "Prüfungs- und Auftrittsangst",
          "Wiederkehrendem Ärger oder Gefühlen von Scham",
          "Blockaden vor wichtigen Entscheidungen",
        ],
      },
      {
        heading: "Coaching mit therapeutischem Hintergrund",
        paragraphs: [
          `emTrace ist ein Coaching-Ansatz. Als ${practice.licence.title} achte ich darauf, ob Ihr Anliegen im Coaching gut aufgehoben ist oder ob ein anderes Vorgehen besser passt – etwa eine Verhaltenstherapie oder eine Traumatherapie.`,
        ],
        links: [link.vt, link.trauma],
      },
    ],
    contactPanel: { title: "Gefühle verstehen und verändern", action: "Jetzt Termin anfragen" },
  },

  "gewaltfreie-kommunikation": {
    meta: {
      title: `Gewaltfreie Kommunikation | Psychotherapie in ${practice.address.city}`,
      description:
        "Gewaltfreie Kommunikation nach Marshall B. Rosenberg in Oberasbach: ehrlich sprechen, einfühlsam zuhören und Konflikte verbindend lösen.",
      keywords: [
        "Gewaltfreie Kommunikation",
        "GFK",
        "Marshall Rosenberg",
        "Kommunikation in Beziehungen",
        "Konflikte lösen",
      ],
    },
    heading: "Gewaltfreie Kommunikation",
    lead: "Die Gewaltfreie Kommunikation hilft, auch in schwierigen Gesprächen ehrlich und zugleich verbunden zu bleiben – mit anderen und mit sich selbst.",
    sections: [
      {
        heading: "Verstehen statt Vorwürfe",
        paragraphs: [
          "Die Gewaltfreie Kommunikation (GFK) wurde von dem amerikanischen Psychologen Marshall B. Rosenberg entwickelt. Sie geht davon aus, dass hinter jedem Verhalten der Versuch steht, ein Bedürfnis zu erfüllen – auch hinter Vorwürfen, Rückzug oder Ärger.",
          "Wer die Bedürfnisse hinter den Worten erkennt, kann Konflikte anders führen: weniger als Kampf um Recht und Unrecht, mehr als gemeinsame Suche nach einer Lösung.",
        ],
      },
      {
        heading: "Die vier Schritte",
        paragraphs: ["Die GFK gliedert ein Anliegen in vier Schritte:"],
        steps: [
          {
            title: "Beobachtung",
            text: "Was ist konkret geschehen – beschrieben ohne Bewertung oder Interpretation?",
          },
          { title: "Gefühl", text: "Welches Gefühl löst das in mir aus?" },
          { title: "Bedürfnis", text: "Welches Bedürfnis steht hinter diesem Gefühl?" },
          {
            title: "Bitte",
            text: "Welche konkrete, erfüllbare Bitte habe ich an mich oder an mein Gegenüber?",
          },
        ],
      },
      {
        heading: "Gewaltfreie Kommunikation in der Begleitung",
        paragraphs: [
          "Ich nutze die Gewaltfreie Kommunikation in Einzelgesprächen, in der Paartherapie und in der Konfliktbehandlung. Wir üben anhand Ihrer eigenen Situationen – so wird aus einem Modell eine Haltung, die Sie in den Alltag mitnehmen können.",
          "Wertvoll ist auch die einfühlsame Haltung sich selbst gegenüber: Statt sich innerlich anzutreiben oder zu verurteilen, fragen Sie nach dem, was Sie gerade brauchen.",
        ],
        links: [link.paar, link.konflikt],
      },
    ],
    contactPanel: { title: "Ehrlich sprechen, einfühlsam zuhören", action: "Termin anfragen" },
  },

  "schmerztherapie-emdr": {
    meta: {
      title: `Schmerztherapie mit EMDR | Psychotherapie in ${practice.address.city}`,
      description:
        "Chronische Schmerzen belasten Körper und Seele. In Oberasbach begleite ich Sie mit EMDR dabei, Ihren Umgang mit dem Schmerz zu verändern.",
      keywords: [
        "Schmerztherapie",
        "EMDR",
        "Chronische Schmerzen",
        "Schmerzgedächtnis",
        "Psychotherapie Oberasbach",
      ],
    },
    heading: "Schmerztherapie mit EMDR",
    lead: "Schmerzen, die bleiben, obwohl die körperliche Ursache behandelt ist, belasten Körper und Seele. EMDR kann ein Baustein sein, um den Umgang mit chronischem Schmerz zu verändern.",
    sections: [
      {
        heading: "Wenn Schmerz zum Begleiter wird",
        paragraphs: [
          "Chronische Schmerzen haben häufig mehrere Ebenen: körperliche Vorgänge, aber auch Stress, Anspannung und Erinnerungen an belastende Erlebnisse wie einen Unfall oder eine Operation. Das Nervensystem kann Schmerz gewissermaßen „lernen“ und im sogenannten Schmerzgedächtnis speichern.",
          "Wer dauerhaft Schmerzen hat, zieht sich oft zurück, schläft schlecht und grübelt viel. Auch das wirkt wieder auf das Schmerzempfinden zurück.",
        ],
      },
      {
        heading: "Wie EMDR in der Schmerzbegleitung eingesetzt wird",
        paragraphs: [
          "Bei EMDR werden belastende Erinnerungen und Empfindungen mithilfe bilateraler Stimulation – etwa geführter Augenbewegungen – verarbeitet. In der Schmerzbegleitung richten wir den Blick auf schmerzbezogene Erinnerungen, auf aktuelle Schmerzempfindungen und auf Situationen, die den Schmerz verstärken.",
          "Ziel ist, dass der Schmerz weniger Raum einnimmt und Sie wieder mehr Einfluss auf Ihr Befinden erleben. Wie sich das im Einzelfall entwickelt, lässt sich vorab nicht vorhersagen.",
        ],
        links: [link.emdr],
      },
      {
        heading: "Körper und Psyche gemeinsam betrachten",
        paragraphs: [
          "Durch meine langjährige Arbeit in der Sportphysiotherapie kenne ich den Körper auch von der praktischen Seite. Diese Erfahrung fließt in die Schmerzbegleitung ein – mit Blick auf Bewegung, Haltung und Belastung.",
        ],
      },
      {
        heading: "Ärztliche Abklärung zuerst",
        paragraphs: [
          `Bevor wir mit EMDR arbeiten, sollten Ihre Schmerzen ärztlich abgeklärt sein. ${notAMedicalTreatment}`,
          "Verordnete Medikamente setzen Sie bitte nur in Absprache mit Ihrer Ärztin oder Ihrem Arzt ab.",
        ],
      },
    ],
    contactPanel: { title: "Neue Wege im Umgang mit Schmerz", action: "Jetzt Termin anfragen" },
  },

  "emdr-traumatherapie": {
    meta: {
      title: `EMDR-Traumatherapie | Psychotherapie in ${practice.address.city}`,
      description:
        "EMDR-Traumatherapie in Oberasbach bei Fürth und Nürnberg: belastende Erlebnisse behutsam verarbeiten – mit Stabilität an erster Stelle.",
      keywords: [
        "EMDR",
        "Traumatherapie",
        "Trauma",
        "Posttraumatische Belastung",
        "EMDR Oberasbach",
        "EMDR Fürth",
      ],
    },
    heading: "EMDR-Traumatherapie",
    lead: "Belastende Erlebnisse können noch lange nachwirken – in Bildern, Gefühlen oder Körperreaktionen. Mit EMDR begleite ich Sie dabei, solche Erfahrungen behutsam zu verarbeiten.",
    sections: [
      {
        heading: "Wenn Erlebtes nicht vergeht",
        paragraphs: [
          "Ein Unfall, ein Verlust, Gewalt, eine schwere Erkrankung oder lang andauernde Überforderung: Manche Erfahrungen werden vom Gehirn nicht wie gewöhnliche Erinnerungen abgelegt. Sie bleiben gewissermaßen unverarbeitet und können durch kleine Reize wieder aufflammen.",
        ],
        list: [
          "Wiederkehrende Bilder, Albträume oder Flashbacks",
          "Anhaltende Anspannung, Schreckhaftigkeit und Schlafprobleme",
          "Das Meiden von Orten, Menschen oder Gesprächen",
          "Gefühle von Taubheit, Scham oder Schuld",
        ],
      },
      {
        heading: "Was EMDR ist",
        paragraphs: [
          "EMDR steht für Eye Movement Desensitization and Reprocessing. Die Methode wurde von der amerikanischen Psychologin Francine Shapiro entwickelt. Während Sie sich an ein belastendes Erlebnis erinnern, folgen Sie zum Beispiel mit den Augen meinen Handbewegungen. Diese bilaterale Stimulation soll dem Gehirn helfen, die Erinnerung neu zu verarbeiten.",
          "Die Behandlung folgt einem klaren Ablauf in acht Phasen, den ich auf der Seite zur EMDR-Methode ausführlich beschreibe.",
        ],
        links: [link.emdr],
      },
      {
        heading: "Sicherheit geht vor",
        paragraphs: [
          "Bevor wir an belastenden Erinnerungen arbeiten, sorgen wir für Stabilität: Sie lernen Übungen kennen, mit denen Sie sich beruhigen und sicher fühlen können.",
          "Sie bestimmen, wie weit wir gehen, und können jede Sitzung jederzeit unterbrechen.",
        ],
      },
      {
        heading: "Weitere Wege der Traumatherapie",
        paragraphs: [
          "EMDR ist nicht der einzige Weg. Je nach Anliegen verbinde ich es mit körperorientierten Ansätzen wie Somatic Experiencing oder mit systemischen Methoden.",
        ],
        links: [link.trauma, link.se],
      },
    ],
    contactPanel: { title: "Belastendes behutsam verarbeiten", action: "Jetzt Termin anfragen" },
  },
};
