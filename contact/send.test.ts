import { afterEach, describe, expect, it, vi } from "vitest";
import { buildGeneralPayload, buildPsychotherapiePayload, buildSportPayload } from "./payload.ts";
import { type FetchLike, sendContactRequest } from "./send.ts";
import {
  validGeneralValues,
  validPsychotherapieValues,
  validSportValues,
} from "./test-fixtures.ts";

const context = { mode: "default", lastCalledPage: "/kontakt", id: "abcdefghij" } as const;
const payload = buildGeneralPayload(validGeneralValues, context);

/** A fake fetch answering with `response` (or throwing it), recording each call. */
function fakeFetch(response: Response | Error) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    if (response instanceof Error) throw response;
    return response;
  };
  return { fetch, calls };
}

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const send = (response: Response | Error) =>
  sendContactRequest({
    apiBase: "/api/notify/",
    formType: "general",
    payload,
    ...fakeFetch(response),
  });

describe("sendContactRequest: the request (requirements §7)", () => {
  const apiBase = "/api/notify/";
  const requests = {
    general: (fetch: FetchLike) =>
      sendContactRequest({ apiBase, formType: "general", payload, fetch }),
    psychotherapie: (fetch: FetchLike) =>
      sendContactRequest({
        apiBase,
        formType: "psychotherapie",
        payload: buildPsychotherapiePayload(validPsychotherapieValues, context),
        fetch,
      }),
    sportphysiotherapie: (fetch: FetchLike) =>
      sendContactRequest({
        apiBase,
        formType: "sportphysiotherapie",
        payload: buildSportPayload(validSportValues, context),
        fetch,
      }),
  };
  it.each([
    ["general", "/api/notify/"],
    ["psychotherapie", "/api/notify/psychotherapie"],
    ["sportphysiotherapie", "/api/notify/physiotherapie"],
  ] as const)("posts the %s form to %s", async (formType, url) => {
    const { fetch, calls } = fakeFetch(json({ id: "abcdefghij" }, 201));
    expect(await requests[formType](fetch)).toEqual({ ok: true, status: 201 });
    expect(calls.map((call) => call.url)).toEqual([url]);
  });

  it("sends the payload as UTF-8 JSON with a POST", async () => {
    const sportPayload = buildSportPayload(validSportValues, context);
    const { fetch, calls } = fakeFetch(json({ id: "abcdefghij" }, 201));
    await sendContactRequest({
      apiBase: "https://praxis.example/api/notify/",
      formType: "sportphysiotherapie",
      payload: sportPayload,
      fetch,
    });
    const init = calls[0]?.init;
    expect(calls[0]?.url).toBe("https://praxis.example/api/notify/physiotherapie");
    expect(init?.method).toBe("POST");
    expect(init?.headers).toEqual({ "content-type": "application/json; charset=utf-8" });
    expect(JSON.parse(String(init?.body))).toEqual(sportPayload);
  });

  it("uses the global fetch by default", async () => {
    const { fetch, calls } = fakeFetch(json({}, 201));
    vi.stubGlobal("fetch", fetch);
    const result = await sendContactRequest({ apiBase: "/n/", formType: "general", payload });
    expect(result).toEqual({ ok: true, status: 201 });
    expect(calls[0]?.url).toBe("/n/");
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });
});

describe("sendContactRequest: the result (requirements §8)", () => {
  it.each([
    ["201 with a body", json({ id: "abcdefghij" }, 201), 201],
    ["200 without a body", new Response(null, { status: 200 }), 200],
    ["204", new Response(null, { status: 204 }), 204],
  ])("%s is success", async (_case, response, status) => {
    expect(await send(response)).toEqual({ ok: true, status });
  });

  it.each([
    [
      "425",
      json({ message: "Zu viele Anfragen" }, 425),
      425,
      "Bitte warte etwas aus Sicherheitsgründen bis du erneut eine Kontakt-Anfrage abschicken kannst.",
    ],
    ["500 with message", json({ message: "Speicher voll" }, 500), 500, "Fehler: Speicher voll"],
    [
      "500 with error string",
      json({ error: "Internal Server Error" }, 500),
      500,
      "Fehler: Internal Server Error",
    ],
    [
      "500 with error object",
      json({ error: { message: "Zeitüberschreitung" } }, 500),
      500,
      "Fehler: Zeitüberschreitung",
    ],
    [
      "400 with a Fastify error body",
      json(
        {
          statusCode: 400,
          error: "Bad Request",
          message: "Vorname: Bitte Ihren Vornamen eingeben.",
        },
        400,
      ),
      400,
      "Fehler: Vorname: Bitte Ihren Vornamen eingeben.",
    ],
    [
      "500 with an empty body",
      new Response("", { status: 500 }),
      500,
      "Fehler beim Senden der Anfrage (Status: 500)",
    ],
    [
      "502 with an HTML body",
      new Response("<html>Bad Gateway</html>", { status: 502 }),
      502,
      "Fehler beim Senden der Anfrage (Status: 502)",
    ],
    [
      "500 with a JSON body of another shape",
      json(["kaputt"], 500),
      500,
      "Fehler beim Senden der Anfrage (Status: 500)",
    ],
    [
      "503 whose body cannot be read",
      new Response(
        new ReadableStream({
          start(controller) {
            controller.error(new Error("abgebrochen"));
          },
        }),
        { status: 503 },
      ),
      503,
      "Fehler beim Senden der Anfrage (Status: 503)",
    ],
  ])("%s", async (_case, response, status, message) => {
    expect(await send(response)).toEqual({ ok: false, status, message });
  });

  it("reports a network failure as status 0 with the connection sentence", async () => {
    expect(await send(new TypeError("Failed to fetch"))).toEqual({
      ok: false,
      status: 0,
      message: "Keine Verbindung zum Server möglich. Bitte überprüfen Sie Ihre Internetverbindung.",
    });
  });
});
