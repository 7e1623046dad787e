/**
 * The roof editor's sections: read (created empty on first read), checked against the catalogue and the
 * caller's role, saved at the version they were read at, and followed by a recalculation of the roof so the
 * stored results always match the stored inputs.
 */
import {
  EDGE_TYPES,
  PRODUCT_COMPONENT_SUBTYPE,
  ROOF_EDITOR_MESSAGES,
  ROOF_ESTIMATE_VALUE_FIELDS,
  ROOF_SYSTEM_FIELDS,
  ROOF_TYPES,
  type RoofEstimateInput,
  type RoofFixingInput,
  type RoofSystemOption,
  type RoofSystemsInput,
  type RoofTileDetailsInput,
  VERSION_MESSAGES,
  VERTICAL_TIMBER_SUPPORTS,
  WINDLOAD_DEFAULTS,
  WINDLOAD_LABELS,
  WINDLOAD_VARIABLES,
  type WindloadVariable,
  windloadChoices,
} from "@portal/contracts";
import { headlapRange } from "@portal/engine";
import type { AppContext } from "../../../context.js";
import { conflict, forbidden, throwFieldErrors, validationError } from "../../../errors.js";
import type { AuthenticatedUser } from "../../../plugins/auth.js";
import { findAccessibleProject } from "../../projects/projects.service.js";
import { keptRoofReadKey } from "../../roofs/kept-roof-reads.js";
import { findAccessibleRoofInProject } from "../../roofs/roofs.service.js";
import * as catalogue from "../calculation/catalogue.repository.js";
import { type CatalogueSource, catalogueSourceOf } from "../calculation/kept-catalogue.js";
import { factorsInUseOf, findFactorsInUse, recalculateRoof } from "../calculation/recalculation.service.js";
import { headlapRulesFromRows } from "../calculation/tile-inputs.js";
import { canOverrideRoofFactors } from "../roof-editor.policy.js";
import { hasRafterBeyondBound, roofTypeKindOf, takeOffOf } from "./roof-geometry.js";
import { presentEstimate, presentFixingData, presentSystems, presentTileDetails } from "./sections.presenter.js";
import * as repository from "./sections.repository.js";

const changedElsewhere = () => conflict(VERSION_MESSAGES.changedElsewhere("roof"));

// Fixing data -------------------------------------------------------------------------------------------------

export async function getFixingData(ctx: AppContext, user: AuthenticatedUser, roofId: number) {
  await findAccessibleRoofInProject(ctx, user, roofId);
  return ctx.keptRoofReads.read(keptRoofReadKey(roofId, "fixing"), async () => {
    const [row, factorsInUse] = await Promise.all([
      repository.findOrCreateSection(ctx.db, "fixing", roofId),
      findFactorsInUse(ctx, roofId),
    ]);
    return presentFixingData(row, takeOffOf(row)?.maxRafterLengthM ?? null, factorsInUse);
  });
}

