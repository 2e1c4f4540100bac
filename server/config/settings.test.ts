/**
 * README.md's configuration table says what config/settings.ts says: the same variables in the
 * same order, with the same default, values and meaning. A setting added, removed or changed
 * without README.md following fails here, and the message shows the table to paste.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { PROJECT_ROOT } from "#server/project-root.ts";
import { SETTINGS } from "./settings.ts";

const HEADER = ["variable", "default", "values", "meaning"];

/** The rows README.md should have, one array of cells per setting. */
function expectedRows(): string[][] {
  return Object.entries(SETTINGS).map(([name, setting]) => [
    `\`${name}\``,
    setting.default === undefined ? "unset" : `\`${setting.default}\``,
    setting.values,
    setting.meaning,
  ]);
}

/** The table as Markdown, columns padded as the formatter writes them. */
function markdownTable(rows: string[][]): string {
  const widths = HEADER.map((_, column) =>
    Math.max(...[HEADER, ...rows].map((row) => [...(row[column] ?? "")].length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
  return [line(HEADER), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join(
    "\n",
  );
}

/** README.md's "## Configuration" section. */
function configurationSection(): string {
  const readme = readFileSync(join(PROJECT_ROOT, "README.md"), "utf8");
  return readme.split(/^## Configuration$/m)[1]?.split(/^## /m)[0] ?? "";
}

/** The cells of the first table in README.md's "## Configuration" section. */
function readmeRows(): string[][] {
  const lines = configurationSection().split("\n");
  const start = lines.findIndex((line) => line.startsWith("|"));
  const table = [];
  for (const line of lines.slice(start)) {
    if (!line.startsWith("|")) break;
    table.push(
      line
        .slice(1, -1)
        .split(" | ")
        .map((cell) => cell.trim()),
    );
  }
  // The header and the line under it.
  return table.slice(2);
}

describe("README.md's configuration table", () => {
  it("lists every setting with its default, values and meaning, as config/settings.ts does", () => {
    const expected = expectedRows();
    expect(
      readmeRows(),
      `README.md, section Configuration, should hold this table:\n\n${markdownTable(expected)}\n`,
    ).toEqual(expected);
  });

  it("names the settings whose empty value stops the start", () => {
    const sentence = /except for (.*?): there it stops/s.exec(configurationSection())?.[1] ?? "";
    const named = [...sentence.matchAll(/`([A-Z_]+)`/g)].map((match) => match[1]);
    const mistakes = Object.entries(SETTINGS)
      .filter(([, setting]) => "emptyIsAMistake" in setting)
      .map(([name]) => name);
    expect(named.sort()).toEqual(mistakes.sort());
  });

  it("every default is a value loadConfig accepts", () => {
    // SITE_DIR's default lies in the project; a value set is read from the working directory.
    const defaults = Object.fromEntries(
      Object.entries(SETTINGS).flatMap(([name, setting]) =>
        setting.default === undefined || name === "SITE_DIR" ? [] : [[name, setting.default]],
      ),
    );
    expect(loadConfig(defaults, "/srv/praxis")).toEqual(loadConfig({}, "/srv/praxis"));
  });
});
