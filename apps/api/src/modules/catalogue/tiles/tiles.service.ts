import {
  COLOUR_MAPPING_RULES,
  DEFAULT_MAXIMUM_HEADLAP_MM,
  FIXING_CALCULATION_ASSEMBLIES,
  type HeadlapRuleValues,
  headlapRangeMessage,
  MATERIAL_TYPES,
  NBS_SUB_PRODUCT_TYPES,
  PRODUCT_COMPONENT_SUBTYPES,
  SOLAR_EDGE_TYPES,
  type SolarEdgeComponentValues,
  TILE_TYPES,
  type TileColourValues,
  type TileFixingCreateValues,
  type TileFixingUpdateValues,
  type TileOption,
  type TileProductManagement,
  type TileValues,
} from "@portal/contracts";
import type { AppContext } from "../../../context.js";
import { guardWrite } from "../../../db/write-guard.js";
import { conflict, found, notFound } from "../../../errors.js";
import type { AuthenticatedUser } from "../../../plugins/auth.js";
import { roofSlopeFor } from "../../roof-editor/index.js";
import { rowService } from "../shared/row-service.js";
import { duplicateMessage, fieldError, inUseMessage } from "../shared/write-guard.js";
import {
  presentFixing,
  presentHeadlapRule,
  presentSolarEdge,
  presentTile,
  presentTileColour,
} from "./tiles.presenter.js";
import * as repository from "./tiles.repository.js";

const inList = (list: ReadonlyArray<{ id: number }>, id: number | null) =>
  id !== null && list.some((item) => item.id === id);

// Tiles

function checkTileLookups(input: TileValues) {
  if (!inList(TILE_TYPES, input.tileTypeId)) throw fieldError("TileTypeId", "Tile Type is invalid");
  if (!inList(MATERIAL_TYPES, input.materialType)) throw fieldError("MaterialType", "Material Type is invalid");
  if (!inList(FIXING_CALCULATION_ASSEMBLIES, input.fixingCalculationAssembly)) {
    throw fieldError("FixingCalculationAssembly", "Fixing Calculation Assembly is invalid");
  }
  if (!inList(COLOUR_MAPPING_RULES, input.colourMappingRules)) {
    throw fieldError("ColourMappingRules", "Colour Mapping Rules is invalid");
  }
}

function tileValues(input: TileValues) {
  const { id: _id, ...values } = input;
  return values;
}
const tileDuplicate = (code: string) => duplicateMessage("tile", "code", code);

export async function listTiles(ctx: AppContext) {
  return (await repository.listTiles(ctx.db)).map(presentTile);
}

const tileRules = rowService(repository.tileRows, presentTile, {
  check: (_ctx, input) => checkTileLookups(input),
  values: tileValues,
  duplicate: (input) => tileDuplicate(input.code),
});
export const getTile = tileRules.get;

async function updateTile(ctx: AppContext, _user: AuthenticatedUser, id: number, input: TileValues) {
  const existing = found(await repository.findTileRow(ctx.db, id));
  checkTileLookups(input);
  await guardWrite(
    () =>
      ctx.db.transaction(async (tx) => {
        await repository.tileRows.update(tx, id, { ...tileValues(input), updatedAt: ctx.clock.now() });
        if (existing.code !== input.code) await repository.renameRoofSystemTileCode(tx, existing.code, input.code);
      }),
    { duplicate: tileDuplicate(input.code) },
  );
  return getTile(ctx, id);
}

async function deleteTile(ctx: AppContext, id: number) {
  const tile = found(await repository.findTileRow(ctx.db, id));
  const systems = await repository.countRoofSystemsForCode(ctx.db, tile.code);
  if (systems > 0) throw conflict(inUseMessage("tile", `${systems} roof system(s)`));
  await repository.tileRows.remove(ctx.db, id);
}

/** A tile's code change carries its roof systems along, and a tile in use by one is not deleted. */
export const tileResource = { ...tileRules, update: updateTile, remove: deleteTile };

export async function tileProductManagement(ctx: AppContext, id: number): Promise<TileProductManagement> {
  const tile = await getTile(ctx, id);
  const [colours, headlapRules, fixings, solarEdges] = await Promise.all([
    repository.tileColourRows.under(ctx.db, id),
    repository.headlapRuleRows.under(ctx.db, id),
    repository.fixingRows.under(ctx.db, id),
    repository.solarEdgeRows.under(ctx.db, id),
  ]);
  return {
    tile,
    ...tileLookups(),
    colours: colours.map(presentTileColour),
    headlapRules: headlapRules.map(presentHeadlapRule),
    fixings: fixings.map(presentFixing),
    solarEdgeComponents: solarEdges.map(presentSolarEdge),
  };
}

