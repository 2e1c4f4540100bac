import { beforeEach, describe, expect, it } from "vitest";
import { lastCalledPage, recordPage, resetRecordedPages } from "./previous-page.ts";

describe("lastCalledPage", () => {
  beforeEach(() => resetRecordedPages());

  it("is empty on a direct load (no navigation, no referrer outside a browser)", () => {
    recordPage("/kontakt");
    expect(lastCalledPage()).toBe("");
  });

  it("is the page visited before the contact page", () => {
    recordPage("/psychotherapie");
    recordPage("/psychotherapie/emdr/");
    recordPage("/psychotherapie/kontakt");
    expect(lastCalledPage()).toBe("/psychotherapie/emdr");
  });

  it("skips contact pages: moving between them keeps the page before", () => {
    recordPage("/sportphysiotherapie/rehabilitation");
    recordPage("/sportphysiotherapie/kontakt");
    recordPage("/kontakt");
    expect(lastCalledPage()).toBe("/sportphysiotherapie/rehabilitation");
  });

  it("ignores a repeated pathname (hash or search changes)", () => {
    recordPage("/home");
    recordPage("/kontakt");
    recordPage("/kontakt");
    expect(lastCalledPage()).toBe("/home");
  });
});
