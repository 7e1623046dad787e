/**
 * In-roof solar arrays (spec 03 §2.3, §3.2, §4 "Solar designer", §6, §7.6, §8). Only the design is stored; every
 * answer lays it out again with the engine from the current catalogue and the roof's stored results
 * (`presentArrays`), so the kit list, power, dimensions, validity and wind check never disagree with the design.
 * A design the engine refuses is not stored (400).
 */
import {
  modelStateKey,
  SOLAR_ARRAY_MESSAGES,
  type SolarArray,
  type SolarArrayCreateValues,
  type SolarArrayUpdateValues,
  type SolarCell,
  type SolarProblem,
  type SolarRoofShape,
  solarRoofFitProblem,
  solarSystemKitsOf,
  SOLAR_COMPONENT_TYPES as T,
  VERSION_MESSAGES,
} from "@portal/contracts";
import {
  checkSolarArrayWind,
  EngineInputError,
  layoutSolarArray,
  type RoofCalculation,
  type RoofCalculationInput,
  type RoofSlope,
  roofShortfallOfLayout,
  type SolarArrayLayout,
  type SolarEdgeComponentInput,
  type SolarSystemKits,
  type SolarWindBand,
  type SolarWindCheck,
  type SolarWindCheckInput,
  solarEdgeKitRows,
} from "@portal/engine";
import type { AppContext } from "../../context.js";
import { createdBy, editBy } from "../../db/project-record-rows.js";
import { conflict, forbidden, notFound, throwFieldErrors, validationError } from "../../errors.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import {
  availableComponents,
  findComponentRows,
  findSystemOfPanel,
  listComponents,
  type SolarComponentRow,
} from "../catalogue/solar/solar.service.js";
import { listSolarEdges } from "../catalogue/tiles/tiles.service.js";
import { loadStoredRoof } from "../roof-editor/index.js";
import { findAccessibleRoof } from "../roofs/roofs.service.js";
import { canAddSolarArray } from "./solar-arrays.policy.js";
import { presentSolarArray, type SolarArrayEvaluation } from "./solar-arrays.presenter.js";
import * as repository from "./solar-arrays.repository.js";

const changedElsewhere = () => conflict(VERSION_MESSAGES.changedElsewhere("solar array"));

type Design = repository.SolarArrayDesign;
type ComponentRow = SolarComponentRow;

// The roof's stored results, as the edge components and the wind check need them ----------------------------

/** The slopes the roof was calculated with, as stored with its calculation (the recalculation always stores them). */
function roofSlopesOf(input: RoofCalculationInput): RoofSlope[] {
  return [...(input.slopes ?? [])];
}

/** The roof's wind bands and factors as the kit's wind check takes them, from its stored calculation. */
export function solarWindInputOf(input: RoofCalculationInput, result: RoofCalculation): RoofSolarWind {
  const { fixing } = result;
  const bands = [fixing.perimeter, ...fixing.localAreas, ...(fixing.generalArea ? [fixing.generalArea] : [])].flatMap(
    (area): SolarWindBand[] =>
      area.band === null
        ? []
        : [
            {
              kind: area.kind,
              name: area.name,
              alongEavesFromM: area.band.alongEavesFromM,
              alongEavesToM: area.band.alongEavesToM,
              upSlopeFromM: area.band.upSlopeFromM,
              upSlopeToM: area.band.upSlopeToM,
              cpe1: area.cpe1,
            },
          ],
  );
  return {
    bands,
    slopes: roofSlopesOf(input),
    pitchDeg: input.roof.pitchDeg,
    peakVelocityPressurePa: result.wind.peakVelocityPressure.peakVelocityPressurePa,
    variableLoadSafetyFactor: fixing.factors.variableLoadSafetyFactor,
    multiplyingFactor: fixing.factors.multiplyingFactor,
  };
}

type RoofSolarWind = Omit<SolarWindCheckInput, "widthM" | "heightM" | "resistanceKpa">;

interface RoofSolarResults {
  /** The tile's solar edge components with the roof's gauge and the tile's cover width; null without results. */
  edges: { components: SolarEdgeComponentInput[]; gaugeM: number; coverWidthM: number } | null;
  /** The roof's wind bands and factors; null without results. */
  wind: RoofSolarWind | null;
  /** The slopes and gauge an array must fit; null without results. */
  shape: SolarRoofShape | null;
}

