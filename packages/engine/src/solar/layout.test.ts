import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EngineInputError } from "../errors.js";
import { canTakeWindow, INVALID_SYSTEM_MESSAGE, layoutSolarArray } from "./layout.js";
import type { SolarArrayLayoutInput, SolarKitComponent, SolarSystemKits } from "./types.js";

/**
 * Fixtures after the seed (apps/api/src/db/seed/catalogue/solar.ts): panel IRP-300M 0.3 kWp, 1700 × 1000 mm;
 * flashing kits FK-P-* with sub-types 0–5, corners CF-* 11–14, window kit WK-C 6, ArcBox ACB-MC4.
 */
function component(id: number, code: string, name: string, subType: number | null): SolarKitComponent {
  return { id, code, name, description: null, subType, power: null, height: null, width: null, windResistance: null };
}

const panel: SolarKitComponent = {
  ...component(1, "IRP-300M", "In-roof PV panel 300 Wp", 17),
  power: 0.3,
  height: 1700,
  width: 1000,
  windResistance: 2.4,
};
const flashings = [
  component(10, "FK-P-BL", "Flashing kit, bottom row left", 0),
  component(11, "FK-P-BC", "Flashing kit, bottom row between panels", 1),
  component(12, "FK-P-BR", "Flashing kit, bottom row right", 2),
  component(13, "FK-P-UL", "Flashing kit, upper rows left end", 3),
  component(14, "FK-P-UJ", "Flashing kit, upper rows joining", 4),
  component(15, "FK-P-SP", "Flashing kit, single panel", 5),
];
const cornerFlashings = [
  component(20, "CF-TL", "Corner flashing, top left", 11),
  component(21, "CF-TR", "Corner flashing, top right", 12),
  component(22, "CF-BL", "Corner flashing, bottom left", 13),
  component(23, "CF-BR", "Corner flashing, bottom right", 14),
];
const windowConversionKits = [component(30, "WK-C", "Window conversion kit, centre", 6)];
const system: SolarSystemKits = { flashings, cornerFlashings, windowConversionKits };
const arcbox = component(40, "ACB-MC4", "Arc-containment enclosure", 10);

/** "#" a panel, "W" a window, "." empty; the first line is the ridge side. */
function layoutInput(picture: string[], overrides: Partial<SolarArrayLayoutInput> = {}): SolarArrayLayoutInput {
  const windowCells = picture.flatMap((line, rowIndex) =>
    [...line].flatMap((mark, columnIndex) => (mark === "W" ? [{ rowIndex, columnIndex }] : [])),
  );
  return {
    grid: picture.map((line) => [...line].map((mark) => mark !== ".")),
    orientation: "portrait",
    windowCells,
    panel,
    window: null,
    system,
    arcboxConnector: arcbox,
    ...overrides,
  };
}

function counts(input: SolarArrayLayoutInput): Record<string, number> {
  const { result } = layoutSolarArray(input);
  return Object.fromEntries(result.kitList.map((row) => [row.code, row.count]));
}