async function checkFixingChoices(source: CatalogueSource, input: RoofFixingInput) {
  const errors: Array<[string, string]> = [];
  const kind = roofTypeKindOf(input.roofTypeId);
  if (kind === undefined) errors.push(["roofTypeId", ROOF_EDITOR_MESSAGES.roofTypeInvalid]);
  if (kind !== undefined && (kind === "vertical") !== input.isVerticalRoof) {
    errors.push(["roofTypeId", ROOF_EDITOR_MESSAGES.roofTypeInvalid]);
  }
  if (
    kind === "hipped" &&
    input.roofSpan != null &&
    input.buildingLength != null &&
    input.buildingLength < input.roofSpan
  ) {
    errors.push(["buildingLength", ROOF_EDITOR_MESSAGES.hippedLengthBelowSpan]);
  }
  if (hasRafterBeyondBound(input)) errors.push(["roofSpan", ROOF_EDITOR_MESSAGES.rafterLengthMax]);
  if (
    input.verticalTimberSupportsId != null &&
    !VERTICAL_TIMBER_SUPPORTS.some((support) => support.id === input.verticalTimberSupportsId)
  ) {
    errors.push(["verticalTimberSupportsId", ROOF_EDITOR_MESSAGES.verticalSupportsRequired]);
  }
  // An underlay or counter batten is what the catalogue lists as one (its sub type), as the editor's selects and
  // the calculation read them.
  const ids = [input.underlayId, input.counterBattenId].filter((id): id is number => id != null);
  const components = new Map((await catalogue.findProductComponents(source, ids)).map((row) => [row.id, row]));
  const isActiveOfKind = (id: number, subType: number) => {
    const row = components.get(id);
    return row?.isActive === true && row.subType === subType;
  };
  if (input.underlayId != null && !isActiveOfKind(input.underlayId, PRODUCT_COMPONENT_SUBTYPE.underlay)) {
    errors.push(["underlayId", ROOF_EDITOR_MESSAGES.underlayInvalid]);
  }
  if (
    input.counterBattenId != null &&
    !isActiveOfKind(input.counterBattenId, PRODUCT_COMPONENT_SUBTYPE.counterBatten)
  ) {
    errors.push(["counterBattenId", ROOF_EDITOR_MESSAGES.counterBattenInvalid]);
  }
  throwFieldErrors(errors);
}

/**
 * The windload variables: staff set them (or Reset them to the defaults of spec 03 §9); anybody else's save
 * keeps what staff set, so filling in a roof never undoes an override.
 */
function windloadValues(
  user: AuthenticatedUser,
  input: RoofFixingInput,
  stored: repository.FixingDataRow,
): Partial<repository.FixingDataRow> {
  const variables = Object.keys(WINDLOAD_DEFAULTS) as WindloadVariable[];
  if (!canOverrideRoofFactors(user.role)) {
    // Sending back the override as read is fine; setting one, or other values, is staff's.
    const setsOverride =
      input.windloadVariablesOveriden &&
      (!stored.windloadVariablesOveriden ||
        variables.some((variable) => input[variable] !== undefined && input[variable] !== stored[variable]));
    if (setsOverride) throw forbidden(ROOF_EDITOR_MESSAGES.staffOnlyOverride);
    return {};
  }
  if (!input.windloadVariablesOveriden) return { windloadVariablesOveriden: false, ...WINDLOAD_DEFAULTS };
  return {
    windloadVariablesOveriden: true,
    ...Object.fromEntries(variables.map((variable) => [variable, input[variable] ?? stored[variable]])),
  };
}

/**
 * An override takes, for each variable, one of the options of spec 03 §9 or the value in use, whatever its source
 * (decisions/roof-editor-data.md "Load factors in use"), so saving it unchanged changes no figure; a value already stored as the
 * override may be sent back as it is.
 */
async function checkWindloadOverride(
  ctx: AppContext,
  roofId: number,
  values: Partial<repository.FixingDataRow>,
  stored: repository.FixingDataRow,
) {
  if (values.windloadVariablesOveriden !== true) return;
  const factorsInUse = (await findFactorsInUse(ctx, roofId)) ?? [];
  const inUse = new Map(factorsInUse.map((factor) => [factor.variable, factor.value]));
  throwFieldErrors(
    WINDLOAD_VARIABLES.flatMap((variable): Array<[string, string]> => {
      const value = values[variable];
      const isStoredOverride = stored.windloadVariablesOveriden && stored[variable] === value;
      if (value === undefined || isStoredOverride || windloadChoices(variable, inUse.get(variable)).includes(value)) {
        return [];
      }
      return [[variable, ROOF_EDITOR_MESSAGES.windloadOption(WINDLOAD_LABELS[variable])]];
    }),
  );
}

