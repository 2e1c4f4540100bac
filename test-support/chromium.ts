/**
 * Debian's Chromium, with the flags that keep it from calling out on a closed network: for the
 * browser tests (playwright.config.ts) and the bench's Lighthouse runs (scripts/bench-site.ts).
 */
export const chromiumLaunch = {
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    // No name resolves but the machine's own: a request to another host fails at once (the
    // browser tests count it as an error of the site: e2e/fixtures.ts), wherever they run.
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
  ],
};
