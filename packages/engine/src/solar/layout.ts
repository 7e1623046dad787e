/**
 * In-roof solar array layout: from a painted grid to the kit each panel position needs, the corner
 * flashings of stepped arrays, window conversion kits, the problems that make a layout unbuildable, and
 * the array's power and size. The kit rule follows the Viridian Clearline fusion configurator
 * (BobbyElmes/Fusion-Configurator src/App.js `flashingLogic`, `checkVeluxValid`, `checkWarning`),
 * summarised in catalogue.md §4.1; spec 03 §4 for the validity of a solar system.
 */
import { EngineInputError } from "../errors.js";
import { startTrace, type Traced } from "../trace.js";
import type {
  SolarArrayLayout,
  SolarArrayLayoutInput,
  SolarCell,
  SolarKitComponent,
  SolarKitKind,
  SolarKitRow,
  SolarProblem,
} from "./types.js";

const SOURCE = "in-roof kit flashing layout (manufacturer's kit list)";

/** Kit position codes (spec 03 §4 code markers) with the names messages use. */
export const SOLAR_SUB_TYPES = {
  bottomLeft: 0,
  bottomCentre: 1,
  bottomRight: 2,
  upperLeftEnd: 3,
  upperJoining: 4,
  singlePanel: 5,
  windowCentre: 6,
  arcboxConnector: 10,
  cornerTopLeft: 11,
  cornerTopRight: 12,
  cornerBottomLeft: 13,
  cornerBottomRight: 14,
} as const;

export const SOLAR_SUB_TYPE_NAMES: Readonly<Record<number, string>> = {
  0: "Bottom left",
  1: "Bottom centre",
  2: "Bottom right",
  3: "Upper row, left end",
  4: "Upper row, joining",
  5: "Single panel",
  6: "Window centre",
  10: "Connector",
  11: "Corner top left",
  12: "Corner top right",
  13: "Corner bottom left",
  14: "Corner bottom right",
};

export const INVALID_SYSTEM_MESSAGE = "The configuration of the selected panel is invalid - please contact support.";

type CellState = "empty" | "panel" | "window";

/** The grid padded by one empty ring, so kits on the array's outer edge do not depend on where it is drawn. */
interface PaddedGrid {
  rows: number;
  columns: number;
  /** Grid coordinates; -1 and rows/columns are the ring, always empty. */
  state(row: number, column: number): CellState;
}

function padGrid(input: Pick<SolarArrayLayoutInput, "grid" | "windowCells">): PaddedGrid {
  const grid = input.grid;
  const rows = grid.length;
  const columns = grid[0]?.length ?? 0;
  if (rows === 0 || columns === 0) throw new EngineInputError("grid", "must have at least one row and one column");
  for (const [index, row] of grid.entries()) {
    if (row.length !== columns) {
      throw new EngineInputError("grid", `row ${index + 1} has ${row.length} cells; every row must have ${columns}`);
    }
  }
  const windows = new Set<string>();
  for (const cell of input.windowCells) {
    const { rowIndex, columnIndex } = cell;
    const inside =
      Number.isInteger(rowIndex) &&
      Number.isInteger(columnIndex) &&
      rowIndex >= 0 &&
      rowIndex < rows &&
      columnIndex >= 0 &&
      columnIndex < columns;
    if (!inside) throw new EngineInputError("windowCells", `${cellName(cell)} is outside the grid`);
    if (grid[rowIndex]?.[columnIndex] !== true) {
      throw new EngineInputError("windowCells", `${cellName(cell)} is not a painted cell`);
    }
    windows.add(key(rowIndex, columnIndex));
  }
  return {
    rows,
    columns,
    state(row, column) {
      if (grid[row]?.[column] !== true) return "empty";
      return windows.has(key(row, column)) ? "window" : "panel";
    },
  };
}

function key(row: number, column: number): string {
  return `${row},${column}`;
}

function cellName(cell: SolarCell): string {
  return `row ${cell.rowIndex + 1}, column ${cell.columnIndex + 1}`;
}

function cellList(cells: readonly SolarCell[]): string {
  return cells.map(cellName).join("; ");
}

