import { afterEach, describe, expect, it, vi } from "vitest";
import {
  validGeneralValues,
  validPsychotherapieValues,
  validSportValues,
} from "#test-support/contact-fixtures.ts";
import { buildGeneralPayload, buildPsychotherapiePayload, buildSportPayload } from "./payload.ts";
import { type FetchLike, SEND_TIMEOUT_MS, sendContactRequest } from "./send.ts";

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

describe("sendContactRequest: a send always ends (SEND_TIMEOUT_MS)", () => {
  const noConnection = {
    ok: false,
    status: 0,
    message: "Keine Verbindung zum Server möglich. Bitte überprüfen Sie Ihre Internetverbindung.",
  };

  /** A fetch that never answers by itself, but rejects when its signal aborts (as fetch does). */
  function hangingFetch() {
    const signals: AbortSignal[] = [];
    const fetch: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) => {
        if (init.signal) signals.push(init.signal);
        init.signal?.addEventListener("abort", () => reject(new DOMException("", "AbortError")));
      });
    return { fetch, signals };
  }

  afterEach(() => {
    vi.useRealTimers();
  });

  it("is 30 s: twice the server's whole-request deadline of 15 s", () => {
    expect(SEND_TIMEOUT_MS).toBe(30_000);
  });

  it("aborts a hanging request after 30 s and reports status 0 with the connection sentence", async () => {
    vi.useFakeTimers();
    const { fetch, signals } = hangingFetch();
    let result: unknown;
    void sendContactRequest({ apiBase: "/n/", formType: "general", payload, fetch }).then(
      (value) => {
        result = value;
      },
    );
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
    expect(result).toBeUndefined();
    expect(signals[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signals[0]?.aborted).toBe(true);
    expect(result).toEqual(noConnection);
  });

  it("ends even when the fetch ignores the abort signal", async () => {
    vi.useFakeTimers();
    const fetch: FetchLike = () => new Promise(() => {});
    const sent = sendContactRequest({ apiBase: "/n/", formType: "general", payload, fetch });
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS);
    expect(await sent).toEqual(noConnection);
  });

  it("ends when the answer's body never arrives, with the answer's status", async () => {
    vi.useFakeTimers();
    const fetch: FetchLike = async () =>
      new Response(new ReadableStream({ start() {} }), { status: 502 });
    const sent = sendContactRequest({ apiBase: "/n/", formType: "general", payload, fetch });
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS);
    expect(await sent).toEqual({
      ok: false,
      status: 502,
      message: "Fehler beim Senden der Anfrage (Status: 502)",
    });
  });

  it("honours a shorter timeout and leaves no timer behind after an answer", async () => {
    vi.useFakeTimers();
    const { fetch } = hangingFetch();
    const sent = sendContactRequest({
      apiBase: "/n/",
      formType: "general",
      payload,
      fetch,
      timeoutMs: 5_000,
    });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await sent).toEqual(noConnection);

    const answered = await sendContactRequest({
      apiBase: "/n/",
      formType: "general",
      payload,
      ...fakeFetch(json({}, 201)),
    });
    expect(answered).toEqual({ ok: true, status: 201 });
    expect(vi.getTimerCount()).toBe(0);
  });
});
