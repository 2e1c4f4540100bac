/**
 * The first interaction with a contact form (decision 020): the page loads no React until the
 * visitor turns to the form, so the first keystroke or tap is what starts the island. This
 * measures, in Chromium with the CPU 4× slower (CDP `Emulation.setCPUThrottlingRate`), against
 * the production server on build/, how long that first event takes (Event Timing API: the
 * longest of keydown, input and keyup for a keystroke; of pointerdown, pointerup and click for a
 * tap; events under 16 ms are not reported and count as 0), and the time from it until the form
 * has hydrated (<html data-hydrated>). Median of RUNS runs (default 5), each in a fresh context.
 * It prints figures beside the goal and never fails on time. Run by `npm run bench` after a
 * build; `node scripts/bench-interaction.ts /path` measures another contact page.
 */
import { type Browser, chromium, type Page } from "playwright-core";
import { chromiumLaunch } from "#test-support/chromium.ts";
import { median, startBenchServer } from "./bench-server.ts";

const PATH = process.argv[2] ?? "/psychotherapie/kontakt";
const RUNS = Number(process.env.RUNS ?? 5);
const CPU_SLOWDOWN = 4;
/** ms the first event may take (a response that feels immediate), printed beside. */
const GOAL_MS = 200;
/** The first field of every contact form, the chooser's first card on /kontakt. */
const TARGET = '.contact-wizard input[name="firstName"], .contact-wizard a.form-card';

const INTERACTIONS = {
  keystroke: ["keydown", "input", "keyup"],
  tap: ["pointerdown", "pointerup", "click"],
} as const;
type Interaction = keyof typeof INTERACTIONS;

interface Measured {
  /** ms of the longest of the interaction's events (0: all under 16 ms). */
  event: number;
  /** ms from the interaction's first event until the form has hydrated. */
  hydrated: number;
}

/** Runs in the page before its scripts: records event timings and when the form hydrated. */
function observe() {
  const record = window as unknown as {
    benchEvents: { name: string; duration: number; startTime: number }[];
    benchHydratedAt?: number;
  };
  record.benchEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      record.benchEvents.push({
        name: entry.name,
        duration: entry.duration,
        startTime: entry.startTime,
      });
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      record.benchEvents.push({ name: "first-input", duration: 0, startTime: entry.startTime });
    }
  }).observe({ type: "first-input", buffered: true });
  new MutationObserver((_changes, observer) => {
    if (document.documentElement.dataset.hydrated !== "true") return;
    record.benchHydratedAt = performance.now();
    observer.disconnect();
    // The document, not its root element, which does not exist yet when this runs.
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
}

/** After the interaction: once hydrated and two frames later, its event timings have arrived. */
async function collect(page: Page, names: readonly string[]): Promise<Measured> {
  await page.waitForFunction(() => {
    const record = window as unknown as {
      benchEvents: { name: string }[];
      benchHydratedAt?: number;
    };
    return (
      record.benchHydratedAt !== undefined &&
      record.benchEvents.some((entry) => entry.name === "first-input")
    );
  });
  return page.evaluate(async (wanted) => {
    for (let frame = 0; frame < 2; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    const record = window as unknown as {
      benchEvents: { name: string; duration: number; startTime: number }[];
      benchHydratedAt: number;
    };
    const first = record.benchEvents.find((entry) => entry.name === "first-input");
    const events = record.benchEvents.filter((entry) => wanted.includes(entry.name));
    return {
      event: Math.max(0, ...events.map((entry) => entry.duration)),
      hydrated: Math.round(record.benchHydratedAt - (first?.startTime ?? 0)),
    };
  }, names);
}

async function measure(browser: Browser, url: string, interaction: Interaction): Promise<Measured> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    hasTouch: interaction === "tap",
    isMobile: interaction === "tap",
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.addInitScript(observe);
    await page.goto(url, { waitUntil: "load" });
    await page.waitForFunction(() => document.documentElement.dataset.enhanced === "true");
    const target = page.locator(TARGET).first();
    if (interaction === "tap") await target.tap();
    else {
      // Focused without an event of its own; the keystroke is the first interaction.
      await target.evaluate((element) => (element as HTMLElement).focus());
      await page.keyboard.press("A");
    }
    return await collect(page, INTERACTIONS[interaction]);
  } finally {
    await context.close();
  }
}

const server = await startBenchServer();
const browser = await chromium.launch(chromiumLaunch);
try {
  const url = `${server.origin}${PATH}`;
  const results: Record<Interaction, Measured[]> = { keystroke: [], tap: [] };
  for (let round = 1; round <= RUNS; round++) {
    for (const interaction of Object.keys(INTERACTIONS) as Interaction[]) {
      results[interaction].push(await measure(browser, url, interaction));
    }
  }
  console.log(
    `First interaction on ${PATH}, Chromium, CPU ${CPU_SLOWDOWN}x slower, ${RUNS > 1 ? `median of ${RUNS} runs` : "one run"}; ms (event: the longest of its events, 0 = under 16 ms; hydrated: from the event until <html data-hydrated>)`,
  );
  console.table(
    (Object.keys(INTERACTIONS) as Interaction[]).map((interaction) => {
      const runs = results[interaction];
      return {
        interaction: `${interaction} (${INTERACTIONS[interaction].join(", ")})`,
        "event ms": median(runs.map((run) => run.event)),
        "goal ms": `≤ ${GOAL_MS}`,
        "hydrated after ms": median(runs.map((run) => run.hydrated)),
        "event ms, each run": runs.map((run) => run.event).join(" "),
      };
    }),
  );
} finally {
  await browser.close();
  server.stop();
}