/** Flashing kit of a panel from its neighbours left, right and below (catalogue.md §4.1 rule). */
function panelSubType(filledLeft: boolean, filledRight: boolean, filledBelow: boolean): number {
  if (filledLeft) {
    if (filledBelow) return SOLAR_SUB_TYPES.upperJoining;
    return filledRight ? SOLAR_SUB_TYPES.bottomCentre : SOLAR_SUB_TYPES.bottomRight;
  }
  if (filledBelow) return SOLAR_SUB_TYPES.upperLeftEnd;
  return filledRight ? SOLAR_SUB_TYPES.bottomLeft : SOLAR_SUB_TYPES.singlePanel;
}

/**
 * Corner flashings on an empty cell. The source's CLB (needs the above-left cell) and CLB-S (needs it
 * empty) are one kit position here, so "bottom left" is right, above-right and above whatever above-left.
 */
function cornerSubTypes(filled: (dRow: number, dColumn: number) => boolean): number[] {
  const corners: number[] = [];
  if (filled(0, 1) && filled(1, 0) && filled(1, 1)) corners.push(SOLAR_SUB_TYPES.cornerTopLeft);
  if (filled(0, -1) && filled(1, -1) && filled(1, 0)) corners.push(SOLAR_SUB_TYPES.cornerTopRight);
  if (filled(0, 1) && filled(-1, 1) && filled(-1, 0)) corners.push(SOLAR_SUB_TYPES.cornerBottomLeft);
  if (filled(-1, -1) && filled(-1, 0) && filled(0, -1)) corners.push(SOLAR_SUB_TYPES.cornerBottomRight);
  return corners;
}

/** The configurator's rule for a roof window: panels on all eight sides (its `checkVeluxValid`). */
function isSurroundedByPanels(grid: PaddedGrid, row: number, column: number): boolean {
  for (let dRow = -1; dRow <= 1; dRow++) {
    for (let dColumn = -1; dColumn <= 1; dColumn++) {
      if ((dRow !== 0 || dColumn !== 0) && grid.state(row + dRow, column + dColumn) !== "panel") return false;
    }
  }
  return true;
}

/** Whether a painted cell of the layout could hold a roof window now: the designer offers window mode by it. */
export function canTakeWindow(layout: Pick<SolarArrayLayoutInput, "grid" | "windowCells">, cell: SolarCell): boolean {
  const grid = padGrid(layout);
  return (
    grid.state(cell.rowIndex, cell.columnIndex) !== "empty" &&
    isSurroundedByPanels(grid, cell.rowIndex, cell.columnIndex)
  );
}

function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** How many grid lines the indexes reach over, first to last inclusive. */
function spanOf(indexes: readonly number[]): number {
  return Math.max(...indexes) - Math.min(...indexes) + 1;
}

function byCode(a: { code: string }, b: { code: string }): number {
  if (a.code < b.code) return -1;
  return a.code > b.code ? 1 : 0;
}

/** The component for a kit position: the first by code when a system lists several. */
function componentFor(components: readonly SolarKitComponent[], subType: number): SolarKitComponent | undefined {
  return [...components].sort(byCode).find((component) => component.subType === subType);
}

/** 4-connected groups of painted cells, each in scan order. */
function connectedGroups(grid: PaddedGrid): SolarCell[][] {
  const seen = new Set<string>();
  const groups: SolarCell[][] = [];
  for (let row = 0; row < grid.rows; row++) {
    for (let column = 0; column < grid.columns; column++) {
      if (grid.state(row, column) === "empty" || seen.has(key(row, column))) continue;
      const group: SolarCell[] = [];
      const stack: SolarCell[] = [{ rowIndex: row, columnIndex: column }];
      seen.add(key(row, column));
      for (let cell = stack.pop(); cell !== undefined; cell = stack.pop()) {
        group.push(cell);
        for (const [dRow, dColumn] of [
          [-1, 0],
          [1, 0],
          [0, -1],
          [0, 1],
        ] as const) {
          const next = { rowIndex: cell.rowIndex + dRow, columnIndex: cell.columnIndex + dColumn };
          const nextKey = key(next.rowIndex, next.columnIndex);
          if (grid.state(next.rowIndex, next.columnIndex) === "empty" || seen.has(nextKey)) continue;
          seen.add(nextKey);
          stack.push(next);
        }
      }
      group.sort((a, b) => a.rowIndex - b.rowIndex || a.columnIndex - b.columnIndex);
      groups.push(group);
    }
  }
  return groups;
}

