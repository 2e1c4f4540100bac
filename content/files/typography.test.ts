/** The typography the build applies to the practice's texts. */
import { describe, expect, it } from "vitest";
import { germanTypography } from "./typography.ts";

const NBSP = "\u00a0";

describe("german typography", () => {
  it("keeps a number with its unit, a paragraph sign and lit. with what follows, a day with its month", () => {
    expect(germanTypography("Nach 180 Tagen, § 25 Abs. 2 Nr. 2 TDDDG")).toBe(
      `Nach 180${NBSP}Tagen, §${NBSP}25 Abs.${NBSP}2 Nr.${NBSP}2 TDDDG`,
    );
    expect(germanTypography("Art. 6 Abs. 1 lit. e oder f DSGVO")).toBe(
      `Art.${NBSP}6 Abs.${NBSP}1 lit.${NBSP}e oder f DSGVO`,
    );
    expect(germanTypography("zum 20. Juli 2025 eingestellt")).toBe(
      `zum 20.${NBSP}Juli 2025 eingestellt`,
    );
  });

  it("leaves alone what only looks alike: a split word, a full stop before a month's word", () => {
    expect(germanTypography("Split. literarisch")).toBe("Split. literarisch");
    expect(germanTypography("lit. ab")).toBe("lit. ab");
    expect(germanTypography("Seite 120. Juniper")).toBe("Seite 120. Juniper");
    expect(germanTypography("2024. Mai")).toBe("2024. Mai");
  });
});
