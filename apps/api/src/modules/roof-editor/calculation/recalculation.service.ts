/**
 * The roof's answers: the engine works out the fixing specification and the estimate from what is stored
 * (never from numbers a browser sends), and the result is stored with the inputs it came from. Every save of a
 * section recalculates; a bill of quantities staff have edited is kept until staff force a recalculation
 * (spec 03 §4, estimate state).
 */
import {
  EDGE_TYPES,
  ESTIMATE_STATE,
  type EstimateState,
  MANUAL_COMPONENTS_GROUP,
  ROOF_COVERING_GROUP,
  ROOF_EDITOR_MESSAGES,
  RoofEstimateInputSchema,
  type RoofEstimateValueField,
  RoofFixingInputSchema,
  type RoofFixingResult,
} from "@portal/contracts";
import {
  type BandFixing,
  calculateRoof,
  type EdgeRun,
  EngineInputError,
  packsToOrder,
  type RoofCalculation,
  type RoofCalculationInput,
  type RoofSlope,
  ridgeHeight,
  slopeArea,
  storedLoadFactors,
  storedVerdict,
  type Traced,
} from "@portal/engine";
import type { AppContext } from "../../../context.js";
import { AppError, forbidden, notFound, validationError } from "../../../errors.js";
import type { AuthenticatedUser } from "../../../plugins/auth.js";
import { keptRoofReadKey } from "../../roofs/kept-roof-reads.js";
import { availabilityOf } from "../../roofs/roofs.presenter.js";
import { findAccessibleRoofInProject } from "../../roofs/roofs.service.js";
import { siteWindForProject } from "../../site-data/site-data.service.js";
import type { NbsDocumentReads } from "../nbs/nbs-document-reads.js";
import { canEditEstimateLines, canForceRecalculation, canViewDiagnostics } from "../roof-editor.policy.js";
import { hasRafterBeyondBound, roofGeometryOf, roofTypeOf, takeOffOf } from "../sections/roof-geometry.js";
import * as repository from "../sections/sections.repository.js";
import { presentEstimateItem, presentFactorsInUse } from "./calculation.presenter.js";
import * as calculations from "./calculation.repository.js";
import { CatalogueInputError, type CatalogueInputs } from "./catalogue-input-types.js";
import { loadCatalogueInputs } from "./catalogue-inputs.js";
import { catalogueSourceOf } from "./kept-catalogue.js";

interface StoredCalculation {
  input: RoofCalculationInput;
  traced: Traced<RoofCalculation>;
  catalogue: CatalogueInputs;
}

/**
 * The edge runs the estimate uses: a length that follows the geometry is the take-off's (with its runs, e.g. four
 * hips), an entered one is taken as entered, in the runs the geometry gives that edge (one where it has none).
 */
function edgeRunsOf(sections: repository.RoofSections, derived: readonly EdgeRun[]): EdgeRun[] {
  const calculated = new Set(sections.estimate.calculatedFields as RoofEstimateValueField[]);
  const runs: EdgeRun[] = [];
  for (const edge of EDGE_TYPES) {
    const fromGeometry = derived.filter((run) => run.edge === edge.key);
    if (calculated.has(edge.serverEstimateField)) {
      runs.push(...fromGeometry);
      continue;
    }
    const entered = sections.estimate[edge.serverEstimateField];
    if (entered === null || entered <= 0) continue;
    const geometryRuns = fromGeometry.reduce((sum, run) => sum + (run.runs ?? 1), 0);
    runs.push({ edge: edge.key, lengthM: entered, runs: geometryRuns > 0 ? geometryRuns : 1 });
  }
  return runs;
}

/**
 * The slopes the tiles are counted on: the geometry's, scaled to an entered roof area when the user gave one
 * (each slope keeps its rafter length and shape; its widths take the share of the difference).
 */
function slopesOf(sections: repository.RoofSections, derived: readonly RoofSlope[]): RoofSlope[] {
  const entered = sections.estimate.calculatedFields.includes("mainArea") ? null : sections.estimate.mainArea;
  const derivedArea = derived.reduce((sum, slope) => sum + slopeArea(slope), 0);
  if (entered === null || entered <= 0 || derivedArea <= 0) return [...derived];
  const scale = entered / derivedArea;
  return derived.map((slope) => ({
    ...slope,
    eavesWidthM: slope.eavesWidthM * scale,
    ridgeWidthM: slope.ridgeWidthM * scale,
  }));
}

