/**
 * The dated backups' names, and latestBackup for the go-live check: the newest by the time in
 * its name, whatever the file times say.
 */
import { mkdirSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import { backupName, freeBackupName, latestBackup } from "./backup-rotation.ts";

let dir: ReturnType<typeof makeTempDir>;
beforeEach(() => {
  dir = makeTempDir();
});
afterEach(() => dir.remove());

function put(...names: string[]) {
  for (const name of names) writeFileSync(join(dir.path, name), name);
}

describe("backupName", () => {
  it("the UTC time to the second; a number from the second backup of a second on", () => {
    const time = new Date("2026-11-25T03:15:00.999Z");
    expect(backupName(time)).toBe("requests-2026-11-25T031500Z.sqlite");
    expect(backupName(time, 2)).toBe("requests-2026-11-25T031500Z-2.sqlite");
    expect(backupName(new Date("2026-01-02T04:05:06+02:00"))).toBe(
      "requests-2026-01-02T020506Z.sqlite",
    );
  });

  it("freeBackupName skips every name already taken, by a file or anything else", () => {
    const time = new Date("2026-11-25T03:15:00Z");
    expect(freeBackupName(dir.path, time)).toBe("requests-2026-11-25T031500Z.sqlite");
    put("requests-2026-11-25T031500Z.sqlite");
    mkdirSync(join(dir.path, "requests-2026-11-25T031500Z-2.sqlite"));
    expect(freeBackupName(dir.path, time)).toBe("requests-2026-11-25T031500Z-3.sqlite");
  });
});

describe("latestBackup", () => {
  it("undefined for a missing folder, a file, an empty folder, only other files", () => {
    expect(latestBackup(join(dir.path, "missing"))).toBeUndefined();
    put("notes.txt");
    expect(latestBackup(join(dir.path, "notes.txt"))).toBeUndefined();
    const empty = join(dir.path, "empty");
    mkdirSync(empty);
    expect(latestBackup(empty)).toBeUndefined();
    put("requests-manual.sqlite", "requests-2026-02-30T000000Z.sqlite", "copy.sqlite");
    mkdirSync(join(dir.path, "requests-2030-01-01T000000Z.sqlite"));
    expect(latestBackup(dir.path)).toBeUndefined();
  });

  it("the newest by the time in its name, not by the file's time", () => {
    put(
      "requests-2026-11-24T031500Z.sqlite",
      "requests-2026-11-25T031500Z.sqlite",
      "requests-2026-11-23T031500Z.sqlite",
      "requests-manual.sqlite",
    );
    // Copied back from elsewhere: the older backup has the newest file time.
    const older = join(dir.path, "requests-2026-11-23T031500Z.sqlite");
    utimesSync(older, new Date("2027-01-01"), new Date("2027-01-01"));
    expect(latestBackup(dir.path)).toEqual({
      file: join(dir.path, "requests-2026-11-25T031500Z.sqlite"),
      time: new Date("2026-11-25T03:15:00Z"),
    });
  });

  it("within one second, the highest number (10 after 9, not by spelling)", () => {
    put(
      "requests-2026-11-25T031500Z.sqlite",
      "requests-2026-11-25T031500Z-9.sqlite",
      "requests-2026-11-25T031500Z-10.sqlite",
      "requests-2026-11-25T031459Z-11.sqlite",
    );
    expect(latestBackup(dir.path)).toEqual({
      file: join(dir.path, "requests-2026-11-25T031500Z-10.sqlite"),
      time: new Date("2026-11-25T03:15:00Z"),
    });
  });
});
