/**
 * In-page listeners for what goes wrong in a page: uncaught script errors, rejected promises
 * nobody handled and Content-Security-Policy violations. For WebKit (webkit.ts), installed after
 * each load: W3C WebDriver can neither run a script before the page's own nor read the console.
 * (Firefox's driver reports all of them itself.)
 */
export const PROBLEMS_KEY = "__engineProblems";

/** Starts listening in this document; idempotent. Runs in the page. */
export function listenForProblems(key: string): void {
  const record = window as unknown as Record<string, string[] | undefined>;
  if (record[key]) return;
  const problems: string[] = [];
  record[key] = problems;
  window.addEventListener("error", (event) => problems.push(`error: ${event.message}`));
  window.addEventListener("unhandledrejection", (event) =>
    problems.push(`unhandled rejection: ${String(event.reason)}`),
  );
  document.addEventListener("securitypolicyviolation", (event) =>
    problems.push(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
  );
}

/** What the listeners recorded in this document. Runs in the page. */
export function recordedProblems(key: string): string[] {
  return (window as unknown as Record<string, string[] | undefined>)[key] ?? [];
}
