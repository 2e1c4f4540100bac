import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CITIES } from "#content/cities.ts";
import { practice } from "#content/practice.ts";
import { structuredDataText } from "#content/structured-data.ts";
import {
  jsonLdText,
  physiotherapyBusiness,
  psychotherapyBusiness,
  StructuredData,
} from "./structured-data.ts";

describe("practice JSON-LD", () => {
  it("describes the psychotherapy practice as a MedicalBusiness", () => {
    const data = psychotherapyBusiness();
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("MedicalBusiness");
    expect(data.url).toBe(`${practice.siteUrl}/psychotherapie`);
    expect(data.brand).toMatchObject({ "@type": "Brand", name: practice.brand });
    expect(data.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: practice.address.street,
      postalCode: practice.address.postalCode,
      addressLocality: practice.address.city,
      addressRegion: structuredDataText.addressRegion,
      addressCountry: "DE",
    });
    expect(data.telephone).toBe(practice.phone.href.replace(/^tel:/, ""));
    expect(data.telephone).toMatch(/^\+49\d+$/);
    expect(data.email).toBe(practice.email);
  });

  it("describes the sports practice as Physiotherapy", () => {
    const data = physiotherapyBusiness();
    expect(data["@type"]).toBe("Physiotherapy");
    expect(data.url).toBe(`${practice.siteUrl}/sportphysiotherapie`);
  });

  it("serves every city of content/cities.ts", () => {
    expect(psychotherapyBusiness().areaServed).toEqual(
      Object.values(CITIES).map((name) => ({ "@type": "City", name })),
    );
  });

  it("says appointments are by arrangement unless opening hours are known", () => {
    const unknown = psychotherapyBusiness();
    expect(unknown).not.toHaveProperty("openingHours");
    expect(unknown.description).toContain(structuredDataText.byArrangement);
    const known = physiotherapyBusiness({ openingHours: ["Mo-Fr 08:00-18:00"] });
    expect(known.openingHours).toEqual(["Mo-Fr 08:00-18:00"]);
    expect(known.description).not.toContain(structuredDataText.byArrangement);
  });

  it("is plain, absolute-URL data", () => {
    const data = psychotherapyBusiness();
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
    for (const key of ["url", "logo", "image"] as const) {
      expect(String(data[key])).toMatch(/^https:\/\//);
    }
  });
});

describe("StructuredData", () => {
  it("escapes what could end the script element", () => {
    const text = jsonLdText({ name: "</script><!-- & \u2028" });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ name: "</script><!-- & \u2028" });
  });

  it("renders a JSON-LD script that parses back to the data", () => {
    const data = physiotherapyBusiness();
    const html = renderToStaticMarkup(createElement(StructuredData, { data }));
    const match = html.match(/^<script type="application\/ld\+json">(.*)<\/script>$/s);
    expect(match).not.toBeNull();
    expect(JSON.parse(match?.[1] ?? "")).toEqual(data);
  });
});