export async function updateFixingData(ctx: AppContext, user: AuthenticatedUser, input: RoofFixingInput) {
  const { projectId } = await findAccessibleRoofInProject(ctx, user, input.roofId);
  const stored = await repository.findOrCreateSection(ctx.db, "fixing", input.roofId);
  await checkFixingChoices(await catalogueSourceOf(ctx), input);
  const windload = windloadValues(user, input, stored);
  await checkWindloadOverride(ctx, input.roofId, windload, stored);
  const saved = await repository.updateSectionAtVersion(
    ctx.db,
    "fixing",
    { id: stored.id, expectedVersion: input.version },
    {
      roofTypeId: input.roofTypeId,
      pitch: input.pitch ?? null,
      heightToEave: input.heightToEave ?? null,
      roofSpan: input.roofSpan ?? null,
      buildingLength: input.buildingLength ?? null,
      rafterCentres: input.rafterCentres ?? null,
      isVerticalRoof: input.isVerticalRoof,
      buildingHeightToRidge: input.isVerticalRoof ? (input.buildingHeightToRidge ?? null) : null,
      verticalTimberSupportsId: input.isVerticalRoof ? (input.verticalTimberSupportsId ?? null) : null,
      underlayId: input.underlayId ?? null,
      counterBattenId: input.isUnderlaySupported ? (input.counterBattenId ?? null) : null,
      isUnderlaySupported: input.isUnderlaySupported,
      isCeilingWellSealed: input.isCeilingWellSealed,
      ...windload,
      updatedAt: ctx.clock.now(),
      updatedByUserId: user.id,
    },
  );
  if (!saved) throw changedElsewhere();
  // New dimensions or another roof type can take an edge away (a hipped roof made duopitch has no hips).
  const sections = await clearSystemsOfEmptyEdges(ctx, user, input.roofId);
  const { result } = await recalculateRoof(ctx, { roofId: input.roofId, projectId }, { force: false }, sections);
  return presentFixingData(
    saved,
    takeOffOf(saved)?.maxRafterLengthM ?? null,
    result === null ? null : factorsInUseOf(result.loadFactors),
  );
}

export function listRoofTypes() {
  return ROOF_TYPES.map(({ id, name }) => ({ id, name }));
}

export function listVerticalTimberSupports() {
  return VERTICAL_TIMBER_SUPPORTS.map(({ id, name }) => ({ id, name }));
}

// Tile details ------------------------------------------------------------------------------------------------

/**
 * The headlap range for the roof's tile in its colour at its pitch and rafter length, from the same rules the
 * calculation applies (a rule for another finish does not count); null until pitch and rafter length are known.
 */
async function headlapRangeFor(
  source: CatalogueSource,
  tile: catalogue.TileRow,
  colourId: number | null,
  fixing: repository.FixingDataRow,
) {
  const rafterLengthM = takeOffOf(fixing)?.maxRafterLengthM;
  if (fixing.pitch === null || rafterLengthM === undefined) return null;
  const [rules, colour] = await Promise.all([
    catalogue.listHeadlapRules(source, tile.id),
    colourId === null ? undefined : catalogue.findColour(source, colourId),
  ]);
  const range = headlapRange({
    tileMinimumMm: tile.minimumHeadlap ?? 0,
    tileMaximumMm: tile.maximumHeadlap ?? undefined,
    pitchDeg: fixing.pitch,
    rafterLengthM,
    headlapRules: headlapRulesFromRows(rules, colour ?? null),
  });
  return { min: range.minimumMm, max: range.maximumMm };
}

async function presentTileDetailsOf(
  source: CatalogueSource,
  row: repository.TileDetailsRow,
  projectId: number,
  fixing: repository.FixingDataRow,
) {
  const tile = row.tileId === null ? undefined : await catalogue.findTile(source, row.tileId);
  const range = tile ? await headlapRangeFor(source, tile, row.colourId, fixing) : null;
  const inUseMm = row.headlapOverrideMm ?? range?.min ?? tile?.minimumHeadlap ?? null;
  return presentTileDetails(row, projectId, { inUseMm, range });
}

