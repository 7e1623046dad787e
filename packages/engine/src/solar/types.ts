/**
 * In-roof solar arrays: the inputs and results of the layout, kit, edge-component and wind-check functions.
 * The engine does not import the contracts; the shapes here match `@portal/contracts` solar-arrays.ts field for
 * field so the API passes them through.
 */
import type { RoofSlope } from "../estimate/estimate.js";

export type SolarOrientation = "portrait" | "landscape";

export interface SolarCell {
  rowIndex: number;
  columnIndex: number;
}

/** A solar catalogue component as the layout needs it (spec 03 §3.1 solar component). */
export interface SolarKitComponent {
  id: number;
  code: string;
  name: string;
  description: string | null;
  /** The kit's position code (spec 03 §4 code markers), e.g. 0 bottom left … 5 single panel, 11–14 corners, 6 window centre. */
  subType: number | null;
  /** kWp, panels only. */
  power: number | null;
  /** mm, panels and window types. */
  height: number | null;
  width: number | null;
  /** kPa, the maker's declared value (MCS 012 / BS EN 14437). */
  windResistance: number | null;
}

/** The panel's solar system, its members already narrowed to the array's orientation. */
export interface SolarSystemKits {
  flashings: readonly SolarKitComponent[];
  cornerFlashings: readonly SolarKitComponent[];
  windowConversionKits: readonly SolarKitComponent[];
}

export interface SolarArrayLayoutInput {
  /** Rows from the ridge side (index 0) down to the eaves side; `true` is a painted cell (panel or window). */
  grid: readonly (readonly boolean[])[];
  orientation: SolarOrientation;
  /** Painted cells holding a roof window instead of a panel. */
  windowCells: readonly SolarCell[];
  /** Null until the user chooses one; an array with painted cells then has the "no-panel" problem. */
  panel: SolarKitComponent | null;
  /** The roof window type (type 8) for window cells; null when the array has none. */
  window: SolarKitComponent | null;
  /** Null when the panel has no solar system: the "invalid-system" problem. */
  system: SolarSystemKits | null;
  /** The catalogue's arc-containment enclosure (type 6); null when the catalogue has none. */
  arcboxConnector: SolarKitComponent | null;
}

export type SolarProblemCode =
  | "gap"
  | "disconnected"
  | "window-position"
  | "window-landscape"
  | "missing-component"
  | "no-panel"
  | "invalid-system"
  /** Raised from `fitSolarArrayOnRoof`, not by the layout: the array is taller or wider than the roof's slopes. */
  | "does-not-fit";

export interface SolarProblem {
  code: SolarProblemCode;
  message: string;
  cells: SolarCell[];
}

export type SolarKitKind = "panel" | "flashing" | "cornerFlashing" | "windowConversionKit" | "arcboxConnector" | "edge";

/** Kit list row (spec 03 §3.2): code, name, description, count, power (the row's kWp, panels only). */
export interface SolarKitRow {
  componentId: number;
  kind: SolarKitKind;
  code: string;
  name: string;
  description: string | null;
  count: number;
  /** "Off" (each) for kits; the unit of the edge component's formula ("m" for a length). */
  unit: "Off" | "m";
  power: number | null;
}

export interface SolarArrayLayout {
  valid: boolean;
  problems: SolarProblem[];
  panelCount: number;
  windowCount: number;
  /** For drawing: per cell, the sub-type codes of the kits placed there (flashing or window kit on a painted cell, corner flashings on an empty one). */
  cellKits: number[][][];
  /** In a fixed order: panels, flashings, corner flashings, window kits, connectors; each group by code. */
  kitList: SolarKitRow[];
  /** kWp, rounded to 2 decimals (spec 03 §9). */
  powerKwp: number;
  /** mm, over the rows and columns the painted cells span (panel sizes; flashing margins not included). */
  heightMm: number;
  widthMm: number;
}

/** A solar edge component of the roof's tile (spec 03 §3.1), with the formula that counts it. */
export interface SolarEdgeComponentInput {
  componentId: number;
  code: string;
  name: string;
  description: string | null;
  formulaId: number;
  /** SOLAR_EDGE_TYPES: 1 top, 2 bottom, 3 left, 4 right of the array. */
  edge: number;
}

export interface SolarEdgeInput {
  widthM: number;
  heightM: number;
  /** Batten gauge of the roof (m) and the tile's cover width (m), from the roof's fixing results. */
  gaugeM: number;
  coverWidthM: number;
  components: readonly SolarEdgeComponentInput[];
}

/**
 * A wind band of the roof as the fixing results store it (engine `WindBand`): distances from the nearer verge or
 * hip (square to it on plan) and up the slope from the eaves, on the slope.
 */
export interface SolarWindBand {
  kind: "perimeter" | "local" | "general";
  name: string;
  alongEavesFromM: number;
  alongEavesToM: number;
  upSlopeFromM: number;
  upSlopeToM: number;
  cpe1: number;
}

export interface SolarWindCheckInput {
  widthM: number;
  heightM: number;
  /**
   * The slopes the array may sit on, as the roof was set out (`deriveRoofGeometry`, or as entered): the bands are
   * laid on each slope's outline, verges or hips as its eaves and ridge widths make them.
   */
  slopes: readonly RoofSlope[];
  /** Rafter pitch α: a strip along a hip is measured square to the hip on plan. */
  pitchDeg: number;
  bands: readonly SolarWindBand[];
  peakVelocityPressurePa: number;
  /** γQ and KFI as the roof's fixing applied them. */
  variableLoadSafetyFactor: number;
  multiplyingFactor: number;
  resistanceKpa: number;
}

export interface SolarWindCheck {
  resistanceKpa: number;
  designPressureKpa: number;
  governingArea: string;
  placement: "general-area" | "reaches-local-areas";
  condition: string;
  passes: boolean;
  working: string;
}
