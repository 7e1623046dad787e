/**
 * Components a user adds to a roof by hand (spec 03 §3.2 manual component selection): the components of the
 * systems that suit the roof's tile and pitch, each with a quantity of at most three digits and a colour of its
 * own. They join the estimate as their own lines on the next recalculation.
 */
import {
  EDGE_TYPES,
  type ManualComponentColour,
  type ManualComponentSelection,
  type ManualQuantityUpdate,
  ROOF_EDITOR_MESSAGES,
  SUCCESS_MESSAGES,
} from "@portal/contracts";
import type { AppContext } from "../../../context.js";
import { notFound, validationError } from "../../../errors.js";
import type { AuthenticatedUser } from "../../../plugins/auth.js";
import { findAccessibleRoofInProject } from "../../roofs/roofs.service.js";
import {
  listComponentColours,
  listRoofSystemComponents,
  type RoofSystemComponentRow,
} from "../calculation/catalogue.repository.js";
import { loadCatalogueInputs } from "../calculation/catalogue-inputs.js";
import { catalogueSourceOf } from "../calculation/kept-catalogue.js";
import { recalculateRoof } from "../calculation/recalculation.service.js";
import * as repository from "./sections.repository.js";
import { systemOptionsFor } from "./sections.service.js";

const colourName = (colour: { suffix: string; description: string }) => `${colour.description} (${colour.suffix})`;

/** The systems a roof may take components from, and the components each lists. */
async function manualCatalogue(ctx: AppContext, sections: repository.RoofSections) {
  const source = await catalogueSourceOf(ctx);
  const options = await systemOptionsFor(source, sections);
  const components = await listRoofSystemComponents(
    source,
    options.map((option) => option.id),
  );
  return { options, components };
}

function chosenEdgeSystems(systems: repository.EdgeSystemsRow): number[] {
  return EDGE_TYPES.flatMap((edge) => {
    const systemId = systems[edge.serverSystemField];
    return systemId === null ? [] : [systemId];
  });
}

export async function getManualSelection(
  ctx: AppContext,
  user: AuthenticatedUser,
  roofId: number,
): Promise<ManualComponentSelection> {
  await findAccessibleRoofInProject(ctx, user, roofId);
  const sections = await repository.findRoofSections(ctx.db, roofId);
  const [{ options, components }, stored] = await Promise.all([
    manualCatalogue(ctx, sections),
    repository.findManualComponents(ctx.db, roofId),
  ]);
  const storedByKey = new Map(stored.map((row) => [`${row.roofSystemId}:${row.componentId}`, row]));
  return {
    roofId,
    systems: options.map((option) => ({
      systemId: option.id,
      systemName: option.name,
      groupName: option.groupName,
      components: components
        .filter((component) => component.roofSystemId === option.id)
        .map((component) => {
          const saved = storedByKey.get(`${option.id}:${component.productId}`);
          return {
            componentId: component.productId,
            systemId: option.id,
            colourId: saved?.colourId ?? null,
            quantity: saved?.quantity ?? 0,
            code: component.code,
            unit: component.unit,
            name: component.name,
          };
        }),
    })),
    dependentSystems: chosenEdgeSystems(sections.systems),
  };
}

/**
 * Each line must name a component its system lists, among the systems that suit the roof. Model state is keyed
 * by the list's field, as the schema's own errors are (plugins/error-handler.ts).
 */
function checkLines(lines: readonly ManualQuantityUpdate[], components: readonly RoofSystemComponentRow[]) {
  const listed = new Set(components.map((component) => `${component.roofSystemId}:${component.productId}`));
  if (lines.some((line) => !listed.has(`${line.systemId}:${line.componentId}`))) {
    throw validationError({ Components: [ROOF_EDITOR_MESSAGES.manualComponentInvalid] });
  }
}

/**
 * PUT /manual-component-selection (all of the roof's lines: what is not sent is removed) and
 * PUT /manual-component-selection/amount-update/{roofId} (only the lines sent change).
 */
export async function saveManualQuantities(
  ctx: AppContext,
  user: AuthenticatedUser,
  roofId: number,
  lines: readonly ManualQuantityUpdate[],
  options: { replaceAll: boolean },
) {
  const { projectId } = await findAccessibleRoofInProject(ctx, user, roofId);
  const sections = await repository.findRoofSections(ctx.db, roofId);
  checkLines(lines, (await manualCatalogue(ctx, sections)).components);
  await ctx.db.transaction(async (tx) => {
    if (options.replaceAll) await repository.deleteManualComponents(tx, roofId);
    await repository.saveManualQuantities(
      tx,
      roofId,
      lines.map((line) => ({
        roofSystemId: line.systemId,
        componentId: line.componentId,
        colourId: line.colourId ?? null,
        quantity: line.quantity,
      })),
    );
  });
  await recalculateRoof(ctx, { roofId, projectId }, { force: false });
}