export async function getTileDetails(ctx: AppContext, user: AuthenticatedUser, roofId: number) {
  const { projectId } = await findAccessibleRoofInProject(ctx, user, roofId);
  const { tile, fixing } = await repository.findRoofSections(ctx.db, roofId);
  return presentTileDetailsOf(await catalogueSourceOf(ctx), tile, projectId, fixing);
}

/**
 * Headlap override (spec 03 §4): staff set a headlap within the range, which needs the pitch and rafter length;
 * Reset (override 0) goes back to the rule. A save by anybody else keeps the override staff set.
 */
async function headlapOverrideValue(
  source: CatalogueSource,
  user: AuthenticatedUser,
  input: RoofTileDetailsInput,
  tile: catalogue.TileRow,
  stored: repository.TileDetailsRow,
  fixing: repository.FixingDataRow,
): Promise<number | null> {
  if (!canOverrideRoofFactors(user.role)) {
    if (input.headlapOverride === 1 && input.minHeadlap != null && input.minHeadlap !== stored.headlapOverrideMm) {
      throw forbidden(ROOF_EDITOR_MESSAGES.staffOnlyOverride);
    }
    return input.tileId === stored.tileId ? stored.headlapOverrideMm : null;
  }
  if (input.headlapOverride === 0) return null;
  const range = await headlapRangeFor(source, tile, input.colourId, fixing);
  if (range === null) throw validationError({ MinHeadlap: [ROOF_EDITOR_MESSAGES.pitchOrRafterNotSet] });
  const headlap = input.minHeadlap;
  if (headlap == null || headlap < range.min || headlap > range.max) {
    throw validationError({ MinHeadlap: [ROOF_EDITOR_MESSAGES.headlapRange(range.min, range.max)] });
  }
  return headlap;
}

export async function updateTileDetails(ctx: AppContext, user: AuthenticatedUser, input: RoofTileDetailsInput) {
  const { projectId } = await findAccessibleRoofInProject(ctx, user, input.roofId);
  const { tile: stored, fixing } = await repository.findRoofSections(ctx.db, input.roofId);
  const source = await catalogueSourceOf(ctx);
  const tile = await catalogue.findTile(source, input.tileId);
  if (!tile?.isActive) throwFieldErrors([["tileId", ROOF_EDITOR_MESSAGES.tileRequired]]);
  const colour = await catalogue.findTileColourMapping(source, input.tileId, input.colourId);
  if (!colour?.isValidHere) throwFieldErrors([["colourId", ROOF_EDITOR_MESSAGES.colourRequired]]);
  // Narrowed by the checks above, which throw.
  const chosenTile = tile as NonNullable<typeof tile>;
  const headlapOverrideMm = await headlapOverrideValue(source, user, input, chosenTile, stored, fixing);
  const saved = await repository.updateSectionAtVersion(
    ctx.db,
    "tile",
    { id: stored.id, expectedVersion: input.version },
    {
      tileId: input.tileId,
      colourId: input.colourId,
      referenceNumber: input.referenceNumber ?? null,
      headlapOverrideMm,
      updatedAt: ctx.clock.now(),
      updatedByUserId: user.id,
    },
  );
  if (!saved) throw changedElsewhere();
  await recalculateRoof(ctx, { roofId: input.roofId, projectId }, { force: false });
  return presentTileDetailsOf(source, saved, projectId, fixing);
}

// Estimate lengths --------------------------------------------------------------------------------------------

export async function getEstimate(ctx: AppContext, user: AuthenticatedUser, roofId: number) {
  await findAccessibleRoofInProject(ctx, user, roofId);
  const { estimate, fixing } = await repository.findRoofSections(ctx.db, roofId);
  return presentEstimate(estimate, takeOffOf(fixing), fixing);
}

