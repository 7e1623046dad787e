/** The design a user edits, and the pure steps that change it (no React: unit-testable). */
import {
  emptySolarGrid,
  SOLAR_GRID_MAX_SIZE,
  type SolarArray,
  type SolarCell,
  type SolarOrientation,
} from "@portal/contracts";
import { canTakeWindow } from "@portal/engine/solar";

export interface SolarDesign {
  orientation: SolarOrientation;
  /** As typed: "" is none; the contract schema checks the number when the design is saved. */
  orientationFromSouth: string;
  panelLocation: string | null;
  panelId: number | null;
  windowId: number | null;
  grid: boolean[][];
  windowLocations: SolarCell[];
  inverterIds: number[];
  chargerIds: number[];
}

export function designOf(array: SolarArray): SolarDesign {
  return {
    orientation: array.orientation,
    orientationFromSouth: array.orientationFromSouth === null ? "" : String(array.orientationFromSouth),
    panelLocation: array.panelLocation,
    panelId: array.panelId,
    windowId: array.windowId,
    grid: array.array.map((row) => [...row]),
    windowLocations: array.windowLocations.map((cell) => ({ ...cell })),
    inverterIds: [...array.inverterIds],
    chargerIds: [...array.chargerIds],
  };
}

/** The PUT body before the contract schema parses it (the number typed becomes a number, or stays as typed). */
export function updateBodyOf(design: SolarDesign, version: number) {
  const typed = design.orientationFromSouth.trim();
  return {
    orientation: design.orientation,
    orientationFromSouth: typed === "" ? null : Number(typed),
    panelLocation: design.panelLocation,
    panelId: design.panelId,
    array: design.grid,
    windowId: design.windowId,
    windowLocations: design.windowLocations,
    inverterIds: design.inverterIds,
    chargerIds: design.chargerIds,
    version,
  };
}

const sameCell = (a: SolarCell, b: SolarCell) => a.rowIndex === b.rowIndex && a.columnIndex === b.columnIndex;

export function paintCell(design: SolarDesign, cell: SolarCell, painted: boolean): SolarDesign {
  const grid = design.grid.map((row, rowIndex) =>
    rowIndex === cell.rowIndex ? row.map((value, column) => (column === cell.columnIndex ? painted : value)) : row,
  );
  // A cleared cell holds no window.
  const windowLocations = painted ? design.windowLocations : design.windowLocations.filter((w) => !sameCell(w, cell));
  return { ...design, grid, windowLocations };
}

export function toggleWindow(design: SolarDesign, cell: SolarCell): SolarDesign {
  if (!design.grid[cell.rowIndex]?.[cell.columnIndex]) return design;
  const isWindow = design.windowLocations.some((w) => sameCell(w, cell));
  return {
    ...design,
    windowLocations: isWindow
      ? design.windowLocations.filter((w) => !sameCell(w, cell))
      : [...design.windowLocations, { ...cell }],
  };
}

/** The same size, nothing painted. */
export function clearGrid(design: SolarDesign): SolarDesign {
  return { ...design, grid: emptySolarGrid(design.grid.length, design.grid[0]?.length ?? 0), windowLocations: [] };
}

export function changeOrientation(design: SolarDesign, orientation: SolarOrientation): SolarDesign {
  return { ...clearGrid(design), orientation };
}

export type GridChange = "addRow" | "removeRow" | "addColumn" | "removeColumn";

/** Rows are added and removed at the eaves side (the bottom), columns at the right; 1 to the maximum either way. */
export function resizeGrid(design: SolarDesign, change: GridChange): SolarDesign {
  const rows = design.grid.length;
  const columns = design.grid[0]?.length ?? 0;
  let grid = design.grid;
  if (change === "addRow" && rows < SOLAR_GRID_MAX_SIZE) grid = [...grid, Array.from({ length: columns }, () => false)];
  if (change === "removeRow" && rows > 1) grid = grid.slice(0, -1);
  if (change === "addColumn" && columns < SOLAR_GRID_MAX_SIZE) grid = grid.map((row) => [...row, false]);
  if (change === "removeColumn" && columns > 1) grid = grid.map((row) => row.slice(0, -1));
  const newRows = grid.length;
  const newColumns = grid[0]?.length ?? 0;
  const windowLocations = design.windowLocations.filter(
    (cell) => cell.rowIndex < newRows && cell.columnIndex < newColumns,
  );
  return { ...design, grid, windowLocations };
}

export function canResize(design: SolarDesign, change: GridChange): boolean {
  const rows = design.grid.length;
  const columns = design.grid[0]?.length ?? 0;
  if (change === "addRow") return rows < SOLAR_GRID_MAX_SIZE;
  if (change === "removeRow") return rows > 1;
  if (change === "addColumn") return columns < SOLAR_GRID_MAX_SIZE;
  return columns > 1;
}

export const hasPaintedCells = (design: SolarDesign) => design.grid.some((row) => row.some(Boolean));

/**
 * Window mode is offered only when a window can go somewhere (spec 03 §4), by the engine's rule (panels on all
 * eight sides), or when a window is already placed (to take it away again).
 */
export function canPlaceWindow(design: SolarDesign): boolean {
  if (design.windowLocations.length > 0) return true;
  const layout = { grid: design.grid, windowCells: design.windowLocations };
  return design.grid.some((row, rowIndex) =>
    row.some((_painted, columnIndex) => canTakeWindow(layout, { rowIndex, columnIndex })),
  );
}
