import { describe, expect, it } from "vitest";
import { rawControls } from "#test-support/server/raw-controls.ts";
import { safeJson, visibleText } from "./visible-text.ts";

describe("visibleText", () => {
  it("shows control, bidi and separator characters and lone surrogates as codes", () => {
    const forged = "Anna\r\nBcc: x@y\u001b[31mrot\u009b2J\u202Egnp.exe\u2028\ud800";
    expect(visibleText(forged, { keepNewlines: false })).toBe(
      "Anna⟨U+000D⟩⟨U+000A⟩Bcc: x@y⟨U+001B⟩[31mrot⟨U+009B⟩2J⟨U+202E⟩gnp.exe⟨U+2028⟩⟨U+D800⟩",
    );
  });

  it("keeps newlines only where asked, and leaves real writing untouched", () => {
    const text = "René O’Brien-Çelik „Zitat“ 50 % 20 € R+V 👨‍👩‍👧\nZeile 2";
    expect(visibleText(text, { keepNewlines: true })).toBe(text);
    expect(visibleText(text, { keepNewlines: false })).toBe(text.replace("\n", "⟨U+000A⟩"));
    expect(visibleText("a\r\nb", { keepNewlines: true })).toBe("a⟨U+000D⟩\nb");
  });
});

describe("safeJson", () => {
  it("escapes every unsafe character and parses back to the same value", () => {
    const value = { name: "x\u001b]0;titel\u0007\u009b\u202E\u2029\u007f\ud800", n: 1 };
    const json = safeJson(value, 2);
    expect(rawControls(json)).toEqual([]);
    expect(json).toContain("\\u009b");
    expect(JSON.parse(json)).toEqual(value);
  });
});