/** 2×2 blocks whose only painted cells are one diagonal pair (the source's `checkWarning`). */
function gapProblems(grid: PaddedGrid): SolarProblem[] {
  const problems: SolarProblem[] = [];
  const painted = (row: number, column: number) => grid.state(row, column) !== "empty";
  for (let row = 0; row + 1 < grid.rows; row++) {
    for (let column = 0; column + 1 < grid.columns; column++) {
      const topLeft = painted(row, column);
      const topRight = painted(row, column + 1);
      const bottomLeft = painted(row + 1, column);
      const bottomRight = painted(row + 1, column + 1);
      let cells: SolarCell[] | null = null;
      if (topLeft && bottomRight && !topRight && !bottomLeft) {
        cells = [
          { rowIndex: row, columnIndex: column },
          { rowIndex: row + 1, columnIndex: column + 1 },
        ];
      } else if (topRight && bottomLeft && !topLeft && !bottomRight) {
        cells = [
          { rowIndex: row, columnIndex: column + 1 },
          { rowIndex: row + 1, columnIndex: column },
        ];
      }
      if (cells !== null) {
        problems.push({
          code: "gap",
          message: `The cells at ${cellList(cells)} touch only at a corner and cannot be flashed.`,
          cells,
        });
      }
    }
  }
  return problems;
}

interface KitPlacement {
  subType: number;
  cells: SolarCell[];
}

