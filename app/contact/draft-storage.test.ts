/**
 * The draft's format in the tab's storage: what is kept (changed fields only, never the
 * honeypot), what is read back, and a storage that throws. The wizard's use of it is
 * contact-draft.test.tsx; reload and Back in a browser are e2e/contact-draft.spec.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { generalDefaultValues, psychotherapieDefaultValues } from "#contact/form-schemas.ts";
import {
  changedValues,
  DRAFT_KEY,
  eraseForm,
  readDraft,
  restorableValues,
  saveForm,
  saveOpenForm,
} from "./draft-storage.ts";

/** A Storage as the browser's sessionStorage behaves, or one that refuses every call. */
function memoryStorage(refuse = false): Storage {
  const items = new Map<string, string>();
  const check = () => {
    if (refuse) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  };
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => {
      check();
      return items.get(key) ?? null;
    },
    setItem: (key, value) => {
      check();
      items.set(key, String(value));
    },
    removeItem: (key) => {
      check();
      items.delete(key);
    },
    clear: () => items.clear(),
  };
}

let storage: Storage;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal("window", { sessionStorage: storage });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const stored = () => JSON.parse(storage.getItem(DRAFT_KEY) ?? "null") as unknown;
const GENERAL = generalDefaultValues as unknown as Record<string, unknown>;
const PSY = psychotherapieDefaultValues as unknown as Record<string, unknown>;

describe("saveForm", () => {
  it("keeps only the changed fields, never the honeypot, with the step and the form shown", () => {
    saveForm(
      "psychotherapie",
      { ...PSY, firstName: "Anna", burdenScale: 7, montag: true, website: "spam.example" },
      PSY,
      3,
      { path: "/kontakt", form: "psychotherapie" },
    );
    expect(stored()).toEqual({
      version: 1,
      forms: {
        psychotherapie: { values: { firstName: "Anna", burdenScale: 7, montag: true }, step: 3 },
      },
      open: { path: "/kontakt", form: "psychotherapie" },
    });
    expect(storage.getItem(DRAFT_KEY)).not.toContain("spam.example");
  });

  it("drops a form's record when its entries are back at the defaults, and the key with the last", () => {
    saveForm("general", { ...GENERAL, message: "Hallo" }, GENERAL);
    saveForm("psychotherapie", { ...PSY, firstName: "Anna" }, PSY, 1);
    saveForm("general", GENERAL, GENERAL);
    expect(Object.keys((stored() as { forms: object }).forms)).toEqual(["psychotherapie"]);
    saveForm("psychotherapie", PSY, PSY, 1);
    expect(storage.getItem(DRAFT_KEY)).toBeNull();
    // Only the honeypot filled: nothing to keep.
    saveForm("general", { ...GENERAL, website: "x" }, GENERAL);
    expect(storage.length).toBe(0);
  });
});

describe("readDraft", () => {
  it("reads back what was saved, without a honeypot someone put there", () => {
    storage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        version: 1,
        forms: {
          general: { values: { firstName: "Anna", website: "x", odd: { a: 1 } } },
          unknown: { values: { a: "b" } },
        },
        open: { path: "/kontakt", form: "general" },
      }),
    );
    expect(readDraft()).toEqual({
      forms: { general: { values: { firstName: "Anna" } } },
      open: { path: "/kontakt", form: "general" },
    });
  });

  it.each([
    [9, undefined],
    [99, undefined],
    [-3, undefined],
    [0, undefined],
    [2.5, undefined],
    ["3", undefined],
    [1, 1],
    [8, 8],
  ])("keeps the step %j only as one of the wizard's steps 1 … 8", (step, kept) => {
    storage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        version: 1,
        forms: { psychotherapie: { values: { firstName: "Anna" }, step } },
      }),
    );
    expect(readDraft()?.forms.psychotherapie).toEqual(
      kept === undefined
        ? { values: { firstName: "Anna" } }
        : { values: { firstName: "Anna" }, step: kept },
    );
  });

  it.each([
    ["no draft", null],
    ["not JSON", "{"],
    ["another version", JSON.stringify({ version: 2, forms: {} })],
    ["no forms", JSON.stringify({ version: 1 })],
  ])("is null with %s", (_case, text) => {
    if (text !== null) storage.setItem(DRAFT_KEY, text);
    expect(readDraft()).toBeNull();
  });
});

describe("a storage the browser refuses", () => {
  it("throws nowhere: nothing is kept, nothing read", () => {
    vi.stubGlobal("window", { sessionStorage: memoryStorage(true) });
    expect(() => saveForm("general", { ...GENERAL, firstName: "Anna" }, GENERAL)).not.toThrow();
    expect(() => saveOpenForm("/kontakt", "general")).not.toThrow();
    expect(() => eraseForm("general")).not.toThrow();
    expect(readDraft()).toBeNull();
  });

  it("throws nowhere when reading the property itself throws (storage disabled)", () => {
    vi.stubGlobal("window", {
      get sessionStorage(): Storage {
        throw new DOMException("Access is denied.", "SecurityError");
      },
    });
    expect(() => saveForm("general", { ...GENERAL, firstName: "Anna" }, GENERAL)).not.toThrow();
    expect(readDraft()).toBeNull();
  });

  it("has no drafts while prerendering (no window)", () => {
    vi.stubGlobal("window", undefined);
    expect(readDraft()).toBeNull();
  });
});

describe("eraseForm and saveOpenForm", () => {
  it("erase one form's record; the form shown is noted only while a draft exists", () => {
    saveOpenForm("/kontakt", "general");
    expect(storage.length).toBe(0);
    saveForm("general", { ...GENERAL, firstName: "Anna" }, GENERAL);
    saveForm("sportphysiotherapie", { firstName: "Ben" }, { firstName: "" });
    saveOpenForm("/kontakt", "general");
    expect(readDraft()?.open).toEqual({ path: "/kontakt", form: "general" });
    // Back on the chooser: the page opens on its own first view again.
    saveOpenForm("/kontakt", null);
    expect(readDraft()?.open).toBeUndefined();
    eraseForm("general");
    expect(Object.keys(readDraft()?.forms ?? {})).toEqual(["sportphysiotherapie"]);
    eraseForm("sportphysiotherapie");
    expect(storage.getItem(DRAFT_KEY)).toBeNull();
  });
});

describe("changedValues and restorableValues", () => {
  it("compare lists by their items and take back only fields of the default's type", () => {
    expect(changedValues({ a: ["x"], b: [], c: "" }, { a: [], b: [], c: "" })).toEqual({
      a: ["x"],
    });
    expect(
      restorableValues(
        { firstName: "Anna", burdenScale: "7", terms: true, gone: "x", website: "y" },
        PSY,
      ),
    ).toEqual({ firstName: "Anna", terms: true });
  });
});