describe("layoutSolarArray: kits by neighbours (catalogue.md §4.1)", () => {
  it("2 × 5 portrait: TL 1, TC 3, TR 1, TY 1, J 4, 3.00 kWp at 300 Wp (catalogue.md §4.1 [CALC])", () => {
    const { result, trace } = layoutSolarArray(layoutInput(["#####", "#####"]));
    expect(result.valid).toBe(true);
    expect(result.problems).toEqual([]);
    // Panels, then flashings by code, then the connector; no corners on a rectangle.
    expect(result.kitList.map((row) => [row.code, row.count])).toEqual([
      ["IRP-300M", 10],
      ["FK-P-BC", 3],
      ["FK-P-BL", 1],
      ["FK-P-BR", 1],
      ["FK-P-UJ", 4],
      ["FK-P-UL", 1],
      // calculations.md §10: N + S mated pairs, one string assumed: 10 + 1.
      ["ACB-MC4", 11],
    ]);
    expect(result.kitList[0]).toMatchObject({ kind: "panel", power: 3 });
    expect(result.kitList.slice(1).every((row) => row.power === null)).toBe(true);
    expect(result.powerKwp).toBe(3);
    expect(result.panelCount).toBe(10);
    expect(result.heightMm).toBe(2 * 1700);
    expect(result.widthMm).toBe(5 * 1000);
    expect(result.cellKits).toEqual([
      [[3], [4], [4], [4], [4]],
      [[0], [1], [1], [1], [2]],
    ]);
    expect(trace.decisions.map((decision) => decision.decision)).toContain("Assumed: one string per array");
  });

  it("a single row of 3: bottom left, bottom centre, bottom right", () => {
    expect(counts(layoutInput(["###"]))).toEqual({
      "IRP-300M": 3,
      "FK-P-BL": 1,
      "FK-P-BC": 1,
      "FK-P-BR": 1,
      "ACB-MC4": 4,
    });
  });

  it("a single panel takes the single-panel kit (sub-type 5) and 2 ArcBoxes", () => {
    const { result } = layoutSolarArray(layoutInput(["..", ".#"]));
    expect(result.cellKits).toEqual([
      [[], []],
      [[], [5]],
    ]);
    expect(counts(layoutInput(["#"]))).toEqual({ "IRP-300M": 1, "FK-P-SP": 1, "ACB-MC4": 2 });
  });

  it("L-shape, one panel above the left end of a row of 3: a corner top right at the step", () => {
    // Rows: "#.." above "###". Panels by the rule (L, R, B = left, right, below filled):
    //   (1,1): no L, B → TY 3; (2,1): no L, no B, R → TL 0; (2,2): L, no B, R → TC 1; (2,3): L, no B, no R → TR 2.
    // Empty (1,2): l = (1,1), bl = (2,1), b = (2,2) all filled → "Corner top right" 12 (source CRT ←
    // temp[1][0] && temp[2][0] && temp[2][1]); r = (1,3) is empty, so no "Corner top left".
    // Empty (1,3): l is empty and b, br alone satisfy nothing. The padding ring: every ring cell lacks
    // one of each pattern's three cells (e.g. (0,1) has b but no r), so no other corners.
    const { result } = layoutSolarArray(layoutInput(["#..", "###"]));
    expect(result.valid).toBe(true);
    expect(result.cellKits).toEqual([
      [[3], [12], []],
      [[0], [1], [2]],
    ]);
    expect(result.kitList.map((row) => [row.kind, row.code, row.count])).toEqual([
      ["panel", "IRP-300M", 4],
      ["flashing", "FK-P-BC", 1],
      ["flashing", "FK-P-BL", 1],
      ["flashing", "FK-P-BR", 1],
      ["flashing", "FK-P-UL", 1],
      ["cornerFlashing", "CF-TR", 1],
      ["arcboxConnector", "ACB-MC4", 5],
    ]);
    expect(result.heightMm).toBe(3400);
    expect(result.widthMm).toBe(3000);
  });

  it("mirrored L and upside-down L: corner top left and corner bottom right", () => {
    // "..#" over "###": empty (1,2) has r = (1,3), b = (2,2), br = (2,3) filled → "Corner top left" 11.
    // The upper panel has no L and a B → TY.
    expect(layoutSolarArray(layoutInput(["..#", "###"])).result.cellKits).toEqual([
      [[], [11], [3]],
      [[0], [1], [2]],
    ]);
    // "###" over "#..": empty (2,2) has al = (1,1), a = (1,2), l = (2,1) filled → "Corner bottom right" 14.
    // Top row: (1,1) no L, B → TY; (1,2) L, no B, R → TC; (1,3) L, no B, no R → TR; (2,1) alone → single 5.
    expect(layoutSolarArray(layoutInput(["###", "#.."])).result.cellKits).toEqual([
      [[3], [1], [2]],
      [[5], [14], []],
    ]);
  });

  it("a notch at the bottom right corner: '##' over '#.' puts a corner bottom right in the notch", () => {
    // Empty (2,2): al = (1,1), a = (1,2), l = (2,1) filled → "Corner bottom right" 14 (source CRB).
    // (1,1): no L, B → TY; (1,2): L, no B, no R → TR; (2,1): alone → single 5.
    const atEdge = layoutSolarArray(layoutInput(["##", "#."])).result;
    expect(atEdge.cellKits).toEqual([
      [[3], [2]],
      [[5], [14]],
    ]);
    // Drawn away from the grid's edges, the kit is the same.
    const inMiddle = layoutSolarArray(layoutInput(["....", ".##.", ".#..", "...."])).result;
    expect(inMiddle.kitList).toEqual(atEdge.kitList);
  });

  it("'##' over '.#': corner bottom left in the notch", () => {
    // Empty (2,1): r = (2,2), ar = (1,2), a = (1,1) filled → "Corner bottom left" 13 (source CLB-S, al empty).
    expect(layoutSolarArray(layoutInput(["##", ".#"])).result.cellKits[1]?.[0]).toEqual([13]);
  });

  it("landscape 1 × 2: the cell is panel width high and panel height wide", () => {
    const { result } = layoutSolarArray(layoutInput(["##"], { orientation: "landscape" }));
    expect(result.heightMm).toBe(1000);
    expect(result.widthMm).toBe(2 * 1700);
    const portrait = layoutSolarArray(layoutInput(["##"])).result;
    expect([portrait.heightMm, portrait.widthMm]).toEqual([1700, 2000]);
  });
});