export async function manuallySelectedQuantities(ctx: AppContext, user: AuthenticatedUser, roofId: number) {
  await findAccessibleRoofInProject(ctx, user, roofId);
  const sections = await repository.findRoofSections(ctx.db, roofId);
  const [stored, { components }] = await Promise.all([
    repository.findManualComponents(ctx.db, roofId),
    manualCatalogue(ctx, sections),
  ]);
  return stored.map((row) => ({
    id: row.id,
    systemId: row.roofSystemId,
    componentId: row.componentId,
    code: row.code,
    quantity: row.quantity,
    unit:
      components.find(
        (component) => component.roofSystemId === row.roofSystemId && component.productId === row.componentId,
      )?.unit ?? "Off",
    colourId: row.colourId,
  }));
}

/** The roof's hand-added components with the colours each comes in (spec 03 §3.2 component colours). */
export async function savedComponentsWithColour(
  ctx: AppContext,
  user: AuthenticatedUser,
  roofId: number,
): Promise<ManualComponentColour[]> {
  await findAccessibleRoofInProject(ctx, user, roofId);
  const stored = await repository.findManualComponents(ctx.db, roofId);
  const colours = await listComponentColours(
    await catalogueSourceOf(ctx),
    stored.map((row) => row.componentId),
  );
  return stored.map((row) => ({
    id: row.id,
    componentId: row.componentId,
    productRoofSystemId: row.roofSystemId,
    colourId: row.colourId,
    name: row.name,
    code: row.code,
    colours: colours
      .filter((mapping) => mapping.productId === row.componentId)
      .map((mapping) => ({ id: mapping.colour.id, name: colourName(mapping.colour) })),
    isManual: true,
  }));
}

/** POST /manual-colour-selection: a colour the component comes in, or null for the one that suits the tile. */
export async function chooseManualColour(
  ctx: AppContext,
  user: AuthenticatedUser,
  input: { roofId: number; componentId: number; productRoofSystemId: number; colourId: number | null },
) {
  const { projectId } = await findAccessibleRoofInProject(ctx, user, input.roofId);
  if (input.colourId !== null) {
    const colours = await listComponentColours(await catalogueSourceOf(ctx), [input.componentId]);
    if (!colours.some((mapping) => mapping.colour.id === input.colourId)) {
      throw validationError({ ColourId: ["Colour is invalid"] });
    }
  }
  const saved = await repository.setManualComponentColour(
    ctx.db,
    { roofId: input.roofId, roofSystemId: input.productRoofSystemId, componentId: input.componentId },
    input.colourId,
  );
  if (!saved) throw notFound(ROOF_EDITOR_MESSAGES.manualComponentInvalid);
  await recalculateRoof(ctx, { roofId: input.roofId, projectId }, { force: false });
  return { message: SUCCESS_MESSAGES.colourSaved };
}

/**
 * GET /product-components/components-for-roof-with-colour/{roofId}: what the roof's chosen edge systems bring,
 * each in the colour the estimate orders it in.
 */
export async function componentsForRoofWithColour(ctx: AppContext, user: AuthenticatedUser, roofId: number) {
  await findAccessibleRoofInProject(ctx, user, roofId);
  const { tile, fixing, systems } = await repository.findRoofSections(ctx.db, roofId);
  if (tile.tileId === null) return [];
  const edgeSystems = Object.fromEntries(
    EDGE_TYPES.flatMap((edge) => {
      const systemId = systems[edge.serverSystemField];
      return systemId === null ? [] : [[edge.key, systemId]];
    }),
  );
  const catalogue = await loadCatalogueInputs(await catalogueSourceOf(ctx), {
    tileId: tile.tileId,
    colourId: tile.colourId,
    underlayId: null,
    counterBattenId: null,
    edgeSystems,
    ...(fixing.pitch === null ? {} : { pitchDeg: fixing.pitch }),
  });
  return catalogue.systems.flatMap((system) =>
    system.components.map((component) => ({
      componentId: component.productId,
      systemId: system.systemId,
      systemName: system.systemName,
      code: component.code,
      name: component.name,
      colourId: component.colour?.id ?? null,
      colourName: component.colour ? colourName(component.colour) : null,
    })),
  );
}
