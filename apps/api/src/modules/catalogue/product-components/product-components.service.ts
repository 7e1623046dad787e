import {
  type ComponentColourValues,
  NBS_SUB_PRODUCT_TYPES,
  PRODUCT_COMPONENT_SUBTYPE,
  PRODUCT_COMPONENT_SUBTYPES,
  PRODUCT_COMPONENT_TYPES,
  type ProductComponentValues,
} from "@portal/contracts";
import type { AppContext } from "../../../context.js";
import { found, notFound } from "../../../errors.js";
import type { AuthenticatedUser } from "../../../plugins/auth.js";
import { removeUnlessUsed, rowService } from "../shared/row-service.js";
import { duplicateMessage, fieldError } from "../shared/write-guard.js";
import { presentComponent, presentMapping, presentSearchResult } from "./product-components.presenter.js";
import * as repository from "./product-components.repository.js";

const inList = (list: ReadonlyArray<{ id: number }>, id: number | null) =>
  id === null || list.some((item) => item.id === id);
const componentDuplicate = (code: string) => duplicateMessage("product component", "code", code);

function checkComponent(input: ProductComponentValues) {
  if (!inList(PRODUCT_COMPONENT_SUBTYPES, input.subType)) throw fieldError("SubType", "Sub Type is invalid");
  if (!inList(NBS_SUB_PRODUCT_TYPES, input.nbsSubProductType)) {
    throw fieldError("NbsSubProductType", "Nbs Sub Product Type is invalid");
  }
}

function componentValues(input: ProductComponentValues) {
  const { id: _id, ...values } = input;
  return values;
}

export async function listComponents(
  ctx: AppContext,
  filter: { type?: number | undefined; subType?: number | undefined } = {},
) {
  return (await repository.listComponents(ctx.db, filter)).map(presentComponent);
}

/** Active underlays or counter battens, for the roof editor's selects. */
export async function componentsOfSubType(ctx: AppContext, subType: number) {
  return (await repository.listComponents(ctx.db, { subType, activeOnly: true })).map(presentComponent);
}
export const underlays = (ctx: AppContext) => componentsOfSubType(ctx, PRODUCT_COMPONENT_SUBTYPE.underlay);
export const counterBattens = (ctx: AppContext) => componentsOfSubType(ctx, PRODUCT_COMPONENT_SUBTYPE.counterBatten);

const componentRules = rowService(repository.componentRows, presentComponent, {
  check: (_ctx, input) => checkComponent(input),
  values: componentValues,
  duplicate: (input) => componentDuplicate(input.code),
});

const deleteComponent = removeUnlessUsed(repository.componentRows, "product component", async (ctx, id) => {
  const usage = await repository.componentUsage(ctx.db, id);
  return [
    [usage.fixings, "tile fixing(s)"],
    [usage.solarEdges, "solar edge component(s)"],
    [usage.roofSystems, "roof system(s)"],
  ];
});

/** A component in use by a tile or a roof system is not deleted. */
export const componentResource = { ...componentRules, remove: deleteComponent };

/** The debounced component search: no match is a 404, which the client reads as "no results". */
export async function search(ctx: AppContext, term: string) {
  const rows = await repository.searchComponents(ctx.db, term);
  if (rows.length === 0) throw notFound("No components match the search.");
  return rows.map(presentSearchResult);
}

// Colour mappings

const mappingDuplicate = "This colour is already mapped to the component.";

async function mappingValues(ctx: AppContext, input: ComponentColourValues) {
  const component = await repository.componentRows.find(ctx.db, input.productId);
  if (!component) throw fieldError("ProductId", "Product is invalid");
  if (!(await repository.colourExists(ctx.db, input.mappedId)))
    throw fieldError("MappedId", "Select Colours is invalid");
  // Linked tile colours apply to tile components only; a fitting's list is always empty (spec 03 §5).
  const isFitting = component.component.type === PRODUCT_COMPONENT_TYPES.fitting;
  const linked = isFitting ? [] : [...new Set(input.linkedTileColours)];
  const known = await repository.existingSuffixes(ctx.db, linked);
  const unknown = linked.filter((suffix) => !known.has(suffix.toLowerCase()));
  if (unknown.length) throw fieldError("LinkedTileColours", `Unknown tile colour(s): ${unknown.join(", ")}`);
  return { productId: input.productId, colourId: input.mappedId, linkedTileColours: linked };
}

export async function listMappings(ctx: AppContext, productId: number) {
  found(await repository.componentRows.find(ctx.db, productId));
  return (await repository.mappingRows.under(ctx.db, productId)).map(presentMapping);
}

export const mappingResource = rowService(repository.mappingRows, presentMapping, {
  values: (input: ComponentColourValues, _user: AuthenticatedUser, ctx: AppContext) => mappingValues(ctx, input),
  duplicate: () => mappingDuplicate,
});
