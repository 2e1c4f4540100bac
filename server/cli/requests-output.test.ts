/**
 * What `npm run requests` prints of visitor text: stored rows that carry line breaks, terminal
 * escape sequences, C1 controls, bidi overrides and line separators (rows from before the text
 * rule, spam kept for review) can add no line and send no control character to the terminal.
 * Spam is shown like a real request of its form.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openSqliteRequestStore } from "#server/storage/sqlite-request-store.ts";
import { validPayload } from "#test-support/contact-fixtures.ts";
import { runCli } from "#test-support/server/cli.ts";
import { rawControls } from "#test-support/server/raw-controls.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";

const CLEAR_AND_TITLE = "\u001b[2J\u001b]0;owned\u0007";
const FORGED = {
  firstName: `Eve\r\nBcc: evil@example.org`,
  lastName: `Mallory${CLEAR_AND_TITLE}\u009b31m\u202Egnp.exe\u2028Zeile`,
  phone: "0911\rMail:     mailed",
  message: "Erste Zeile\r\nZweite\nDritte\u2028Vierte\u001b[1A",
};

let temp: ReturnType<typeof makeTempDir>;
const ids = { forged: "", forgedSpam: "", spam: "", oldSpam: "", notAnObject: "" };

function run(...args: string[]) {
  return runCli(args, { dataDir: temp.path });
}

beforeEach(() => {
  temp = makeTempDir();
  const store = openSqliteRequestStore(temp.path);
  const save = (
    id: string,
    payload: unknown,
    isSpam: boolean,
    receivedAt: string,
    formType: "general" | "psychotherapie" = "general",
  ) => {
    // Straight into the store: the server's validation would refuse these rows today.
    store.save({
      id,
      formType,
      payload: payload as Record<string, unknown>,
      isSpam,
      receivedAt: new Date(receivedAt),
    });
    return id;
  };
  ids.forged = save(
    "forged0001",
    validPayload("general", { id: "forged0001", ...FORGED }),
    false,
    "2026-05-01T08:00:00.000Z",
  );
  store.recordFailedAttempt(
    ids.forged,
    new Date("2026-05-01T08:00:01.000Z"),
    `550 refused\r\nMail:     mailed${CLEAR_AND_TITLE}`,
    new Date("2026-05-01T08:01:00.000Z"),
  );
  ids.forgedSpam = save(
    "forged0002",
    validPayload("general", { id: "forged0002", ...FORGED, website: `x\n${CLEAR_AND_TITLE}` }),
    true,
    "2026-05-02T08:00:00.000Z",
  );
  // Spam as the server now stores it: the form's keys, string values, plus the honeypot.
  ids.spam = save(
    "spamshape1",
    validPayload("psychotherapie", { id: "spamshape1", burdenScale: "7", website: "buy.example" }),
    true,
    "2026-05-03T08:00:00.000Z",
    "psychotherapie",
  );
  // Spam as older servers stored it: the body as received, any JSON.
  ids.oldSpam = save(
    "oldspam001",
    {
      firstName: { nested: ["Eve"] },
      lastName: null,
      email: ["a@b.example"],
      message: 42,
      website: { url: "http://spam.example", "\u001b[2J": true },
      unknown: "field",
    },
    true,
    "2026-05-04T08:00:00.000Z",
  );
  ids.notAnObject = save("oldspam002", ["not", "an", "object"], true, "2026-05-05T08:00:00.000Z");
  store.close();
});
afterEach(() => temp.remove());

describe("visitor text in the output of npm run requests", () => {
  it("list: one line per request, every refused character shown as its code", async () => {
    const { code, out } = await run("list");
    expect(code).toBe(0);
    expect(rawControls(out)).toEqual([]);
    const lines = out.trimEnd().split("\n");
    // Header, five requests, the count: nothing more.
    expect(lines).toHaveLength(7);
    expect(lines[6]).toBe("5 request(s).");
    expect(lines[1]).toMatch(/^forged0001\s/);
    expect(lines[1]).toMatch(/pending$/);
    expect(lines[2]).toMatch(/^forged0002\s.*spam$/);
    expect(lines[1]).toContain("Eve⟨U+000D⟩⟨U+000A⟩Bcc: evil@example.org Mallory⟨U+001B⟩[2J");
    expect(lines[2]).toContain("Eve⟨U+000D⟩⟨U+000A⟩Bcc:");
    expect(lines[3]).toMatch(/^spamshape1\s.*Erika Müller-Lüdenscheidt\s+spam$/);
    // Non-string names of old spam show as nothing, and a payload that is no object is no crash.
    // Times in the practice's zone, as its mail gives them (08:00 UTC is 10:00 in May).
    expect(lines[0]).toMatch(/^ID\s+RECEIVED \(Europe\/Berlin\)\s+FORM/);
    expect(lines[4]).toMatch(/^oldspam001\s+2026-05-04 10:00\s+Allgemeine Anfrage\s+spam$/);
    expect(lines[5]).toMatch(/^oldspam002\s.*spam$/);
  });

  it("show: the layout's lines only; each refused character as its code", async () => {
    const { code, out } = await run("show", ids.forged);
    expect(code).toBe(0);
    expect(rawControls(out)).toEqual([]);
    const lines = out.split("\n");
    // A forged value starts no line of its own.
    expect(lines.filter((line) => line.startsWith("Bcc:"))).toEqual([]);
    expect(lines.filter((line) => line.startsWith("Mail:"))).toEqual([
      "Mail:     pending, 1 failed attempt(s), next 2026-05-01 10:01",
    ]);
    expect(lines).toContain("Received: 2026-05-01 10:00 (Europe/Berlin)");
    // The head line, folded at its spaces.
    const head = lines.findIndex((line) => line.startsWith("Allgemeine Anfrage von "));
    expect(lines.slice(head, head + 2).join(" ")).toBe(
      "Allgemeine Anfrage von Eve⟨U+000D⟩⟨U+000A⟩Bcc: evil@example.org Mallory⟨U+001B⟩[2J⟨U+001B⟩]0;owned⟨U+0007⟩⟨U+009B⟩31m⟨U+202E⟩gnp.exe⟨U+2028⟩Zeile",
    );
    expect(lines).toContain("Telefon: 0911⟨U+000D⟩Mail:     mailed");
    expect(lines).toContain(
      "Last error: 550 refused⟨U+000D⟩⟨U+000A⟩Mail:     mailed⟨U+001B⟩[2J⟨U+001B⟩]0;owned⟨U+0007⟩",
    );
    // Free text keeps its own line breaks, indented below its label; a CR before one shows.
    expect(out).toContain(
      "Nachricht:\n    Erste Zeile⟨U+000D⟩\n    Zweite\n    Dritte⟨U+2028⟩Vierte⟨U+001B⟩[1A\n",
    );
  });

  it("export: JSON lines and --json escape every refused character and parse back", async () => {
    const { code, out } = await run("export");
    expect(code).toBe(0);
    expect(rawControls(out)).toEqual([]);
    const lines = out.trimEnd().split("\n");
    expect(lines).toHaveLength(5);
    const records = lines.map((line) => JSON.parse(line));
    expect(records[0]).toMatchObject({ id: ids.forged, payload: FORGED });
    expect(records[0].delivery.lastError).toBe(`550 refused\r\nMail:     mailed${CLEAR_AND_TITLE}`);
    expect(records[1]).toMatchObject({ spam: true, payload: { website: `x\n${CLEAR_AND_TITLE}` } });
    for (const code of ["\\r\\n", "\\u001b[2J", "\\u0007", "\\u009b", "\\u202e", "\\u2028"]) {
      expect(lines[0]).toContain(code);
    }

    const json = await run("export", "--json");
    expect(json.code).toBe(0);
    expect(rawControls(json.out)).toEqual([]);
    expect(JSON.parse(json.out)).toEqual(records);
    // Its only raw line breaks are the indentation's: every line starts a piece of JSON.
    const jsonLines = json.out.trimEnd().split("\n");
    expect(jsonLines.filter((line) => !/^ *(?:[[\]{}]|"|-?\d|true|false|null)/.test(line))).toEqual(
      [],
    );
  });

  it("show of spam: labelled like a real request of its form, with the spam head and the honeypot", async () => {
    const { code, out } = await run("show", ids.spam);
    expect(code).toBe(0);
    expect(out.startsWith(`Request ${ids.spam}: spam (honeypot filled), not mailed\n`)).toBe(true);
    expect(out).toContain("\nForm:     Psychotherapie\n");
    expect(out).toContain("\nHoneypot: buy.example\n");
    expect(out).toContain("\nPsychotherapie-Anfrage von Erika Müller-Lüdenscheidt\n");
    expect(out).toContain("\nE-Mail: erika.mueller@example.org\n");
    expect(out).toContain("\nBelastung: 7 von 10\n");
    expect(out).not.toMatch(/^Mail:/m);

    const forged = await run("show", ids.forgedSpam);
    expect(rawControls(forged.out)).toEqual([]);
    expect(forged.out).toContain("\nHoneypot: x⟨U+000A⟩⟨U+001B⟩[2J⟨U+001B⟩]0;owned⟨U+0007⟩\n");
  });

  it("show of spam stored as received: any JSON, no crash, nothing raw", async () => {
    const old = await run("show", ids.oldSpam);
    expect(old.code).toBe(0);
    expect(rawControls(old.out)).toEqual([]);
    expect(old.out).toContain('\nHoneypot: {"url":"http://spam.example","\\u001b[2J":true}\n');
    expect(old.out).toContain("\nAllgemeine Anfrage von (ohne Namen)\n");
    expect(old.out).toContain("\nNachricht: 42\n");

    const notAnObject = await run("show", ids.notAnObject);
    expect(notAnObject.code).toBe(0);
    expect(notAnObject.out).toContain(`Request ${ids.notAnObject}: spam (honeypot filled)`);
    expect(notAnObject.out).toContain("\nAllgemeine Anfrage von (ohne Namen)\n");
  });
});
