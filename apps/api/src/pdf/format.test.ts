import { describe, expect, it } from "vitest";
import { formatPa, formatUkDateTime } from "./format.js";

describe("document formats", () => {
  it("writes the date and time in UK time whatever the season", () => {
    expect(formatUkDateTime("2026-01-15T09:05:00.000Z")).toBe("15/01/2026 09:05");
    expect(formatUkDateTime("2026-07-21T23:30:00.000Z")).toBe("22/07/2026 00:30");
  });

  it("rounds pressures to the pascal with thousands separated", () => {
    expect(formatPa(2092.2029)).toBe("2,092 Pa");
  });
});