/** The engine's windload factors from the roof's override; none when not overridden (the engine's defaults). */
function windLoadFactorsOf(fixing: repository.FixingDataRow): RoofCalculationInput["windLoadFactors"] {
  if (!fixing.windloadVariablesOveriden) return undefined;
  return {
    variableLoadSafetyFactor: fixing.variableLoadSafteyFactor,
    multiplyingFactor: fixing.multiplyingFactor,
    permanentLoadSafetyFactor: fixing.permanentLoadSafteyFactor,
    underlayPressureFactor: fixing.variableFu,
  };
}

/**
 * Whether the stored values are ones the editor takes now. A value saved before the physical bounds existed (a
 * span of 1e200) is not worked from: the roof is left without results until it is corrected, as for data the
 * engine refuses, rather than given figures no roof has.
 */
function isWithinBounds({ fixing, estimate }: repository.RoofSections): boolean {
  return (
    RoofFixingInputSchema.safeParse(fixing).success &&
    RoofEstimateInputSchema.safeParse(estimate).success &&
    !hasRafterBeyondBound(fixing)
  );
}

/** Works the roof out from its stored sections; null while something it needs is not entered yet. */
async function calculate(
  ctx: AppContext,
  projectId: number,
  sections: repository.RoofSections,
): Promise<StoredCalculation | null> {
  const { fixing, tile, systems } = sections;
  const geometry = roofGeometryOf(fixing);
  const takeOff = takeOffOf(fixing);
  if (geometry === null || takeOff === null || fixing.rafterCentres === null || tile.tileId === null) return null;
  if (!isWithinBounds(sections)) return null;
  const edgeSystems = Object.fromEntries(
    EDGE_TYPES.flatMap((edge) => {
      const systemId = systems[edge.serverSystemField];
      return systemId === null ? [] : [[edge.key, systemId]];
    }),
  );
  const manual = await repository.findManualComponents(ctx.db, sections.fixing.roofId);
  const catalogue = await loadCatalogueInputs(await catalogueSourceOf(ctx), {
    tileId: tile.tileId,
    colourId: tile.colourId,
    underlayId: fixing.underlayId,
    counterBattenId: fixing.isUnderlaySupported ? fixing.counterBattenId : null,
    edgeSystems,
    manualComponents: manual.map((row) => ({
      componentId: row.componentId,
      colourId: row.colourId,
      quantity: row.quantity,
    })),
    rafterCentresMm: fixing.rafterCentres,
    pitchDeg: fixing.pitch ?? undefined,
  });
  const site = await siteWindForProject(ctx, projectId, ridgeHeight(geometry));
  const windLoadFactors = windLoadFactorsOf(fixing);
  const input: RoofCalculationInput = {
    site: site.input,
    roof: {
      ...geometry,
      rafterCentresMm: fixing.rafterCentres,
      isUnderlaySupported: fixing.isUnderlaySupported,
      isCeilingWellSealed: fixing.isCeilingWellSealed,
      ...(catalogue.counterBattenDepthMm === undefined ? {} : { counterBattenDepthMm: catalogue.counterBattenDepthMm }),
      ...(site.hasSignificantOrography === undefined ? {} : { hasSignificantOrography: site.hasSignificantOrography }),
    },
    tile: catalogue.tile,
    headlapRules: catalogue.headlapRules,
    ...(tile.headlapOverrideMm === null ? {} : { headlapOverrideMm: tile.headlapOverrideMm }),
    ...(windLoadFactors === undefined ? {} : { windLoadFactors }),
    ...(catalogue.underlay === undefined ? {} : { underlay: catalogue.underlay }),
    fixingOptions: catalogue.fixingOptions,
    products: catalogue.products,
    systems: catalogue.systems,
    manualComponents: catalogue.manualComponents,
    edges: edgeRunsOf(sections, takeOff.edgeRuns),
    slopes: slopesOf(sections, takeOff.slopes),
  };
  return { input, traced: calculateRoof(input), catalogue };
}

/**
 * The bill of quantities as stored lines, each under the system that counted it: the engine names the edge and system
 * on each line, so two systems that share a component keep a line each under their own system.
 */