/**
 * The published landscape kit list of the same in-roof system (catalogue.md §4.1 source, Products/GBP.csv
 * "Landscape Flashing List": F16-LL, -LC, -LR, -LY, -LJ, VAL-16 and the landscape corner conversion kits
 * F16-LCLT, -LCRT, -LCLB(-S), -LCRB; no window kit, F16-VC is portrait only), under the seed's generic codes.
 */
describe("layoutSolarArray: landscape kits by the same rule", () => {
  const landscapeSystem: SolarSystemKits = {
    flashings: [
      component(50, "FK-L-BL", "Flashing kit, bottom row left (landscape)", 0),
      component(51, "FK-L-BC", "Flashing kit, bottom row between panels (landscape)", 1),
      component(52, "FK-L-BR", "Flashing kit, bottom row right (landscape)", 2),
      component(53, "FK-L-UL", "Flashing kit, upper rows left end (landscape)", 3),
      component(54, "FK-L-UJ", "Flashing kit, upper rows joining (landscape)", 4),
      component(55, "FK-L-SP", "Flashing kit, single panel (landscape)", 5),
    ],
    cornerFlashings: [
      component(60, "CF-L-TL", "Corner flashing, top left (landscape)", 11),
      component(61, "CF-L-TR", "Corner flashing, top right (landscape)", 12),
      component(62, "CF-L-BL", "Corner flashing, bottom left (landscape)", 13),
      component(63, "CF-L-BR", "Corner flashing, bottom right (landscape)", 14),
    ],
    windowConversionKits: [],
  };

  it("'##.' over '###' in landscape: LY, LJ over LL, LC, LR, a top-right corner at the step; valid without a window kit", () => {
    // By the rule (L, R, B = left, right, below filled):
    //   (1,1): no L, B → upper row left end 3; (1,2): L and B → joining 4;
    //   (2,1): no L, no B, R → bottom left 0; (2,2): L, no B, R → bottom centre 1; (2,3): L, no B, no R → bottom right 2.
    // Empty (1,3): left (1,2), below-left (2,2) and below (2,3) filled → corner top right 12; its right is empty.
    // Landscape cells are the panel turned: 1000 mm high, 1700 mm wide, so 2 × 1000 by 3 × 1700 mm.
    // 5 panels × 0.3 kWp = 1.50 kWp; ArcBox N + 1 = 6. A landscape array takes no window (spec 03 §4), so the
    // system needs no window kit to be valid in landscape.
    const { result } = layoutSolarArray(
      layoutInput(["##.", "###"], { orientation: "landscape", system: landscapeSystem }),
    );
    expect(result.problems).toEqual([]);
    expect(result.valid).toBe(true);
    expect(result.cellKits).toEqual([
      [[3], [4], [12]],
      [[0], [1], [2]],
    ]);
    expect(result.kitList.map((row) => [row.kind, row.code, row.count])).toEqual([
      ["panel", "IRP-300M", 5],
      ["flashing", "FK-L-BC", 1],
      ["flashing", "FK-L-BL", 1],
      ["flashing", "FK-L-BR", 1],
      ["flashing", "FK-L-UJ", 1],
      ["flashing", "FK-L-UL", 1],
      ["cornerFlashing", "CF-L-TR", 1],
      ["arcboxConnector", "ACB-MC4", 6],
    ]);
    expect([result.powerKwp, result.heightMm, result.widthMm]).toEqual([1.5, 2000, 5100]);
  });

  it("a portrait array still needs the system's window kit to be valid", () => {
    const { result } = layoutSolarArray(layoutInput(["##"], { system: { ...system, windowConversionKits: [] } }));
    expect(result.problems.map((problem) => problem.code)).toEqual(["invalid-system"]);
  });
});

