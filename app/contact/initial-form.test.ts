import { describe, expect, it } from "vitest";
import { initialFormType } from "./initial-form.ts";

describe("initialFormType", () => {
  it("preselects each form on its own page, the general form on /kontakt/allgemein", () => {
    expect(initialFormType("/psychotherapie/kontakt")).toBe("psychotherapie");
    expect(initialFormType("/sportphysiotherapie/kontakt")).toBe("sportphysiotherapie");
    expect(initialFormType("/kontakt/allgemein")).toBe("general");
    expect(initialFormType("/kontakt/allgemein/")).toBe("general");
  });

  it("shows the chooser on /kontakt; elsewhere the mode decides", () => {
    expect(initialFormType("/kontakt")).toBeNull();
    expect(initialFormType("/kontakt/")).toBeNull();
    expect(initialFormType("/psychotherapie/kontakt/")).toBe("psychotherapie");
    expect(initialFormType("/")).toBeNull();
  });
});
