/**
 * The Nu HTML Checker (vnu-jar) over the prerendered pages, in one Java process (it takes
 * seconds to start). Needs a Java runtime (Debian: `apt-get install -y default-jre-headless`).
 *
 *   npx node scripts/vnu.ts [clientDir]   # default: scripts/build-dir.ts's CLIENT_DIR
 *
 * Prints every error and exits 1 when there is one. scripts/vnu.build.test.ts runs the same.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { CLIENT_DIR } from "./build-dir.ts";

export const VNU_JAR = join(
  import.meta.dirname,
  "..",
  "node_modules",
  "vnu-jar",
  "build",
  "dist",
  "vnu.jar",
);

export type VnuMessage = {
  type: string;
  subType?: string;
  url?: string;
  message?: string;
  extract?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
};

const JAVA_MISSING =
  "Java is not installed: the Nu HTML checker (vnu.jar) needs a Java runtime. " +
  "On Debian install it as root with: apt-get install -y default-jre-headless";

/** Throws a clear error when Java or the checker is missing. */
export function assertVnuAvailable(): void {
  const java = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (java.error || java.status !== 0) throw new Error(JAVA_MISSING);
  if (!existsSync(VNU_JAR)) {
    throw new Error(`The Nu HTML checker is missing at ${VNU_JAR}: run npm ci.`);
  }
}

/** Every prerendered page (index.html) under the client folder, sorted. */
export function prerenderedHtmlFiles(clientDir: string): string[] {
  return readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .filter((entry) => entry === "index.html" || entry.endsWith(`${sep}index.html`))
    .sort()
    .map((entry) => join(clientDir, entry));
}

/**
 * CSS the checker does not know yet, though browsers do: cross-document view transitions
 * (`@view-transition`, decision 011), container queries (`container`, `@container`: the burden
 * scale's numbers) and `field-sizing` (a one-row textarea that grows with its text, decision
 * 021). Only these exact messages are dropped.
 */
const VNU_UNKNOWN_VALID_CSS =
  /^CSS: (Unrecognized at-rule “@(view-transition|container)”|“(container|field-sizing)”: Property “(container|field-sizing)” doesn't exist)/;

/** Checks the files in one run; resolves with the errors (and fatal messages) found. */

export async function runVnu(files: readonly string[]): Promise<VnuMessage[]> {
  assertVnuAvailable();
  if (files.length === 0) return [];
  const child = spawn(
    "java",
    [
      "-Xss4m",
      "-jar",
      VNU_JAR,
      "--errors-only",
      "--format",
      "json",
      "--exit-zero-always",
      ...files,
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let output = "";
  child.stderr.setEncoding("utf8");
  child.stderr.on("data", (chunk: string) => {
    output += chunk;
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", resolve);
  });
  let report: { messages?: VnuMessage[] };
  try {
    report = JSON.parse(output) as { messages?: VnuMessage[] };
  } catch {
    throw new Error(`The Nu HTML checker failed (exit ${code}): ${output.slice(0, 2000)}`);
  }
  return (report.messages ?? []).filter(
    (message) => message.type !== "info" && !VNU_UNKNOWN_VALID_CSS.test(message.message ?? ""),
  );
}

/** One line per message: file:line:column  message  «extract». */
export function formatVnuMessage(message: VnuMessage, baseDir: string): string {
  const file = message.url ? relative(baseDir, decodeURI(message.url.replace(/^file:/, ""))) : "?";
  const where = `${file}:${message.lastLine ?? message.firstLine ?? "?"}:${message.firstColumn ?? "?"}`;
  const extract = message.extract ? `  «${message.extract.replace(/\s+/g, " ").trim()}»` : "";
  return `${where}  ${message.type}: ${message.message ?? ""}${extract}`;
}

if (import.meta.main) {
  const clientDir = process.argv[2] ?? CLIENT_DIR;
  const files = prerenderedHtmlFiles(clientDir);
  const messages = await runVnu(files);
  for (const message of messages) console.log(formatVnuMessage(message, clientDir));
  console.log(`${files.length} pages checked, ${messages.length} errors`);
  process.exitCode = messages.length > 0 ? 1 : 0;
}