describe("layoutSolarArray: windows", () => {
  it("3 × 3 with a window in the centre (portrait): 8 panels, one window centre kit, ArcBox 8 + 1 + 1", () => {
    const { result } = layoutSolarArray(layoutInput(["###", "#W#", "###"]));
    expect(result.valid).toBe(true);
    expect(result.panelCount).toBe(8);
    expect(result.windowCount).toBe(1);
    expect(result.powerKwp).toBe(2.4);
    // The window counts as filled: (2,3) has L = window and B → J.
    expect(result.cellKits).toEqual([
      [[3], [4], [4]],
      [[3], [6], [4]],
      [[0], [1], [2]],
    ]);
    expect(Object.fromEntries(result.kitList.map((row) => [row.code, row.count]))).toEqual({
      "IRP-300M": 8,
      "FK-P-BL": 1,
      "FK-P-BC": 1,
      "FK-P-BR": 1,
      "FK-P-UL": 2,
      "FK-P-UJ": 3,
      "WK-C": 1,
      "ACB-MC4": 10,
    });
    expect(result.heightMm).toBe(3 * 1700);
  });

  it("the same in landscape: window-landscape (spec 03 §4)", () => {
    const { result } = layoutSolarArray(layoutInput(["###", "#W#", "###"], { orientation: "landscape" }));
    expect(result.valid).toBe(false);
    expect(result.problems.map((problem) => problem.code)).toEqual(["window-landscape"]);
    expect(result.problems[0]?.cells).toEqual([{ rowIndex: 1, columnIndex: 1 }]);
    expect(result.problems[0]?.message).toContain("row 2, column 2");
  });

  it("a window on the array's edge: window-position and no window kit", () => {
    const { result } = layoutSolarArray(layoutInput(["#W#", "###", "###"]));
    expect(result.problems.map((problem) => problem.code)).toEqual(["window-position"]);
    expect(result.problems[0]?.message).toContain("row 1, column 2");
    expect(result.kitList.some((row) => row.kind === "windowConversionKit")).toBe(false);
  });

  it("a window next to another window is not surrounded by panels", () => {
    const { result } = layoutSolarArray(layoutInput(["####", "#WW#", "####"]));
    expect(result.problems[0]?.code).toBe("window-position");
    expect(result.problems[0]?.cells).toHaveLength(2);
  });

  it("tells the designer which cells can take a window: only one with panels on all eight sides", () => {
    // A 3 × 4 block: only the middle row's two inner cells are surrounded.
    const grid = [0, 1, 2].map(() => [true, true, true, true]);
    const takes = (
      rowIndex: number,
      columnIndex: number,
      windowCells = [] as { rowIndex: number; columnIndex: number }[],
    ) => canTakeWindow({ grid, windowCells }, { rowIndex, columnIndex });
    expect([takes(1, 1), takes(1, 2), takes(0, 1), takes(1, 0), takes(2, 2)]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    // Once (1, 1) is a window, (1, 2) has a window beside it and cannot take one too.
    expect(takes(1, 2, [{ rowIndex: 1, columnIndex: 1 }])).toBe(false);
  });
});

describe("layoutSolarArray: problems", () => {
  it("diagonal touch: gap, naming both cells", () => {
    const { result } = layoutSolarArray(layoutInput(["#.", ".#"]));
    expect(result.valid).toBe(false);
    const gap = result.problems.find((problem) => problem.code === "gap");
    expect(gap?.cells).toEqual([
      { rowIndex: 0, columnIndex: 0 },
      { rowIndex: 1, columnIndex: 1 },
    ]);
    expect(gap?.message).toBe(
      "The cells at row 1, column 1; row 2, column 2 touch only at a corner and cannot be flashed.",
    );
  });

  it("two separate blocks: disconnected, naming the smaller piece", () => {
    const { result } = layoutSolarArray(layoutInput(["##.#"]));
    expect(result.problems.map((problem) => problem.code)).toEqual(["disconnected"]);
    expect(result.problems[0]?.cells).toEqual([{ rowIndex: 0, columnIndex: 3 }]);
    expect(result.problems[0]?.message).toContain("row 1, column 4");
  });

  it("a sub-type missing from the system: missing-component naming the kit and its cells", () => {
    const withoutJoining = { ...system, flashings: flashings.filter((kit) => kit.subType !== 4) };
    const { result } = layoutSolarArray(layoutInput(["###", "###"], { system: withoutJoining }));
    expect(result.valid).toBe(false);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]?.code).toBe("missing-component");
    expect(result.problems[0]?.message).toContain("Upper row, joining");
    expect(result.problems[0]?.message).toContain("row 1, column 2; row 1, column 3");
    expect(result.kitList.some((row) => row.code === "FK-P-UJ")).toBe(false);
  });

  it("no ArcBox in the catalogue: missing-component", () => {
    const { result } = layoutSolarArray(layoutInput(["##"], { arcboxConnector: null }));
    expect(result.problems.map((problem) => problem.code)).toEqual(["missing-component"]);
  });

  it("null system or an empty kit list: invalid-system with the exact message (spec 03 §4)", () => {
    for (const broken of [null, { ...system, cornerFlashings: [] }]) {
      const { result } = layoutSolarArray(layoutInput(["##"], { system: broken }));
      expect(result.valid).toBe(false);
      expect(result.problems).toEqual([{ code: "invalid-system", message: INVALID_SYSTEM_MESSAGE, cells: [] }]);
    }
    expect(INVALID_SYSTEM_MESSAGE).toBe("The configuration of the selected panel is invalid - please contact support.");
  });

  it("painted without a panel: no-panel, power and size 0", () => {
    const { result } = layoutSolarArray(layoutInput(["##"], { panel: null }));
    expect(result.problems.map((problem) => problem.code)).toEqual(["no-panel"]);
    expect([result.powerKwp, result.heightMm, result.widthMm]).toEqual([0, 0, 0]);
    expect(result.kitList.some((row) => row.kind === "panel")).toBe(false);
  });

  it("an empty grid is valid with no kits and zero power", () => {
    const { result } = layoutSolarArray(layoutInput(["...", "..."], { panel: null, system: null }));
    expect(result).toMatchObject({ valid: true, problems: [], kitList: [], powerKwp: 0, heightMm: 0, widthMm: 0 });
    expect(result.panelCount).toBe(0);
  });

  it("malformed input: ragged or empty grid, window cell outside or unpainted", () => {
    const fieldOf = (input: SolarArrayLayoutInput) => {
      try {
        layoutSolarArray(input);
      } catch (error) {
        return error instanceof EngineInputError ? error.field : "other";
      }
      return "none";
    };
    expect(fieldOf({ ...layoutInput(["##"]), grid: [[true, true], [true]] })).toBe("grid");
    expect(fieldOf({ ...layoutInput(["##"]), grid: [] })).toBe("grid");
    expect(fieldOf({ ...layoutInput(["##"]), windowCells: [{ rowIndex: 1, columnIndex: 0 }] })).toBe("windowCells");
    expect(fieldOf({ ...layoutInput(["#."]), windowCells: [{ rowIndex: 0, columnIndex: 1 }] })).toBe("windowCells");
  });
});

