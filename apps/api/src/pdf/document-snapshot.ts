/**
 * Everything a document prints, gathered from the stored data when a version is generated and kept with the
 * version: the templates render from this alone (never from the database, the clock or the browser), so a
 * version renders the same document forever and two versions can be compared.
 *
 * One shape serves every level: a roof document is a project with one plot holding one roof; a plot document
 * holds all the plot's roofs; a project document all its plots.
 */
import type { DocumentLevel, PdfType, ProjectSiteData, RoleName, SolarArray } from "@portal/contracts";
import type { RoofCalculation, RoofCalculationInput, Trace } from "@portal/engine";

/**
 * Bumped when the shape changes; a template reading an older snapshot knows what it holds.
 * 2: roofs carry their solar arrays.
 * 3: estimate lines carry the edge of the system that counted them and their wastage.
 * 4: the requester's role and e-mail, and the catalogue data the version rests on (the Fixing Spec's
 *    responsibility block).
 */
export const DOCUMENT_SNAPSHOT_SCHEMA = 4;

export interface DocumentSnapshot {
  schema: 1 | 2 | 3 | typeof DOCUMENT_SNAPSHOT_SCHEMA;
  level: DocumentLevel;
  pdfType: PdfType;
  /** Improved Fixing Spec: the Fixing Spec with the full working (staff only). */
  isImproved: boolean;
  version: number;
  /** ISO 8601, the moment the version was made; printed in the footer as the UK date. */
  generatedAt: string;
  /** Who asked for it, as "First Last" (a wizard visitor's name as typed; the e-mail where no name is known). */
  generatedBy: string;
  /** The requester's role when it was asked for; absent before schema 4. */
  generatedByRole?: RoleName;
  /** The requester's e-mail; absent before schema 4. */
  generatedByEmail?: string;
  /** The stored data the version rests on besides the project's own; absent before schema 4. */
  dataSources?: DocumentDataSources;
  project: DocumentProject;
  /** The project's site wind as the Site panel shows it (every value with its source); null without a location. */
  site: ProjectSiteData | null;
  plots: DocumentPlot[];
}

/**
 * The catalogue keeps no version number, so the version names the latest change to it instead: the moment any
 * product, tile, fixing, system or clause row was last added or changed (a deletion leaves no time behind).
 */
export interface DocumentDataSources {
  /** ISO 8601; null when the catalogue holds no rows. */
  catalogueChangedAt: string | null;
}

export interface DocumentProject {
  id: number;
  referenceNumber: string;
  name: string;
  /** The site address on one line ("1 High Street, Reading, RG1 1AA"). */
  siteAddress: string;
  lat: number | null;
  long: number | null;
  customerName: string | null;
  /** Customer address lines, blanks left out. */
  customerAddress: string[];
  projectOwner: string | null;
  salesPerson: string | null;
}

export interface DocumentPlot {
  id: number;
  name: string;
  roofs: DocumentRoof[];
}

export interface DocumentRoof {
  id: number;
  name: string;
  /** The roof type's name as the editor shows it ("Duo Pitch", "Hipped" …); null before it is chosen. */
  roofTypeName: string | null;
  tile: DocumentTile | null;
  /** The engine's input, result and working as stored by the last recalculation; null before the first. */
  calculation: DocumentCalculation | null;
  /** The bill of quantities as the roof holds it (staff edits included), in order. */
  estimateItems: DocumentEstimateItem[];
  /** The roof's NBS clauses as the document prints them (project overrides applied); null without a tile. */
  nbs: DocumentNbs | null;
  /** The roof's in-roof solar arrays in order, kit and wind check worked out when the version was made (schema 2). */
  solarArrays?: DocumentSolarArray[];
}

/** A solar array as the documents print it: the design and what the engine made of it. */
export type DocumentSolarArray = Pick<
  SolarArray,
  | "arrayNumber"
  | "orientation"
  | "orientationFromSouth"
  | "panelLocation"
  | "array"
  | "windowLocations"
  | "kitList"
  | "power"
  | "arrayHeight"
  | "arrayWidth"
  | "isValid"
  | "problems"
  | "windCheck"
> & {
  /** The panel's code and name ("IRP-300M In-roof PV panel 300 Wp"); null before one is chosen. */
  panelName: string | null;
};

/**
 * An array the documents print: one with panels. The empty array Solar starts with, and cells painted before a
 * panel is chosen, are not a design to build or order (without a panel the layout still counts connectors).
 */
export function hasPanels(array: DocumentSolarArray): boolean {
  return array.kitList.some((row) => row.kind === "panel" && row.count > 0);
}

export interface DocumentTile {
  id: number;
  name: string;
  /** The colour's description with its finish ("Smooth Grey"); null before it is chosen. */
  colour: string | null;
  /** The tile's own product code where the catalogue has one. */
  code: string | null;
}

export interface DocumentCalculation {
  calculatedAt: string;
  inputs: RoofCalculationInput;
  result: RoofCalculation;
  trace: Trace;
}

export interface DocumentEstimateItem {
  code: string;
  description: string;
  unit: string;
  quantity: number;
  /** Items per pack; null where the catalogue sells it singly. */
  packQuantity: number | null;
  /** Whole packs to order, as stored with the line. */
  packs: number | null;
  /** The system or group the line belongs to ("Roof covering", "Dry Ridge" …). */
  groupName: string;
  /**
   * The edge (EDGE_TYPES key) whose roof system counted the line, which keeps it under that system's group
   * (`estimateGroupOf`); null for other lines, absent before schema 3.
   */
  edge?: string | null;
  /** The wastage the calculation added, %; null on a line stored without it, absent before schema 3. */
  wastagePercent?: number | null;
  /** True when staff changed the quantity the calculation gave. */
  isEdited: boolean;
  /** True for a component the user added by hand. */
  isManual: boolean;
}

export interface DocumentNbs {
  /** The work section of the covering, e.g. "H65". */
  workSection: string;
  headers: DocumentNbsHeader[];
}

/** A header and the clauses it prints, in the order they print, their text filled in. */
export interface DocumentNbsHeader {
  number: string;
  text: string;
  clauses: DocumentNbsClause[];
}

export interface DocumentNbsClause {
  /** The clause code as NBS numbers it ("H65/240"). */
  code: string;
  subHeading: string | null;
  text: string;
}