function estimateItemsOf(calculation: StoredCalculation): calculations.NewEstimateItem[] {
  // A component is looked up within the system that counted it, or among the manual ones: codes repeat across them.
  const productIds = new Map<string, number>();
  const keyOf = (owner: number | "manual", code: string) => `${owner}\u0000${code}`;
  for (const system of calculation.catalogue.systems) {
    for (const component of system.components) {
      productIds.set(keyOf(system.systemId, component.code), component.productId);
    }
  }
  for (const component of calculation.catalogue.manualComponents) {
    productIds.set(keyOf("manual", component.code), component.productId);
  }
  return calculation.traced.result.estimate.lines.map((line, index) => {
    const system = line.system;
    const owner = system?.systemId ?? (line.isManual ? "manual" : undefined);
    return {
      componentId: owner === undefined ? null : (productIds.get(keyOf(owner, line.code)) ?? null),
      code: line.code,
      description: line.description,
      unit: line.unit,
      quantity: line.quantity,
      calculatedQuantity: line.quantity,
      groupName: system?.systemName ?? (line.isManual ? MANUAL_COMPONENTS_GROUP : ROOF_COVERING_GROUP),
      edge: system?.edge ?? null,
      roofSystemId: system?.systemId ?? null,
      wastagePercent: line.wastagePercent,
      packQuantity: line.packQuantity,
      packs: line.packs,
      isEdited: false,
      sortOrder: index,
    };
  });
}

/** What a recalculation stored: the estimate state, and the result (null while the roof cannot be worked out). */
export type Recalculation = { estimateState: EstimateState; result: RoofCalculation | null };

/**
 * Recalculates a roof from its stored data and stores the result. Answers the estimate state: NotReady while
 * the data is incomplete, RecalculationRequired when staff edited the lines and this is not a forced run (the
 * fixing result is still brought up to date), Calculated otherwise.
 */
export async function recalculateRoof(
  ctx: AppContext,
  roof: { roofId: number; projectId: number },
  options: { force: boolean },
  /** The roof's sections as the caller just saved them, when it has them; read otherwise. */
  saved?: repository.RoofSections,
): Promise<Recalculation> {
  const sections = saved ?? (await repository.findRoofSections(ctx.db, roof.roofId));
  let calculation: StoredCalculation | null;
  try {
    calculation = await calculate(ctx, roof.projectId, sections);
  } catch (error) {
    // Data the engine, the catalogue or the site refuses (a tile without the values its check needs, a system of
    // another tile, a project with no location, a building beyond the wind tables) leaves the roof without
    // results rather than with stale ones; the section just saved stays saved.
    const refused =
      error instanceof EngineInputError ||
      error instanceof CatalogueInputError ||
      (error instanceof AppError && error.statusCode === 400);
    if (!refused) throw error;
    calculation = null;
  }
  if (calculation === null) {
    await calculations.deleteCalculation(ctx.db, roof.roofId);
    return { estimateState: ESTIMATE_STATE.notReady, result: null };
  }
  const storedState = await calculations.findEstimateState(ctx.db, roof.roofId);
  const keepEditedLines = storedState === ESTIMATE_STATE.recalculationRequired && !options.force;
  const estimateState = keepEditedLines ? ESTIMATE_STATE.recalculationRequired : ESTIMATE_STATE.calculated;
  await calculations.saveCalculation(
    ctx.db,
    {
      roofId: roof.roofId,
      inputs: calculation.input,
      result: calculation.traced.result,
      trace: calculation.traced.trace,
      status: calculation.traced.result.status,
      estimateState,
      calculatedAt: ctx.clock.now(),
    },
    keepEditedLines ? null : estimateItemsOf(calculation),
  );
  return { estimateState, result: calculation.traced.result };
}

/** After the project's site data changed, every roof of it is worked out again with the new wind. */
export async function recalculateProjectRoofs(ctx: AppContext, projectId: number) {
  for (const roofId of await repository.findLiveRoofIdsOfProject(ctx.db, projectId)) {
    await recalculateRoof(ctx, { roofId, projectId }, { force: false });
  }
}

/**
 * POST /roof-estimate-data/recalculate/{id}. After staff edited the estimate only staff may force it; anybody
 * else gets the support-team message (spec 03 §8).
 */
export async function requestRecalculation(
  ctx: AppContext,
  user: AuthenticatedUser,
  roofId: number,
  options: { force: boolean },
) {
  const { projectId } = await findAccessibleRoofInProject(ctx, user, roofId);
  const storedState = await calculations.findEstimateState(ctx.db, roofId);
  if (storedState === ESTIMATE_STATE.recalculationRequired && options.force) {
    if (!canForceRecalculation(user.role)) throw forbidden(ROOF_EDITOR_MESSAGES.supportEdited);
  }
  const force = options.force && canForceRecalculation(user.role);
  const { estimateState } = await recalculateRoof(ctx, { roofId, projectId }, { force });
  return { estimateState };
}

