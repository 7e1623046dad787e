/**
 * Arrays without a panel (the empty array Solar starts with, or cells painted before a panel is chosen) are not
 * printed: neither a solar section in the Fixing Spec nor a kit group in the Estimate.
 */
import { describe, expect, it } from "vitest";
import type { DocumentRoof, DocumentSolarArray } from "./document-snapshot.js";
import { solarKitEstimateItems } from "./estimate-lines.js";
import { solarSection } from "./solar-section.js";

function array(arrayNumber: number, overrides: Partial<DocumentSolarArray> = {}): DocumentSolarArray {
  return {
    arrayNumber,
    orientation: "portrait",
    orientationFromSouth: null,
    panelLocation: null,
    array: [[true, true]],
    windowLocations: [],
    kitList: [
      {
        componentId: 1,
        kind: "panel",
        code: "IRP-300M",
        name: "In-roof PV panel 300 Wp",
        description: null,
        count: 2,
        unit: "Off",
        power: 0.6,
      },
      {
        componentId: 6,
        kind: "arcboxConnector",
        code: "ACB-MC4",
        name: "Arc-containment enclosure",
        description: null,
        count: 3,
        unit: "Off",
        power: null,
      },
    ],
    power: 0.6,
    arrayHeight: 1700,
    arrayWidth: 2000,
    isValid: true,
    problems: [],
    windCheck: null,
    panelName: "IRP-300M In-roof PV panel 300 Wp",
    ...overrides,
  };
}

/** As Solar creates it: an empty 15 × 15 grid, no panel. */
const emptyArray = (arrayNumber: number) =>
  array(arrayNumber, {
    array: [[false]],
    kitList: [],
    power: 0,
    arrayHeight: 0,
    arrayWidth: 0,
    panelName: null,
  });

/** Cells painted, no panel chosen: the layout still counts the connectors. */
const paintedWithoutPanel = (arrayNumber: number) =>
  array(arrayNumber, {
    kitList: array(arrayNumber).kitList.filter((row) => row.kind !== "panel"),
    power: 0,
    arrayHeight: 0,
    arrayWidth: 0,
    isValid: false,
    problems: [{ code: "no-panel", message: "Choose a panel for the array.", cells: [] }],
    panelName: null,
  });

const roofWith = (arrays: DocumentSolarArray[]) => ({ solarArrays: arrays }) as DocumentRoof;
const printed = (arrays: DocumentSolarArray[]) => JSON.stringify(solarSection(roofWith(arrays)));

describe("arrays without a panel in the documents", () => {
  it("the Fixing Spec prints only the arrays with panels, the section heading with the first of them", () => {
    const text = printed([emptyArray(1), array(2), paintedWithoutPanel(3)]);
    expect(text).not.toContain("Solar Array 1");
    expect(text).toContain("Solar Array 2");
    expect(text).not.toContain("Solar Array 3");
    expect(text.match(/In-roof solar/g)).toHaveLength(1);
    expect(text.indexOf("In-roof solar")).toBeLessThan(text.indexOf("Solar Array 2"));
  });

  it("a roof whose arrays have no panel prints no solar section", () => {
    expect(solarSection(roofWith([emptyArray(1), paintedWithoutPanel(2)]))).toEqual([]);
  });

  it("the Estimate has no kit group for an array without a panel", () => {
    const items = solarKitEstimateItems([paintedWithoutPanel(1), array(2), emptyArray(3)]);
    expect([...new Set(items.map((item) => item.groupName))]).toEqual(["Solar kit: Solar Array 2"]);
    expect(items.map((item) => [item.code, item.quantity])).toEqual([
      ["IRP-300M", 2],
      ["ACB-MC4", 3],
    ]);
  });
});