/** The option lists the tile page needs, also for a new tile. */
export function tileLookups() {
  const options = (list: ReadonlyArray<{ id: number; name: string }>) => list.map(({ id, name }) => ({ id, name }));
  return {
    tileTypes: options(TILE_TYPES),
    materialTypes: options(MATERIAL_TYPES),
    fixingCalculationAssemblies: options(FIXING_CALCULATION_ASSEMBLIES),
    colourMappingRulesList: options(COLOUR_MAPPING_RULES),
  };
}

/**
 * GET /tiles/roof-selection/{roofId}: the valid tiles this roof may use. Once the roof's pitch and rafter length
 * are known, a tile with headlap rules is offered only if one of them covers both (a tile without rules is
 * offered on its own minimum headlap).
 */
export async function tilesForRoofSelection(
  ctx: AppContext,
  user: AuthenticatedUser,
  roofId: number,
): Promise<TileOption[]> {
  const slope = await roofSlopeFor(ctx, user, roofId);
  const rows = await repository.listSelectableTiles(ctx.db);
  const rules =
    slope === null
      ? []
      : await repository.listHeadlapRulesOfTiles(
          ctx.db,
          rows.map((row) => row.id),
        );
  const suits = (tileId: number) => {
    const own = rules.filter((rule) => rule.tileId === tileId);
    return (
      slope === null ||
      own.length === 0 ||
      own.some(
        (rule) =>
          slope.pitchDeg >= rule.minPitch &&
          slope.pitchDeg <= rule.maxPitch &&
          slope.rafterLengthM >= rule.minRafter &&
          slope.rafterLengthM <= rule.maxRafter,
      )
    );
  };
  return rows
    .filter((row) => suits(row.id))
    .map((row) => ({
      id: row.id,
      name: row.name,
      tileSpecificationMinimumHeadlap: row.minimumHeadlap,
      tileSpecificationMaximumHeadlap: row.maximumHeadlap ?? DEFAULT_MAXIMUM_HEADLAP_MM,
    }));
}

// Tile colours

const tileColourDuplicate = "This colour is already mapped to the tile.";

async function checkTileColour(ctx: AppContext, input: TileColourValues) {
  if (!(await repository.findTileRow(ctx.db, input.tileId))) throw fieldError("TileId", "Tile is invalid");
  if (!(await repository.colourExists(ctx.db, input.colourId))) throw fieldError("ColourId", "Colour is invalid");
}

export async function listTileColours(ctx: AppContext, tileId?: number) {
  return (await repository.tileColourRows.under(ctx.db, tileId)).map(presentTileColour);
}

export const tileColourResource = rowService(repository.tileColourRows, presentTileColour, {
  check: checkTileColour,
  values: (input: TileColourValues, user: AuthenticatedUser) => ({
    tileId: input.tileId,
    colourId: input.colourId,
    isValidHere: input.isValidHere,
    updatedByUserId: user.id,
  }),
  duplicate: () => tileColourDuplicate,
});

export async function coloursForTile(ctx: AppContext, tileId: number, pitch: number, rafterLength: number) {
  found(await repository.findTileRow(ctx.db, tileId));
  const rows = await repository.coloursForTile(ctx.db, tileId, pitch, rafterLength);
  return rows.map((row) => ({ id: row.id, description: row.description, enabled: Boolean(row.enabled) }));
}

// Headlap rules

async function checkHeadlapRule(ctx: AppContext, input: HeadlapRuleValues) {
  const tile = await repository.findTileRow(ctx.db, input.tileId);
  if (!tile) throw fieldError("TileId", "Tile is invalid");
  if (input.finishId !== null && !(await repository.finishExists(ctx.db, input.finishId))) {
    throw fieldError("FinishId", "Finish is invalid");
  }
  const min = tile.minimumHeadlap ?? 0;
  const max = tile.maximumHeadlap ?? DEFAULT_MAXIMUM_HEADLAP_MM;
  if (input.minHeadlap < min || input.minHeadlap > max) {
    throw fieldError("MinHeadlap", headlapRangeMessage(min, max));
  }
}