describe("layoutSolarArray: translation invariance", () => {
  const shapeArbitrary = fc
    .record({ rows: fc.integer({ min: 1, max: 4 }), columns: fc.integer({ min: 1, max: 4 }) })
    .chain(({ rows, columns }) =>
      fc.array(fc.array(fc.boolean(), { minLength: columns, maxLength: columns }), {
        minLength: rows,
        maxLength: rows,
      }),
    );

  it("the same shape drawn at the grid's corner and in its middle gives the same kit list and size", () => {
    fc.assert(
      fc.property(
        shapeArbitrary,
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        (shape, top, left) => {
          const columns = shape[0]?.length ?? 0;
          const width = columns + left + 2;
          const moved = [
            ...Array.from({ length: top }, () => Array<boolean>(width).fill(false)),
            ...shape.map((row) => [...Array<boolean>(left).fill(false), ...row, false, false]),
            Array<boolean>(width).fill(false),
          ];
          const base = { ...layoutInput(["#"]), windowCells: [] };
          const atCorner = layoutSolarArray({ ...base, grid: shape }).result;
          const inMiddle = layoutSolarArray({ ...base, grid: moved }).result;
          expect(inMiddle.kitList).toEqual(atCorner.kitList);
          expect(inMiddle.valid).toBe(atCorner.valid);
          expect(inMiddle.problems.map((problem) => problem.code)).toEqual(
            atCorner.problems.map((problem) => problem.code),
          );
          expect([inMiddle.powerKwp, inMiddle.heightMm, inMiddle.widthMm]).toEqual([
            atCorner.powerKwp,
            atCorner.heightMm,
            atCorner.widthMm,
          ]);
        },
      ),
    );
  });
});
