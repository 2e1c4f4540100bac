/** The method pages /psychotherapie/{emdr,hypnose,somatic-experiencing,systematische-therapie}. */

import type { PsychotherapieMethodSlug } from "../page-slugs.ts";
import type { ContactPanelCopy, ContentPage } from "../page-types.ts";
import { practice } from "../practice.ts";

const services = "/psychotherapie/leistungen";

/** SPEC §2: each method page ends with the contact panel "Jetzt Termin anfragen". */
const panel = (title: string): ContactPanelCopy => ({ title, action: "Jetzt Termin anfragen" });

/** The eight phases of EMDR under their standard names (SPEC §9: EMDR has eight phases). */
export const EMDR_PHASES = [
  {
    title: "Anamnese",
    text: "Wir besprechen Ihre Geschichte, Ihr Anliegen und Ihre Ziele und planen gemeinsam, an welchen Erinnerungen wir arbeiten.",
  },
  {
    title: "Vorbereitung",
    text: "Ich erkläre Ihnen das Vorgehen. Sie lernen Stabilisierungsübungen kennen, zum Beispiel einen inneren sicheren Ort, auf die Sie jederzeit zurückgreifen können.",
  },
  {
    title: "Bewertung",
    text: "Wir wählen eine Erinnerung aus und erfassen das belastende Bild, die damit verbundene negative Überzeugung, eine gewünschte positive Überzeugung sowie Gefühle und Körperempfindungen.",
  },
  {
    title: "Desensibilisierung",
    text: "Während Sie die Erinnerung kurz in den Blick nehmen, folgen Sets bilateraler Stimulation. Dazwischen berichten Sie, was sich zeigt – so lange, bis die Belastung spürbar nachlässt.",
  },
  {
    title: "Verankerung",
    text: "Die gewünschte positive Überzeugung wird mit der Erinnerung verbunden und gestärkt.",
  },
  {
    title: "Körpertest",
    text: "Sie spüren Ihren Körper von Kopf bis Fuß durch. Verbliebene Anspannung bearbeiten wir weiter.",
  },
  {
    title: "Abschluss",
    text: "Jede Sitzung endet in einem stabilen Zustand. Wir besprechen, was Sie bis zum nächsten Termin bemerken könnten und was Ihnen dann hilft.",
  },
  {
    title: "Neubewertung",
    text: "Zu Beginn der nächsten Sitzung schauen wir, wie sich die Erinnerung verändert hat, und planen die nächsten Schritte.",
  },
] as const satisfies readonly { title: string; text: string }[];