export function layoutSolarArray(input: SolarArrayLayoutInput): Traced<SolarArrayLayout> {
  const grid = padGrid(input);
  const recorder = startTrace("In-roof solar array layout", SOURCE);
  const landscape = input.orientation === "landscape";
  const panel = input.panel;
  const system = input.system;

  const paintedCells: SolarCell[] = [];
  const windowCells: SolarCell[] = [];
  for (let row = 0; row < grid.rows; row++) {
    for (let column = 0; column < grid.columns; column++) {
      const state = grid.state(row, column);
      if (state === "empty") continue;
      paintedCells.push({ rowIndex: row, columnIndex: column });
      if (state === "window") windowCells.push({ rowIndex: row, columnIndex: column });
    }
  }
  const panelCount = paintedCells.length - windowCells.length;
  const windowCount = windowCells.length;

  recorder.input("grid", `${grid.rows} rows × ${grid.columns} columns`, "", "row 1 is the ridge side");
  recorder.input("orientation", input.orientation, "");
  recorder.input("painted cells", paintedCells.length, "");
  recorder.input("window cells", windowCount, "");
  recorder.input("panel", panel === null ? "none chosen" : `${panel.name} (${panel.code})`, "");
  if (panel !== null) recorder.input("panel power", panel.power ?? 0, "kWp");
  recorder.input("solar system", system === null ? "none" : "given", "");
  recorder.decide(
    "Cells outside the grid are empty",
    "the kit rule and the corner patterns are also applied to the ring of cells round the drawn grid, so an array's kit does not depend on where it is drawn; anything placed there would be counted but not drawn",
    SOURCE,
  );

  const filled = (row: number, column: number) => grid.state(row, column) !== "empty";
  const cellKits: number[][][] = Array.from({ length: grid.rows }, () =>
    Array.from({ length: grid.columns }, () => [] as number[]),
  );
  const placements = new Map<number, KitPlacement>();
  const place = (subType: number, row: number, column: number) => {
    const placement = placements.get(subType) ?? { subType, cells: [] };
    placement.cells.push({ rowIndex: row, columnIndex: column });
    placements.set(subType, placement);
    cellKits[row]?.[column]?.push(subType);
  };

  const misplacedWindows: SolarCell[] = [];
  for (let row = -1; row <= grid.rows; row++) {
    for (let column = -1; column <= grid.columns; column++) {
      const state = grid.state(row, column);
      if (state === "panel") {
        place(panelSubType(filled(row, column - 1), filled(row, column + 1), filled(row + 1, column)), row, column);
      } else if (state === "window") {
        if (!isSurroundedByPanels(grid, row, column)) misplacedWindows.push({ rowIndex: row, columnIndex: column });
        else if (!landscape) place(SOLAR_SUB_TYPES.windowCentre, row, column);
      } else {
        for (const corner of cornerSubTypes((dRow, dColumn) => filled(row + dRow, column + dColumn))) {
          place(corner, row, column);
        }
      }
    }
  }
  if (windowCount > 0) {
    recorder.decide(
      "Window conversion kit only for a window surrounded by panels in portrait",
      "the only window kit is the centre kit, valid with panels on all eight sides (the manufacturer's window kit rule); any other window is reported as a problem and gets no kit",
      "manufacturer's window conversion kit rule",
    );
  }

  const problems: SolarProblem[] = [];
  problems.push(...gapProblems(grid));

  const groups = connectedGroups(grid);
  if (groups.length > 1) {
    let largest = 0;
    for (const [index, group] of groups.entries()) {
      if (group.length > (groups[largest]?.length ?? 0)) largest = index;
    }
    const cells = groups.filter((_, index) => index !== largest).flat();
    problems.push({
      code: "disconnected",
      message: `The array is in ${groups.length} separate pieces; lay out the cells at ${cellList(cells)} as another array.`,
      cells,
    });
  }

  if (landscape && windowCount > 0) {
    problems.push({
      code: "window-landscape",
      message: `Roof windows can only be set in a portrait array: ${cellList(windowCells)}.`,
      cells: windowCells,
    });
  }
  if (!landscape && misplacedWindows.length > 0) {
    problems.push({
      code: "window-position",
      message: `A roof window needs panels on all eight sides: ${cellList(misplacedWindows)}.`,
      cells: misplacedWindows,
    });
  }

  const painted = paintedCells.length > 0;
  if (painted && panel === null) {
    problems.push({ code: "no-panel", message: "Choose a panel for the array.", cells: [] });
  }
  // Spec 03 §4: a system is valid with at least one flashing, corner flashing and window conversion kit. The
  // kits come narrowed to the array's orientation, and a landscape array takes no window (nor does any maker
  // publish a landscape window kit), so landscape asks for flashings and corners only.
  const systemValid =
    system !== null &&
    system.flashings.length > 0 &&
    system.cornerFlashings.length > 0 &&
    (landscape || system.windowConversionKits.length > 0);
  if (painted && panel !== null && !systemValid) {
    problems.push({ code: "invalid-system", message: INVALID_SYSTEM_MESSAGE, cells: [] });
  }

  const rows = new Map<number, SolarKitRow & { group: number }>();
  const addRow = (component: SolarKitComponent, kind: SolarKitKind, group: number, count: number) => {
    if (count <= 0) return;
    const existing = rows.get(component.id);
    if (existing !== undefined) {
      existing.count += count;
      return;
    }
    rows.set(component.id, {
      group,
      componentId: component.id,
      kind,
      code: component.code,
      name: component.name,
      description: component.description,
      count,
      unit: "Off",
      power: null,
    });
  };

  const groupsOfKits: { kind: SolarKitKind; list: "flashings" | "cornerFlashings" | "windowConversionKits" }[] = [
    { kind: "flashing", list: "flashings" },
    { kind: "cornerFlashing", list: "cornerFlashings" },
    { kind: "windowConversionKit", list: "windowConversionKits" },
  ];
  const kindOfSubType = (subType: number): number => {
    if (subType === SOLAR_SUB_TYPES.windowCentre) return 2;
    return subType >= SOLAR_SUB_TYPES.cornerTopLeft ? 1 : 0;
  };
  const sortedPlacements = [...placements.values()].sort((a, b) => a.subType - b.subType);
  for (const placement of sortedPlacements) {
    const name = SOLAR_SUB_TYPE_NAMES[placement.subType] ?? `sub-type ${placement.subType}`;
    recorder.step({
      symbol: `n(${placement.subType})`,
      description: `kits "${name}"`,
      value: placement.cells.length,
      unit: "",
      reference: SOURCE,
    });
    if (system === null) continue;
    const groupIndex = kindOfSubType(placement.subType);
    const kitGroup = groupsOfKits[groupIndex];
    if (kitGroup === undefined) continue;
    const component = componentFor(system[kitGroup.list], placement.subType);
    if (component !== undefined) {
      addRow(component, kitGroup.kind, groupIndex + 1, placement.cells.length);
    } else if (systemValid) {
      problems.push({
        code: "missing-component",
        message: `The panel's system has no "${name}" kit, needed at ${cellList(placement.cells)}.`,
        cells: placement.cells,
      });
    }
  }

  let arcboxCount = 0;
  if (panelCount > 0) {
    arcboxCount = recorder.step({
      symbol: "n_ArcBox",
      description: "arc-containment enclosures, one per mated MC4 pair",
      value: panelCount + 1 + windowCount,
      unit: "",
      reference: "one enclosure per mated MC4 connector pair",
      formula: `(N − 1) + 2 + windows = (${panelCount} − 1) + 2 + ${windowCount}`,
    });
    recorder.decide(
      "Assumed: one string per array",
      "a string of k panels has k − 1 inter-panel pairs and 2 home-run pairs, so N + 1 pairs; the stringing is not drawn, so one string is assumed",
      "connector count for the string",
    );
    if (windowCount > 0) {
      recorder.decide(
        "Assumed: one extra connector pair per window",
        "the string's cable is routed round each window, which adds one mated pair",
        "connector count for the string",
      );
    }
    if (input.arcboxConnector === null) {
      problems.push({
        code: "missing-component",
        message: `The catalogue has no "${SOLAR_SUB_TYPE_NAMES[SOLAR_SUB_TYPES.arcboxConnector]}" enclosure for the array's connectors.`,
        cells: [],
      });
    } else {
      addRow(input.arcboxConnector, "arcboxConnector", 4, arcboxCount);
    }
  }

  let powerKwp = 0;
  let heightMm = 0;
  let widthMm = 0;
  if (panel !== null && painted) {
    powerKwp = recorder.step({
      symbol: "P",
      description: "array power",
      value: round2(panelCount * (panel.power ?? 0)),
      unit: "kWp",
      reference: "panel count × rated peak power (Wp)",
      formula: `N × P_panel = ${panelCount} × ${panel.power ?? 0}`,
    });
    if (panelCount > 0) {
      rows.set(panel.id, {
        group: 0,
        componentId: panel.id,
        kind: "panel",
        code: panel.code,
        name: panel.name,
        description: panel.description,
        count: panelCount,
        unit: "Off",
        power: powerKwp,
      });
    }
    const spannedRows = spanOf(paintedCells.map((cell) => cell.rowIndex));
    const spannedColumns = spanOf(paintedCells.map((cell) => cell.columnIndex));
    const cellHeight = (landscape ? panel.width : panel.height) ?? 0;
    const cellWidth = (landscape ? panel.height : panel.width) ?? 0;
    if (panel.height === null || panel.width === null) {
      recorder.decide("Panel size unknown", "the panel has no height or width, so the array's size is 0", SOURCE);
    }
    const outlineSource = "array outline from the panel grid";
    recorder.decide(
      "A window cell takes the size of a panel position",
      "the window replaces one panel in the grid, so the array's outline is the painted cells' bounding box",
      outlineSource,
    );
    /** The outline one way: the cells the painted ones span that way, each one panel position long. */
    const outlineStep = (
      symbol: "H" | "W",
      extent: "height" | "width",
      cells: "rows" | "columns",
      spanned: number,
      cellMm: number,
    ) =>
      recorder.step({
        symbol,
        description: `array ${extent} over ${spanned} ${cells} (${input.orientation})`,
        value: spanned * cellMm,
        unit: "mm",
        reference: outlineSource,
        formula: `${spanned} × ${cellMm}`,
      });
    heightMm = outlineStep("H", "height", "rows", spannedRows, cellHeight);
    widthMm = outlineStep("W", "width", "columns", spannedColumns, cellWidth);
  }

  const kitList = [...rows.values()]
    .sort((a, b) => a.group - b.group || byCode(a, b))
    .map(({ group: _group, ...row }) => row);

  return {
    result: {
      valid: problems.length === 0,
      problems,
      panelCount,
      windowCount,
      cellKits,
      kitList,
      powerKwp,
      heightMm,
      widthMm,
    },
    trace: recorder.trace,
  };
}