/** The roof's slopes and batten gauge from its stored calculation, which its arrays must fit. */
function roofShapeOf(input: RoofCalculationInput, result: RoofCalculation): SolarRoofShape {
  return { slopes: roofSlopesOf(input), battenGaugeMm: result.fixing.settingOut.gaugeMm };
}

async function roofShapeOfRoof(ctx: AppContext, roofId: number): Promise<SolarRoofShape | null> {
  const { calculation } = await loadStoredRoof(ctx, roofId);
  if (!calculation) return null;
  return roofShapeOf(calculation.inputs, calculation.result);
}

/** The problem of an array that does not fit the roof; none while the roof has no results or the array no panels. */
function roofFitProblemOf(layout: SolarArrayLayout, shape: SolarRoofShape | null): SolarProblem | null {
  if (shape === null) return null;
  try {
    const shortfall = roofShortfallOfLayout(layout, shape);
    return shortfall === null ? null : solarRoofFitProblem(shortfall);
  } catch (error) {
    // Figures the engine refuses (a stored slope of no length) leave the array unchecked rather than failing.
    if (error instanceof EngineInputError) return null;
    throw error;
  }
}

async function roofResultsOf(ctx: AppContext, roofId: number): Promise<RoofSolarResults> {
  const { calculation, tile } = await loadStoredRoof(ctx, roofId);
  if (!calculation) return { edges: null, wind: null, shape: null };
  const { inputs: input, result } = calculation;
  const { fixing } = result;

  const edgeRows = tile === null ? [] : await listSolarEdges(ctx, tile.id);
  const edges = {
    components: edgeRows.map((row) => ({
      componentId: row.componentId,
      code: row.componentCode,
      name: row.componentName,
      description: null,
      formulaId: row.formulaId,
      edge: row.solarEdgeComponentType,
    })),
    gaugeM: fixing.settingOut.gaugeMm / 1000,
    coverWidthM: input.tile.coverWidthMm / 1000,
  };

  return { edges, wind: solarWindInputOf(input, result), shape: roofShapeOf(input, result) };
}

// The catalogue's part of a design -----------------------------------------------------------------------------

/** The panel's system members for the orientation, split by type; null when the panel has no system. */
async function systemKitsOf(
  ctx: AppContext,
  panelId: number,
  orientation: Design["orientation"],
): Promise<SolarSystemKits | null> {
  if (!(await findSystemOfPanel(ctx, panelId))) return null;
  const members = await availableComponents(ctx, panelId, orientation);
  return solarSystemKitsOf(members);
}

/** The engine's layout of a design, with the catalogue as it is now. */
async function layoutOf(ctx: AppContext, design: Design, components: Map<number, ComponentRow>) {
  const panel = design.panelId === null ? undefined : components.get(design.panelId);
  const window = design.windowId === null ? undefined : components.get(design.windowId);
  const [system, arcboxConnectors] = await Promise.all([
    panel ? systemKitsOf(ctx, panel.id, design.orientation) : null,
    listComponents(ctx, T.arcboxConnector),
  ]);
  const arcbox = arcboxConnectors[0];
  return layoutSolarArray({
    grid: design.grid,
    orientation: design.orientation,
    windowCells: design.windowLocations,
    panel: panel ?? null,
    window: window ?? null,
    system,
    arcboxConnector: arcbox ?? null,
  }).result;
}

/** Edge rows and the wind check from the roof's results; none while it has none, or the engine refuses them. */
function roofDependentParts(
  layout: SolarArrayLayout,
  panel: ComponentRow | undefined,
  results: RoofSolarResults,
): { edgeRows: SolarArrayEvaluation["kitList"]; windCheck: SolarWindCheck | null } {
  const widthM = layout.widthMm / 1000;
  const heightM = layout.heightMm / 1000;
  let edgeRows: SolarArrayEvaluation["kitList"] = [];
  let windCheck: SolarWindCheck | null = null;
  if (results.edges !== null && layout.panelCount > 0) {
    try {
      edgeRows = solarEdgeKitRows({ widthM, heightM, ...results.edges }).result;
    } catch (error) {
      if (!(error instanceof EngineInputError)) throw error;
    }
  }
  const resistanceKpa = panel?.windResistance ?? null;
  if (results.wind !== null && resistanceKpa !== null && layout.panelCount > 0) {
    try {
      windCheck = checkSolarArrayWind({ widthM, heightM, resistanceKpa, ...results.wind }).result;
    } catch (error) {
      if (!(error instanceof EngineInputError)) throw error;
    }
  }
  return { edgeRows, windCheck };
}

