/**
 * The copy of the why-me pages /warum-psychotherapie and /warum-sportphysiotherapie: five
 * reasons per product (requirements §3 "Why-me reason") and the page texts.
 */
import type { ListPageCopy } from "../content-types.ts";
import type { WhyProduct } from "../page-slugs.ts";
import { practice } from "../practice.ts";

export type Reason = { id: string; title: string; msg: string };

export const reasons: Record<WhyProduct, readonly Reason[]> = {
  psychotherapie: [
    {
      id: "zeit",
      title: "Zeit und Ruhe",
      msg: "In meiner Praxis haben Sie meine volle Aufmerksamkeit. Wir nehmen uns die Zeit, die Ihr Anliegen braucht – ohne Hektik und in einem geschützten Rahmen.",
    },
    {
      id: "eine-ansprechperson",
      title: "Eine feste Ansprechperson",
      msg: "Ich führe meine Praxis allein. Sie sprechen vom ersten Telefonat bis zur letzten Sitzung immer mit derselben Person, die Ihre Geschichte kennt.",
    },
    {
      id: "methodenvielfalt",
      title: "Methoden, die zu Ihnen passen",
      msg: "EMDR, Hypnose, Verhaltenstherapie, Schematherapie, systemische und körperorientierte Ansätze: Ich wähle gemeinsam mit Ihnen, was zu Ihrem Anliegen passt, statt Sie in ein Schema zu pressen.",
    },
    {
      id: "koerper-und-seele",
      title: "Körper und Seele im Blick",
      msg: "Durch meine langjährige Arbeit in der Sportphysiotherapie weiß ich, wie eng Körper und Psyche zusammenhängen. Dieses Wissen fließt in die Begleitung ein.",
    },
    {
      id: "transparenz",
      title: "Klare Absprachen",
      msg: "Ein erstes Telefonat von 20 bis 30 Minuten, offene Worte zu Ablauf und Kosten, klare Regeln für Terminabsagen: Sie wissen von Anfang an, woran Sie sind.",
    },
  ],
  sportphysiotherapie: [
    {
      id: "erfahrung",
      title: "Über 20 Jahre Erfahrung",
      msg: "Seit mehr als 20 Jahren begleite ich Menschen in der Sportphysiotherapie – vom ambitionierten Freizeitsport bis zum Wettkampf.",
    },
    {
      id: "ganzer-weg",
      title: "Vom ersten Tag bis zum Comeback",
      msg: "Prävention, Akutversorgung, Rehabilitation, Leistungsoptimierung und Wettkampfbetreuung: Ich begleite Sie durch alle Phasen, ohne dass Sie die Ansprechperson wechseln müssen.",
    },
    {
      id: "individueller-plan",
      title: "Ein Plan für Ihren Sport",
      msg: "Ihre Behandlung richtet sich nach Ihrem Befund, Ihrer Sportart und Ihren Zielen. Übungen für zu Hause sorgen dafür, dass Sie auch zwischen den Terminen vorankommen.",
    },
    {
      id: "kopf-und-koerper",
      title: "Kopf und Körper gemeinsam",
      msg: `Als ${practice.licence.title} habe ich auch Motivation, Druck und die Angst vor einer erneuten Verletzung im Blick – Themen, die für eine gelungene Rückkehr in den Sport wichtig sind.`,
    },
    {
      id: "eine-hand",
      title: "Alles aus einer Hand",
      msg: "Rehabilitation, medizinische Trainingstherapie, Kiefergelenktherapie, klassische Massage und Lymphdrainage – abgestimmt aufeinander und aus einer Hand.",
    },
  ],
};

export const warumPages: Record<WhyProduct, ListPageCopy> = {
  psychotherapie: {
    meta: {
      title: `Warum Psychotherapie bei mir? | ${practice.brand}`,
      description:
        "Fünf Gründe für Psychotherapie in meiner Praxis in Oberasbach: Zeit, eine feste Ansprechperson, passende Methoden und klare Absprachen.",
      keywords: ["Psychotherapie Oberasbach", "Heilpraktiker für Psychotherapie", "Warum ich"],
    },
    heading: "Warum Psychotherapie bei mir?",
    lead: "Den richtigen Menschen für eine Begleitung zu finden, ist eine persönliche Entscheidung. Diese fünf Dinge sind mir in meiner Arbeit besonders wichtig.",
    contactPanel: { title: "Lernen wir uns kennen", action: "Jetzt Termin anfragen" },
  },
  sportphysiotherapie: {
    meta: {
      title: `Warum Sportphysiotherapie bei mir? | ${practice.brand}`,
      description:
        "Fünf Gründe für Sportphysiotherapie in Oberasbach: über 20 Jahre Erfahrung, Begleitung durch alle Phasen und ein Plan für Ihren Sport.",
      keywords: ["Sportphysiotherapie Oberasbach", "Physiotherapie", "Warum ich"],
    },
    heading: "Warum Sportphysiotherapie bei mir?",
    lead: "Sie möchten wissen, was Sie bei mir erwartet? Diese fünf Dinge zeichnen meine Arbeit aus.",
    contactPanel: {
      title: "Persönliches Beratungsgespräch",
      action: "Jetzt einen Termin anfragen",
    },
  },
};