export async function getEstimateData(ctx: AppContext, user: AuthenticatedUser, roofId: number) {
  await findAccessibleRoofInProject(ctx, user, roofId);
  return ctx.keptRoofReads.read(keptRoofReadKey(roofId, "estimate"), async () => {
    // Lines exist only with a calculation (both are written, and deleted, together).
    const [summary, items] = await Promise.all([
      calculations.findEstimateSummary(ctx.db, roofId),
      calculations.findEstimateItems(ctx.db, roofId),
    ]);
    return {
      roofId,
      estimateState: (summary?.estimateState ?? ESTIMATE_STATE.notReady) as EstimateState,
      roofArea: summary ? Math.round(summary.roofAreaM2 * 100) / 100 : null,
      items: summary ? items.map(presentEstimateItem) : [],
    };
  });
}

/** PUT /roof-estimate-data/estimate-items/{id}: staff change a line; the estimate then needs their recalculation. */
export async function editEstimateItem(ctx: AppContext, user: AuthenticatedUser, itemId: number, quantity: number) {
  const item = await calculations.findEstimateItem(ctx.db, itemId);
  if (!item) throw notFound(ROOF_EDITOR_MESSAGES.estimateItemNotFound);
  try {
    await findAccessibleRoofInProject(ctx, user, item.roofId);
  } catch {
    throw notFound(ROOF_EDITOR_MESSAGES.estimateItemNotFound);
  }
  if (!canEditEstimateLines(user.role)) throw forbidden(ROOF_EDITOR_MESSAGES.staffOnlyEstimateEdit);
  const saved = await ctx.db.transaction(async (tx) => {
    // The packs follow the staff's quantity by the same rule the calculation used for the line.
    const packs = packsToOrder({ quantity, packQuantity: item.packQuantity, unit: item.unit });
    const row = await calculations.updateEstimateItemQuantity(tx, itemId, { quantity, packs });
    await calculations.setEstimateState(tx, item.roofId, ESTIMATE_STATE.recalculationRequired);
    return row;
  });
  if (!saved) throw notFound(ROOF_EDITOR_MESSAGES.estimateItemNotFound);
  return presentEstimateItem(saved);
}

function presentArea(area: BandFixing): RoofFixingResult["areas"][number] {
  return {
    name: area.name,
    kind: area.kind,
    zones: area.zones,
    dimensions: area.dimensions,
    designUpliftPa: Math.round(area.designUpliftPa),
    capacityPa: area.capacityPa === null ? null : Math.round(area.capacityPa),
    fixing: area.fixing?.name ?? null,
    nailsPerTile: area.fixing?.nailsPerTile ?? 0,
    clipsPerTile: area.fixing?.clipsPerTile ?? 0,
    minimumRule: area.minimumRule,
    status: area.status,
  };
}

/**
 * The load factors the roof's stored calculation applied, each with its source, as the editor, the override dialog
 * and the documents show them; null before the roof is calculated.
 */
export async function findFactorsInUse(ctx: AppContext, roofId: number) {
  const stored = await calculations.findCalculationLoadFactors(ctx.db, roofId);
  // JSON the engine wrote.
  return stored ? factorsInUseOf(stored.loadFactors as RoofCalculation["loadFactors"]) : null;
}

/** The load factors a calculation applied, as `findFactorsInUse` answers them once it is stored. */
export function factorsInUseOf(loadFactors: RoofCalculation["loadFactors"]) {
  return presentFactorsInUse(storedLoadFactors({ loadFactors }));
}