async function componentsOf(ctx: AppContext, designs: readonly Design[]) {
  const ids = [...new Set(designs.flatMap((design) => [design.panelId, design.windowId]).filter((id) => id !== null))];
  return new Map((await findComponentRows(ctx, ids)).map((row) => [row.id, row]));
}

/** The one presenting function every route and the documents use: each array laid out again, in order. */
async function presentArrays(ctx: AppContext, roofId: number, rows: readonly repository.SolarArrayRow[]) {
  if (rows.length === 0) return [];
  const [results, components] = await Promise.all([roofResultsOf(ctx, roofId), componentsOf(ctx, rows)]);
  const presented: SolarArray[] = [];
  for (const row of rows) {
    const layout = await layoutOf(ctx, row, components);
    const panel = row.panelId === null ? undefined : components.get(row.panelId);
    const { edgeRows, windCheck } = roofDependentParts(layout, panel, results);
    // An array stored before the roof changed (or before arrays were fitted) may no longer fit: it says so.
    const fitProblem = roofFitProblemOf(layout, results.shape);
    presented.push(
      presentSolarArray(row, {
        kitList: [...layout.kitList, ...edgeRows],
        powerKwp: layout.powerKwp,
        heightMm: layout.heightMm,
        widthMm: layout.widthMm,
        valid: layout.valid && fitProblem === null,
        problems: fitProblem === null ? layout.problems : [...layout.problems, fitProblem],
        windCheck,
      }),
    );
  }
  return presented;
}

async function presentArray(ctx: AppContext, row: repository.SolarArrayRow) {
  const [presented] = await presentArrays(ctx, row.roofId, [row]);
  if (!presented) throw new Error(`solar array ${row.id} was not presented`);
  return presented;
}

/** The roof's arrays, presented, in order; no access check (document generation has made it). */
export async function solarArraysOfRoof(ctx: AppContext, roofId: number): Promise<SolarArray[]> {
  return presentArrays(ctx, roofId, await repository.findSolarArraysOfRoof(ctx.db, roofId));
}

// Checking a design before it is stored ------------------------------------------------------------------------

/**
 * Each id must name a solar component of the type its field is for; then the engine must accept the layout, and
 * the array with its flashings must fit the roof's slopes.
 */
async function checkDesign(ctx: AppContext, design: Design, roofId: number) {
  const components = await componentsOf(ctx, [design]);
  const lists = await findComponentRows(ctx, [...new Set([...design.inverterIds, ...design.chargerIds])]);
  const listed = new Map(lists.map((row) => [row.id, row]));
  const ofType = (id: number | null, type: number, map: Map<number, ComponentRow>) =>
    id === null || map.get(id)?.type === type;
  const errors: Array<[string, string]> = [];
  if (!ofType(design.panelId, T.panel, components)) errors.push(["panelId", SOLAR_ARRAY_MESSAGES.panelInvalid]);
  if (!ofType(design.windowId, T.windowType, components)) errors.push(["windowId", SOLAR_ARRAY_MESSAGES.windowInvalid]);
  if (!design.inverterIds.every((id) => ofType(id, T.inverter, listed))) {
    errors.push(["inverterIds", "Inverter is invalid"]);
  }
  if (!design.chargerIds.every((id) => ofType(id, T.charger, listed))) {
    errors.push(["chargerIds", "Charger is invalid"]);
  }
  const unpainted = design.windowLocations.some(
    (cell: SolarCell) => design.grid[cell.rowIndex]?.[cell.columnIndex] !== true,
  );
  if (unpainted) errors.push(["windowLocations", SOLAR_ARRAY_MESSAGES.windowOutsideGrid]);
  throwFieldErrors(errors);

  const layout = await layoutOf(ctx, design, components);
  if (layout.valid) {
    const fitProblem = roofFitProblemOf(layout, await roofShapeOfRoof(ctx, roofId));
    if (fitProblem !== null)
      throw validationError({ [modelStateKey("array")]: [fitProblem.message] }, fitProblem.message);
    return;
  }
  const onlyInvalidSystem = layout.problems.length > 0 && layout.problems.every((p) => p.code === "invalid-system");
  throw validationError(
    { [modelStateKey("array")]: layout.problems.map((problem) => problem.message) },
    onlyInvalidSystem ? SOLAR_ARRAY_MESSAGES.invalidPanelConfiguration : SOLAR_ARRAY_MESSAGES.invalidArray,
  );
}