export async function updateEstimate(ctx: AppContext, user: AuthenticatedUser, input: RoofEstimateInput) {
  const { projectId } = await findAccessibleRoofInProject(ctx, user, input.roofId);
  const { estimate, fixing } = await repository.findRoofSections(ctx.db, input.roofId);
  const calculated = new Set(input.calculatedFields);
  // A value that follows the geometry is not stored: it is worked out again whenever it is read.
  const entered = Object.fromEntries(
    ROOF_ESTIMATE_VALUE_FIELDS.map((field) => [field, calculated.has(field) ? null : (input[field] ?? null)]),
  );
  const saved = await repository.updateSectionAtVersion(
    ctx.db,
    "estimate",
    { id: estimate.id, expectedVersion: input.version },
    {
      ...entered,
      calculatedFields: ROOF_ESTIMATE_VALUE_FIELDS.filter((field) => calculated.has(field)),
      updatedAt: ctx.clock.now(),
      updatedByUserId: user.id,
    },
  );
  if (!saved) throw changedElsewhere();
  const sections = await clearSystemsOfEmptyEdges(ctx, user, input.roofId);
  await recalculateRoof(ctx, { roofId: input.roofId, projectId }, { force: false }, sections);
  return presentEstimate(saved, takeOffOf(fixing), fixing);
}

/** The edges whose length, as the user sees it (entered, or taken off the geometry), is blank or zero. */
function edgesWithoutLength({ estimate, fixing }: Pick<repository.RoofSections, "estimate" | "fixing">) {
  const lengths = presentEstimate(estimate, takeOffOf(fixing), fixing);
  return EDGE_TYPES.filter((edge) => !((lengths[edge.serverEstimateField] ?? 0) > 0));
}

/**
 * Spec 03 §4: a blank or zero length clears the system chosen for that edge, whichever save made it so: an estimate
 * save that blanks the length, or a fixing save whose geometry no longer has the edge.
 */
async function clearSystemsOfEmptyEdges(
  ctx: AppContext,
  user: AuthenticatedUser,
  roofId: number,
): Promise<repository.RoofSections> {
  const sections = await repository.findRoofSections(ctx.db, roofId);
  const { systems } = sections;
  const cleared = edgesWithoutLength(sections).filter((edge) => systems[edge.serverSystemField] !== null);
  if (cleared.length === 0) return sections;
  const saved = await repository.updateSectionAtVersion(
    ctx.db,
    "systems",
    { id: systems.id, expectedVersion: systems.version },
    {
      ...Object.fromEntries(cleared.map((edge) => [edge.serverSystemField, null])),
      updatedAt: ctx.clock.now(),
      updatedByUserId: user.id,
    },
  );
  // Saved by another edit meanwhile: the calculation reads the sections as they are now.
  return saved ? { ...sections, systems: saved } : repository.findRoofSections(ctx.db, roofId);
}

// Systems per edge --------------------------------------------------------------------------------------------

/** The systems the roof may choose for each edge: active, made for its tile, and within their pitch range. */
export async function systemOptionsFor(
  source: CatalogueSource,
  sections: Pick<repository.RoofSections, "tile" | "fixing">,
): Promise<RoofSystemOption[]> {
  if (sections.tile.tileId === null) return [];
  const tile = await catalogue.findTile(source, sections.tile.tileId);
  if (!tile) return [];
  const pitch = sections.fixing.pitch;
  const options: RoofSystemOption[] = [];
  for (const system of await repository.findSystemsForTileCode(source, tile.code)) {
    if (pitch !== null && (pitch < system.minPitch || pitch > system.maxPitch)) continue;
    const edge = EDGE_TYPES.find((type) => type.group === system.groupName);
    if (edge) options.push({ id: system.id, name: system.name, groupName: system.groupName, edge: edge.key });
  }
  return options;
}