/** GET /roofs/fixing-result/{id}: the fixing each area of the roof needs, as the zone diagram shows it. */
export async function getFixingResult(ctx: AppContext, user: AuthenticatedUser, roofId: number) {
  await findAccessibleRoofInProject(ctx, user, roofId);
  const [calculation, fixingRow] = await Promise.all([
    calculations.findCalculation(ctx.db, roofId),
    repository.findOrCreateSection(ctx.db, "fixing", roofId),
  ]);
  if (!calculation) throw notFound(ROOF_EDITOR_MESSAGES.fixingDiagnosticsNotReady);
  const result = calculation.result as RoofCalculation;
  const input = calculation.inputs as RoofCalculationInput;
  const fixing = result.fixing;
  const rafterLengthM = takeOffOf(fixingRow)?.maxRafterLengthM ?? 0;
  const { settingOut } = fixing;
  return {
    roofId,
    status: result.status,
    verdict: storedVerdict(fixing),
    settingOut: {
      headlapMm: settingOut.headlapInUseMm,
      gaugeMm: settingOut.gaugeMm,
      courses: settingOut.courses,
      // Absent from a calculation stored before the set-out carried them.
      eavesBattenMm: settingOut.eavesBattenMm ?? null,
      eavesOverhangMm: settingOut.eavesOverhangMm ?? null,
    },
    calculatedAt: calculation.calculatedAt.toISOString(),
    roofType: roofTypeOf(fixingRow.roofTypeId)?.name ?? input.roof.roofType,
    geometry: {
      spanM: input.roof.spanM,
      buildingLengthM: input.roof.buildingLengthM,
      pitchDeg: input.roof.pitchDeg,
      eavesHeightM: input.roof.eavesHeightM,
      rafterLengthM,
    },
    peakVelocityPressurePa: Math.round(result.wind.peakVelocityPressure.peakVelocityPressurePa),
    headlapMm: fixing.headlap.headlapMm,
    batten: fixing.batten.name,
    areas: [fixing.perimeter, ...fixing.localAreas, ...(fixing.generalArea ? [fixing.generalArea] : [])].map(
      presentArea,
    ),
    assumptions: storedLoadFactors(result).map(
      (factor) => `${factor.symbol} = ${factor.value}: ${factor.meaning} (${factor.sourceLabel})`,
    ),
  };
}

/** The engine's working as JSON text for the diagnostics drawer (staff only, spec 03 §6). */
export async function getDiagnostics(
  ctx: AppContext,
  user: AuthenticatedUser,
  roofId: number,
  kind: "fixing" | "estimate",
) {
  await findAccessibleRoofInProject(ctx, user, roofId);
  if (!canViewDiagnostics(user.role)) throw forbidden(ROOF_EDITOR_MESSAGES.staffOnlyDiagnostics);
  const calculation = await calculations.findCalculation(ctx.db, roofId);
  if (!calculation) {
    throw validationError(
      {},
      kind === "fixing"
        ? ROOF_EDITOR_MESSAGES.fixingDiagnosticsNotReady
        : ROOF_EDITOR_MESSAGES.estimateDiagnosticsNotReady,
    );
  }
  const result = calculation.result as RoofCalculation;
  const input = calculation.inputs as RoofCalculationInput;
  const data =
    kind === "fixing"
      ? {
          inputs: input,
          siteWind: result.wind,
          loadFactors: result.loadFactors,
          fixing: result.fixing,
          trace: calculation.trace,
        }
      : { inputs: { edges: input.edges, slopes: input.slopes, systems: input.systems }, estimate: result.estimate };
  return { data: JSON.stringify(data) };
}

/**
 * GET /roofs/document-availability/{id}: the roof's data, and for the NBS document also its printed clauses, which
 * must all be filled (nbsDocumentRefusal, the same check that refuses the generation).
 */
export async function getDocumentAvailability(
  ctx: AppContext,
  user: AuthenticatedUser,
  roofId: number,
  nbsDocument: NbsDocumentReads,
) {
  const { roof } = await findAccessibleRoofInProject(ctx, user, roofId);
  const availability = availabilityOf(roof);
  if (!availability.nbsAvailable) return availability;
  return { ...availability, nbsAvailable: (await nbsDocument.refusal(ctx, "roof", [roof])) === null };
}

/**
 * GET /roof-fixing-data/batten/{projectId}/{tileId}?roofId=: the batten the roof's fixing specification calls for,
 * as "code - name" (the editor shows the part after ' - ', spec 03 §4).
 */
export async function getSelectedBatten(
  ctx: AppContext,
  user: AuthenticatedUser,
  request: { projectId: number; tileId: number; roofId: number },
) {
  const { projectId } = await findAccessibleRoofInProject(ctx, user, request.roofId);
  const [calculation, tile] = await Promise.all([
    calculations.findCalculation(ctx.db, request.roofId),
    repository.findOrCreateSection(ctx.db, "tile", request.roofId),
  ]);
  if (projectId !== request.projectId || tile.tileId !== request.tileId) {
    throw notFound(ROOF_EDITOR_MESSAGES.roofOrFixingNotSet);
  }
  if (!calculation) throw notFound(ROOF_EDITOR_MESSAGES.pitchOrRafterNotSet);
  const input = calculation.inputs as RoofCalculationInput;
  const batten = (calculation.result as RoofCalculation).fixing.batten;
  const product = input.products?.batten;
  return { label: product ? `${product.code} - ${product.name}` : `BATTEN - ${batten.name}` };
}
