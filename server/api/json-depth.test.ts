import { describe, expect, it } from "vitest";
import { nestsDeeperThan } from "./json-depth.ts";

describe("nestsDeeperThan", () => {
  it("counts objects and arrays inside each other", () => {
    expect(nestsDeeperThan('{"a":1}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a":[1]}', 1)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":{}}}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":{"b":{}}}', 2)).toBe(true);
    expect(nestsDeeperThan("[".repeat(100_000), 8)).toBe(true);
    // Siblings are not nesting.
    expect(nestsDeeperThan(`[${"[],".repeat(1000)}[]]`, 2)).toBe(false);
  });

  it("ignores brackets inside strings, escaped quotes included", () => {
    expect(nestsDeeperThan(`{"message":"${"[{".repeat(50)}"}`, 1)).toBe(false);
    expect(nestsDeeperThan(`{"message":"a \\" [[[[ \\\\"}`, 1)).toBe(false);
    expect(nestsDeeperThan(`{"message":"a \\\\", "b":[[[]]]}`, 3)).toBe(true);
  });
});
