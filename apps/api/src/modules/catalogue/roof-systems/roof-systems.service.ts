import {
  NBS_SECTIONS,
  NBS_SUB_GROUPS,
  NBS_SUB_PRODUCT_TYPES,
  PRODUCT_COMPONENT_SUBTYPES,
  type RoofSystemComponentValues,
  type RoofSystemValues,
} from "@portal/contracts";
import type { AppContext } from "../../../context.js";
import { found } from "../../../errors.js";
import { rowService } from "../shared/row-service.js";
import { fieldError } from "../shared/write-guard.js";
import { presentRoofSystem, presentSystemComponent } from "./roof-systems.presenter.js";
import * as repository from "./roof-systems.repository.js";

const inList = (list: ReadonlyArray<{ id: number }>, id: number | null) =>
  id === null || list.some((item) => item.id === id);
const systemDuplicate = (name: string) => `A roof system named '${name}' already exists for this group and tile.`;

async function checkRoofSystem(ctx: AppContext, input: RoofSystemValues) {
  if (!(await repository.tileCodeExists(ctx.db, input.associatedProductCode))) {
    throw fieldError("AssociatedProductCode", "Associated Product Code is invalid");
  }
  if (!inList(NBS_SECTIONS, input.nbsSection)) throw fieldError("NbsSection", "Nbs Section is invalid");
  if (!inList(NBS_SUB_GROUPS, input.clauseSubgroup)) throw fieldError("ClauseSubgroup", "Clause Subgroup is invalid");
}

function systemValues(input: RoofSystemValues) {
  const { id: _id, ...values } = input;
  return values;
}

export async function listRoofSystems(
  ctx: AppContext,
  filter: { groupName?: string | undefined; associatedProductCode?: string | undefined } = {},
) {
  return (await repository.listRoofSystems(ctx.db, filter)).map(presentRoofSystem);
}

/** A roof system owns its components, so deleting it deletes them. */
export const roofSystemResource = rowService(repository.roofSystemRows, presentRoofSystem, {
  check: checkRoofSystem,
  values: systemValues,
  duplicate: (input) => systemDuplicate(input.name),
});

export async function formulas(ctx: AppContext) {
  return repository.listFormulas(ctx.db);
}

// Components

async function checkSystemComponent(ctx: AppContext, input: RoofSystemComponentValues) {
  if (!(await repository.roofSystemRows.find(ctx.db, input.roofSystemId))) {
    throw fieldError("RoofSystemId", "Roof System is invalid");
  }
  if (!(await repository.componentExists(ctx.db, input.productId)))
    throw fieldError("ProductId", "Component is invalid");
  if (!(await repository.formulaExists(ctx.db, input.formulaId)))
    throw fieldError("FormulaId", "Formula ID is invalid");
  if (!inList(PRODUCT_COMPONENT_SUBTYPES, input.subType)) throw fieldError("SubType", "Sub Type is invalid");
  if (!inList(NBS_SUB_PRODUCT_TYPES, input.nbsSubType)) throw fieldError("NbsSubType", "NBS Sub Type is invalid");
  if (input.mappedId !== null && !(await repository.colourExists(ctx.db, input.mappedId))) {
    throw fieldError("MappedId", "Mapped Id is invalid");
  }
  if (
    input.componentMappingId !== null &&
    !(await repository.mappingBelongsTo(ctx.db, input.componentMappingId, input.productId))
  ) {
    throw fieldError("ComponentMappingId", "Component Mapping Id is invalid");
  }
}

function systemComponentValues(input: RoofSystemComponentValues) {
  const { id: _id, ...values } = input;
  return values;
}

export async function listSystemComponents(ctx: AppContext, roofSystemId: number) {
  found(await repository.roofSystemRows.find(ctx.db, roofSystemId));
  return (await repository.systemComponentRows.under(ctx.db, roofSystemId)).map(presentSystemComponent);
}

export const systemComponentResource = rowService(repository.systemComponentRows, presentSystemComponent, {
  check: checkSystemComponent,
  values: systemComponentValues,
});