export async function getSystemOptions(ctx: AppContext, user: AuthenticatedUser, roofId: number) {
  await findAccessibleRoofInProject(ctx, user, roofId);
  const [source, sections] = await Promise.all([catalogueSourceOf(ctx), repository.findRoofSections(ctx.db, roofId)]);
  return systemOptionsFor(source, sections);
}

export async function getSystems(ctx: AppContext, user: AuthenticatedUser, roofId: number) {
  await findAccessibleRoofInProject(ctx, user, roofId);
  return presentSystems(await repository.findOrCreateSection(ctx.db, "systems", roofId));
}

export async function updateSystems(ctx: AppContext, user: AuthenticatedUser, input: RoofSystemsInput) {
  const { projectId } = await findAccessibleRoofInProject(ctx, user, input.roofId);
  const sections = await repository.findRoofSections(ctx.db, input.roofId);
  const options = new Map(
    (await systemOptionsFor(await catalogueSourceOf(ctx), sections)).map((option) => [option.id, option]),
  );
  throwFieldErrors(
    EDGE_TYPES.flatMap((edge): Array<[string, string]> => {
      const systemId = input[edge.serverSystemField];
      if (systemId == null) return [];
      if (options.size === 0) return [[edge.serverSystemField, ROOF_EDITOR_MESSAGES.noValidSystems]];
      return options.get(systemId)?.edge === edge.key
        ? []
        : [[edge.serverSystemField, ROOF_EDITOR_MESSAGES.systemInvalid]];
    }),
  );
  // A system for an edge the roof does not have is not stored: a blank or zero length clears it (spec 03 §4).
  const empty = new Set(edgesWithoutLength(sections).map((edge) => edge.key));
  const saved = await repository.updateSectionAtVersion(
    ctx.db,
    "systems",
    { id: sections.systems.id, expectedVersion: input.version },
    {
      ...Object.fromEntries(
        EDGE_TYPES.map((edge) => [
          edge.serverSystemField,
          empty.has(edge.key) ? null : (input[edge.serverSystemField] ?? null),
        ]),
      ),
      updatedAt: ctx.clock.now(),
      updatedByUserId: user.id,
    },
  );
  if (!saved) throw changedElsewhere();
  await recalculateRoof(ctx, { roofId: input.roofId, projectId }, { force: false });
  return presentSystems(saved);
}

/** GET /roofsystems/project/{projectId}: what each roof of the project has chosen for its edges. */
export async function getProjectRoofSystems(ctx: AppContext, user: AuthenticatedUser, projectId: number) {
  await findAccessibleProject(ctx, user, projectId);
  const rows = await repository.findEdgeSystemsOfProject(ctx.db, projectId);
  const chosenIds = [
    ...new Set(
      rows.flatMap((row) => ROOF_SYSTEM_FIELDS.map((field) => row.systems[field]).filter((id) => id !== null)),
    ),
  ];
  const systems = new Map(
    (await repository.findSystems(await catalogueSourceOf(ctx), chosenIds)).map((system) => [system.id, system]),
  );
  return rows.flatMap((row) =>
    EDGE_TYPES.flatMap((edge) => {
      const system = systems.get(row.systems[edge.serverSystemField] ?? 0);
      if (!system) return [];
      return [
        {
          roofId: row.roofId,
          roofName: row.roofName,
          edge: edge.key,
          systemId: system.id,
          systemName: system.name,
          groupName: system.groupName,
        },
      ];
    }),
  );
}

/** The roof's pitch and longest rafter once its geometry is entered (null before), for choosing its tile. */
export async function roofSlopeFor(ctx: AppContext, user: AuthenticatedUser, roofId: number) {
  await findAccessibleRoofInProject(ctx, user, roofId);
  const fixing = await repository.findOrCreateSection(ctx.db, "fixing", roofId);
  const takeOff = takeOffOf(fixing);
  if (takeOff === null || fixing.pitch === null) return null;
  return { pitchDeg: fixing.pitch, rafterLengthM: takeOff.maxRafterLengthM };
}
