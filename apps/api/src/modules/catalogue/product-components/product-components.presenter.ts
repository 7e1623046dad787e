import {
  type ComponentColour,
  type ComponentSearchResult,
  PRODUCT_COMPONENT_TYPE_OPTIONS,
  type ProductComponent,
} from "@portal/contracts";
import type { ProductComponentRow } from "../../../db/schema/index.js";
import type { ComponentWithNames, MappingWithColour } from "./product-components.repository.js";

export function presentComponent({
  component,
  subTypeName,
  nbsSubProductTypeName,
}: ComponentWithNames): ProductComponent {
  return {
    id: component.id,
    code: component.code,
    name: component.name,
    manufacturer: component.manufacturer,
    type: component.type,
    typeName: PRODUCT_COMPONENT_TYPE_OPTIONS.find((option) => option.id === component.type)?.name ?? "",
    subType: component.subType,
    subTypeName,
    nbsSubProductType: component.nbsSubProductType,
    nbsSubProductTypeName,
    counterBattenDepth: component.counterBattenDepth,
    isAirPermeable: component.isAirPermeable,
    underlayPerArea: component.underlayPerArea,
    roundUp: component.roundUp === "N" ? "N" : "Y",
    addedWastage: component.addedWastage,
    isRblkend: component.isRblkend,
    isHblkend: component.isHblkend,
    isTileFixing: component.isTileFixing,
    tileFitting: component.tileFitting,
    packQuantity: component.packQuantity,
    clipRxFailure: component.clipRxFailure,
    resistance: component.resistance,
    comments: component.comments,
    isActive: component.isActive,
    specialInfo: component.specialInfo,
  };
}

export function presentSearchResult(component: ProductComponentRow): ComponentSearchResult {
  return {
    id: component.id,
    code: component.code,
    name: component.name,
    type: component.type,
    packQuantity: component.packQuantity,
    addedWastage: component.addedWastage,
  };
}

export function presentMapping({ row: mapping, suffix, description, finishName }: MappingWithColour): ComponentColour {
  return {
    id: mapping.id,
    productId: mapping.productId,
    mappedId: mapping.colourId,
    linkedTileColours: mapping.linkedTileColours,
    suffix,
    description,
    finish: finishName,
  };
}