const headlapValues = (input: HeadlapRuleValues, user: AuthenticatedUser) => ({
  tileId: input.tileId,
  exposure: input.exposure,
  minRafter: input.minRafter,
  maxRafter: input.maxRafter,
  minPitch: input.minPitch,
  maxPitch: input.maxPitch,
  minHeadlap: input.minHeadlap,
  finishId: input.finishId,
  updatedByUserId: user.id,
});

export async function listHeadlapRules(ctx: AppContext, tileId?: number) {
  return (await repository.headlapRuleRows.under(ctx.db, tileId)).map(presentHeadlapRule);
}

export async function rulesForTile(ctx: AppContext, tileId: number) {
  found(await repository.findTileRow(ctx.db, tileId));
  return listHeadlapRules(ctx, tileId);
}

export const headlapRuleResource = rowService(repository.headlapRuleRows, presentHeadlapRule, {
  check: checkHeadlapRule,
  values: headlapValues,
});

// Tile fixings

const fixingDuplicate = "This component is already a fixing of the tile with that sub type.";

async function checkFixing(ctx: AppContext, input: TileFixingUpdateValues) {
  if (!(await repository.componentExists(ctx.db, input.componentId))) {
    throw fieldError("ComponentId", "Component is invalid");
  }
  if (!inList(PRODUCT_COMPONENT_SUBTYPES, input.subType)) throw fieldError("SubType", "Sub Type is invalid");
  if (!inList(NBS_SUB_PRODUCT_TYPES, input.nbsSubType)) throw fieldError("NbsSubType", "Nbs Sub Type is invalid");
}

export async function listFixings(ctx: AppContext, tileId: number) {
  found(await repository.findTileRow(ctx.db, tileId));
  return (await repository.fixingRows.under(ctx.db, tileId)).map(presentFixing);
}

export async function getFixing(ctx: AppContext, id: number) {
  return presentFixing(found(await repository.fixingRows.find(ctx.db, id)));
}

export async function createFixing(ctx: AppContext, input: TileFixingCreateValues) {
  if (!(await repository.findTileRow(ctx.db, input.tileId))) throw fieldError("TileId", "Tile is invalid");
  await checkFixing(ctx, input);
  const id = await guardWrite(() => repository.fixingRows.insert(ctx.db, input), { duplicate: fixingDuplicate });
  return getFixing(ctx, id);
}

export async function updateFixing(ctx: AppContext, id: number, input: TileFixingUpdateValues) {
  found(await repository.fixingRows.find(ctx.db, id));
  await checkFixing(ctx, input);
  await guardWrite(() => repository.fixingRows.update(ctx.db, id, { ...input, updatedAt: ctx.clock.now() }), {
    duplicate: fixingDuplicate,
  });
  return getFixing(ctx, id);
}

export async function deleteFixing(ctx: AppContext, tileId: number, id: number) {
  if (!(await repository.deleteFixing(ctx.db, tileId, id))) throw notFound();
}

// Solar edge components

const solarEdgeDuplicate = "This component is already on that edge of the tile.";

async function checkSolarEdge(ctx: AppContext, input: SolarEdgeComponentValues) {
  if (!(await repository.findTileRow(ctx.db, input.tileId))) throw fieldError("TileId", "Tile is invalid");
  if (!(await repository.componentExists(ctx.db, input.componentId))) {
    throw fieldError("ComponentId", "Component is invalid");
  }
  if (!(await repository.formulaExists(ctx.db, input.formulaId))) throw fieldError("FormulaId", "Formula is invalid");
  if (!inList(SOLAR_EDGE_TYPES, input.solarEdgeComponentType)) {
    throw fieldError("SolarEdgeComponentType", "Edge is invalid");
  }
}

const solarEdgeValues = (input: SolarEdgeComponentValues) => ({
  tileId: input.tileId,
  componentId: input.componentId,
  formulaId: input.formulaId,
  solarEdgeComponentType: input.solarEdgeComponentType,
});

export async function listSolarEdges(ctx: AppContext, tileId?: number) {
  return (await repository.solarEdgeRows.under(ctx.db, tileId)).map(presentSolarEdge);
}

export const solarEdgeResource = rowService(repository.solarEdgeRows, presentSolarEdge, {
  check: checkSolarEdge,
  values: solarEdgeValues,
  duplicate: () => solarEdgeDuplicate,
});