/** Duplicate window cells are one window. */
function distinctCells(cells: readonly SolarCell[]): SolarCell[] {
  const seen = new Map(cells.map((cell) => [`${cell.rowIndex},${cell.columnIndex}`, cell]));
  return [...seen.values()].map((cell) => ({ rowIndex: cell.rowIndex, columnIndex: cell.columnIndex }));
}

function designOf(input: SolarArrayCreateValues | SolarArrayUpdateValues): Design {
  return {
    orientation: input.orientation,
    orientationFromSouth: input.orientationFromSouth,
    panelLocation: input.panelLocation === "" ? null : input.panelLocation,
    panelId: input.panelId,
    windowId: input.windowId,
    grid: input.array,
    windowLocations: distinctCells(input.windowLocations),
    inverterIds: [...new Set(input.inverterIds)],
    chargerIds: [...new Set(input.chargerIds)],
  };
}

// The routes' operations ----------------------------------------------------------------------------------------

/** The array, if its roof's project is visible to the caller; 404 otherwise (the same for a missing array). */
async function findAccessibleArray(ctx: AppContext, user: AuthenticatedUser, id: number) {
  const row = await repository.findSolarArray(ctx.db, id);
  if (!row) throw notFound();
  try {
    await findAccessibleRoof(ctx, user, row.roofId);
  } catch {
    throw notFound();
  }
  return row;
}

export async function createSolarArray(ctx: AppContext, user: AuthenticatedUser, input: SolarArrayCreateValues) {
  await findAccessibleRoof(ctx, user, input.roofId);
  const design = designOf(input);
  await checkDesign(ctx, design, input.roofId);
  const row = await ctx.db.transaction(async (tx) => {
    await repository.lockRoof(tx, input.roofId);
    const arrays = await repository.countSolarArraysOfRoof(tx, input.roofId);
    if (!canAddSolarArray(user.role, arrays)) throw forbidden(SOLAR_ARRAY_MESSAGES.limitText);
    return repository.insertSolarArray(tx, { roofId: input.roofId, ...design, ...createdBy(ctx, user) });
  });
  return presentArray(ctx, row);
}

export async function getSolarArray(ctx: AppContext, user: AuthenticatedUser, id: number) {
  return presentArray(ctx, await findAccessibleArray(ctx, user, id));
}

/** The whole design at the version it was read at: a stale copy answers 409, a refused layout 400; neither saves. */
export async function updateSolarArray(
  ctx: AppContext,
  user: AuthenticatedUser,
  id: number,
  input: SolarArrayUpdateValues,
) {
  const stored = await findAccessibleArray(ctx, user, id);
  if (stored.version !== input.version) throw changedElsewhere();
  const design = designOf(input);
  await checkDesign(ctx, design, stored.roofId);
  const edit = editBy(ctx, user);
  const saved = await repository.updateSolarArrayAtVersion(
    ctx.db,
    { id, expectedVersion: input.version },
    { ...design, updatedAt: edit.at, updatedByUserId: edit.userId },
  );
  if (!saved) throw changedElsewhere();
  return presentArray(ctx, saved);
}

/** Deletes one array; the arrays after it move up, so they stay numbered 1…n. */
export async function deleteSolarArray(ctx: AppContext, user: AuthenticatedUser, id: number) {
  const stored = await findAccessibleArray(ctx, user, id);
  await ctx.db.transaction(async (tx) => {
    await repository.lockRoof(tx, stored.roofId);
    const current = await repository.findSolarArray(tx, id);
    if (current) await repository.deleteSolarArray(tx, current);
  });
}

/** GET /roof-solar-arrays/roof/{roofId}: the ids of the roof's arrays in order. */
export async function getRoofSolarData(ctx: AppContext, user: AuthenticatedUser, roofId: number) {
  await findAccessibleRoof(ctx, user, roofId);
  const [rows, roofShape] = await Promise.all([
    repository.findSolarArraysOfRoof(ctx.db, roofId),
    roofShapeOfRoof(ctx, roofId),
  ]);
  return { roofId, solarArrayIds: rows.map((row) => row.id), roofShape };
}

/** Solar turned off: every array of the roof goes, in one statement. */
export async function deleteSolarArraysOfRoof(ctx: AppContext, user: AuthenticatedUser, roofId: number) {
  await findAccessibleRoof(ctx, user, roofId);
  await ctx.db.transaction(async (tx) => {
    await repository.lockRoof(tx, roofId);
    await repository.deleteSolarArraysOfRoof(tx, roofId);
  });
}