export const psychotherapieMethoden: Record<PsychotherapieMethodSlug, ContentPage> = {
  emdr: {
    meta: {
      title: `EMDR in ${practice.address.city} | Die acht Phasen der Behandlung`,
      description:
        "EMDR in Oberasbach: So läuft die Verarbeitung belastender Erinnerungen in acht klar beschriebenen Phasen ab – Schritt für Schritt und in Ihrem Tempo.",
      keywords: [
        "EMDR",
        "Eye Movement Desensitization and Reprocessing",
        "EMDR Phasen",
        "Bilaterale Stimulation",
        "EMDR Oberasbach",
        "Traumatherapie",
      ],
    },
    heading: "EMDR",
    lead: "EMDR ist ein strukturiertes Verfahren zur Verarbeitung belastender Erinnerungen. Es folgt acht klar beschriebenen Phasen – so wissen Sie jederzeit, wo wir gerade stehen.",
    sections: [
      {
        heading: "Was ist EMDR?",
        paragraphs: [
          "EMDR steht für Eye Movement Desensitization and Reprocessing, auf Deutsch etwa: Desensibilisierung und Neuverarbeitung durch Augenbewegungen. Die Methode wurde Ende der 1980er-Jahre von der amerikanischen Psychologin Francine Shapiro entwickelt.",
          "Kern ist die bilaterale Stimulation: abwechselnde Reize für die linke und die rechte Körperseite, etwa durch Augenbewegungen, leichte Berührungen oder Töne. Sie begleitet die Erinnerung an ein belastendes Erlebnis und soll die natürliche Verarbeitung im Gehirn unterstützen.",
        ],
      },
      {
        id: "phasen",
        heading: "Die acht Phasen der EMDR-Behandlung",
        paragraphs: [
          "Eine EMDR-Behandlung folgt einem festen Ablauf. Nicht jede Phase braucht gleich viel Zeit – manche dauern mehrere Sitzungen, andere nur wenige Minuten.",
        ],
        steps: EMDR_PHASES,
      },
      {
        heading: "Wofür EMDR eingesetzt wird",
        paragraphs: [
          "EMDR wurde für die Behandlung von Traumafolgen entwickelt. Heute wird es darüber hinaus bei belastenden Erinnerungen, bei Ängsten, im Umgang mit chronischen Schmerzen oder bei leistungsbezogenen Blockaden eingesetzt.",
        ],
        links: [
          { label: "EMDR-Traumatherapie", to: `${services}/emdr-traumatherapie` },
          { label: "Schmerztherapie mit EMDR", to: `${services}/schmerztherapie-emdr` },
          { label: "Angststörungen", to: `${services}/angststoerungen` },
        ],
      },
      {
        heading: "Ihr Tempo zählt",
        paragraphs: [
          "Sie behalten während der gesamten Behandlung die Kontrolle. Sie können eine Sitzung jederzeit unterbrechen, und wir arbeiten erst dann an belastenden Erinnerungen, wenn Sie sich ausreichend stabil fühlen.",
        ],
      },
    ],
    contactPanel: panel("Mehr über EMDR erfahren"),
  },

  hypnose: {
    meta: {
      title: `Hypnose in ${practice.address.city} | Psychotherapie`,
      description:
        "Therapeutische Hypnose in Oberasbach: in einem entspannten, wachen Zustand eigene Ressourcen entdecken – Sie behalten dabei jederzeit die Kontrolle.",
      keywords: [
        "Hypnose",
        "Hypnotherapie",
        "Trance",
        "Hypnose Oberasbach",
        "Hypnose Fürth",
        "Psychotherapie",
      ],
    },
    heading: "Hypnose",
    lead: "In Hypnose richtet sich die Aufmerksamkeit nach innen. In diesem entspannten und zugleich wachen Zustand lassen sich eigene Ressourcen oft leichter entdecken.",
    sections: [
      {
        heading: "Was Hypnose ist – und was nicht",
        paragraphs: [
          "Therapeutische Hypnose hat nichts mit Showhypnose zu tun. Sie verlieren nicht die Kontrolle und tun nichts, was Sie nicht möchten. Sie hören, was gesprochen wird, und können die Trance jederzeit beenden.",
          "Trance ist ein natürlicher Zustand, den viele aus dem Alltag kennen: beim Tagträumen, beim Lesen eines spannenden Buches oder auf einer vertrauten Strecke mit dem Auto.",
        ],
      },
      {
        heading: "Wie eine Hypnosesitzung abläuft",
        paragraphs: ["Jede Sitzung ist auf Ihr Anliegen abgestimmt und folgt diesem Rahmen:"],
        steps: [
          {
            title: "Vorgespräch",
            text: "Wir klären Ihr Anliegen, Ihre Erwartungen und Fragen und legen ein Ziel für die Sitzung fest.",
          },
          {
            title: "Einleitung",
            text: "Mit ruhiger Sprache, Atmung und Vorstellungsbildern begleite ich Sie in einen entspannten Zustand.",
          },
          {
            title: "Arbeit in Trance",
            text: "Über Bilder, Geschichten und Suggestionen sprechen wir Ihre inneren Ressourcen an – abgestimmt auf Ihr Ziel.",
          },
          {
            title: "Rückkehr und Nachgespräch",
            text: "Sie kehren in Ihrem Tempo in den Wachzustand zurück. Anschließend sprechen wir über Ihre Erfahrungen.",
          },
        ],
      },
      {
        heading: "Mögliche Anliegen",
        paragraphs: [
          "Hypnose kann eine Begleitung in vielen Bereichen unterstützen, zum Beispiel bei:",
        ],
        list: [
          "Stress, innerer Unruhe und Schlafproblemen",
          "Prüfungs- und Auftrittsängsten",
          "Dem Wunsch, Gewohnheiten zu verändern",
          "Dem Umgang mit Schmerzen",
          "Mangelndem Selbstvertrauen",
        ],
      },
      {
        heading: "Wann Hypnose nicht geeignet ist",
        paragraphs: [
          "Bei bestimmten Erkrankungen, etwa Psychosen, Epilepsie oder schweren Herz-Kreislauf-Erkrankungen, ist Hypnose nicht das Mittel der Wahl. Deshalb klären wir im Vorgespräch sorgfältig, ob sie für Sie infrage kommt.",
        ],
      },
    ],
    contactPanel: panel("Neugierig auf Hypnose?"),
  },

  "somatic-experiencing": {
    meta: {
      title: `Somatic Experiencing in ${practice.address.city} | Körperorientierte Traumaarbeit`,
      description:
        "Somatic Experiencing in Oberasbach: körperorientierte Begleitung bei Stress- und Traumafolgen – behutsam, in kleinen Schritten und nah am eigenen Erleben.",
      keywords: [
        "Somatic Experiencing",
        "SE",
        "Peter Levine",
        "Körperorientierte Traumatherapie",
        "Nervensystem",
        "Traumatherapie Oberasbach",
      ],
    },
    heading: "Somatic Experiencing",
    lead: "Somatic Experiencing (SE) ist ein körperorientierter Ansatz für die Arbeit mit Stress- und Traumafolgen. Er richtet den Blick auf das, was der Körper spürt – behutsam und in kleinen Schritten.",
    sections: [
      {
        heading: "Der Körper erinnert sich",
        paragraphs: [
          "Nach überwältigenden Erfahrungen bleibt das Nervensystem manchmal in Alarmbereitschaft – oder es schaltet ab. Das zeigt sich in Anspannung, Unruhe, Erschöpfung oder dem Gefühl, nicht richtig im eigenen Körper zu sein.",
          "Somatic Experiencing wurde von dem amerikanischen Traumaforscher Peter A. Levine entwickelt. Der Ansatz geht davon aus, dass im Körper gebundene Stressenergie schrittweise wieder in Fluss kommen kann.",
        ],
      },
      {
        heading: "Wie wir arbeiten",
        paragraphs: [
          "Wir sprechen weniger über das Erlebte als über das, was Sie im Moment im Körper wahrnehmen: Wärme, Enge, Kribbeln oder Bewegungsimpulse. Drei Prinzipien sind dabei zentral:",
        ],
        steps: [
          {
            title: "Ressourcen",
            text: "Wir stärken, was Ihnen Halt gibt: sichere Orte, vertraute Menschen, Bewegungen oder Körperstellen, die sich gut anfühlen.",
          },
          {
            title: "Titration",
            text: "Wir nähern uns belastenden Empfindungen nur in kleinen, gut verträglichen Dosen.",
          },
          {
            title: "Pendulation",
            text: "Die Aufmerksamkeit pendelt zwischen belastenden und stärkenden Empfindungen. So kann das Nervensystem erleben, dass Anspannung wieder nachlässt.",
          },
        ],
      },
      {
        heading: "Für wen Somatic Experiencing geeignet sein kann",
        paragraphs: [
          "Durch meine Erfahrung in der Sportphysiotherapie ist mir die Arbeit mit dem Körper seit vielen Jahren vertraut. Somatic Experiencing kann zum Beispiel passen:",
        ],
        list: [
          "Nach Unfällen, Stürzen oder Operationen",
          "Nach erschütternden Erlebnissen oder lang anhaltendem Stress",
          "Bei diffuser Anspannung, Unruhe oder Erschöpfung",
          "Wenn Sie über Belastendes nicht ausführlich sprechen möchten",
        ],
        links: [
          { label: "Traumatherapie", to: "/psychotherapie/traumatherapie" },
          { label: "EMDR", to: "/psychotherapie/emdr" },
        ],
      },
    ],
    contactPanel: panel("Den eigenen Körper als Verbündeten entdecken"),
  },

  "systematische-therapie": {
    meta: {
      title: `Systemische Therapie in ${practice.address.city} | Psychotherapie`,
      description:
        "Systemische Therapie in Oberasbach: Ihr Anliegen im Zusammenhang mit Familie, Partnerschaft und Beruf betrachten – lösungs- und ressourcenorientiert.",
      keywords: [
        "Systemische Therapie",
        "Systemische Beratung",
        "Familientherapie",
        "Genogramm",
        "Psychotherapie Oberasbach",
      ],
    },
    heading: "Systemische Therapie",
    lead: "Kein Mensch lebt für sich allein. Die systemische Therapie betrachtet Ihr Anliegen im Zusammenhang mit den Beziehungen, in denen Sie leben – in Familie, Partnerschaft und Beruf.",
    sections: [
      {
        heading: "Der Blick auf das Ganze",
        paragraphs: [
          "Aus systemischer Sicht entstehen Schwierigkeiten nicht nur in einer einzelnen Person, sondern auch im Zusammenspiel mit anderen. Ein Symptom kann eine Aufgabe im System erfüllen – etwa für Nähe, Abstand oder Gleichgewicht sorgen.",
          "Statt nach Schuld zu fragen, schauen wir auf Muster, Wechselwirkungen und vor allem auf Ressourcen: Was gelingt bereits? Was wäre anders, wenn das Problem gelöst wäre?",
        ],
      },
      {
        heading: "Methoden der systemischen Arbeit",
        paragraphs: ["Je nach Anliegen nutze ich unter anderem:"],
        list: [
          "Zirkuläre Fragen, die neue Perspektiven eröffnen",
          "Das Genogramm, das die Familiengeschichte über Generationen sichtbar macht",
          "Figuren und Symbole, mit denen sich Beziehungen räumlich darstellen lassen",
          "Lösungs- und ressourcenorientierte Gesprächsführung",
          "Reframing: Bekanntes in einem neuen Rahmen betrachten",
        ],
      },
      {
        heading: "Einzeln, als Paar oder als Familie",
        paragraphs: [
          "Systemische Therapie ist im Einzelsetting ebenso möglich wie mit Paaren oder mehreren Familienmitgliedern. Auch wenn Sie allein kommen, sind die wichtigen Menschen Ihres Lebens gewissermaßen mit im Raum.",
        ],
        links: [
          { label: "Paartherapie", to: `${services}/paartherapie` },
          { label: "Konfliktbehandlung", to: `${services}/konfliktbehandlung` },
          { label: "Traumatherapie", to: "/psychotherapie/traumatherapie" },
        ],
      },
    ],
    contactPanel: panel("Neue Perspektiven gewinnen"),
  },
};
