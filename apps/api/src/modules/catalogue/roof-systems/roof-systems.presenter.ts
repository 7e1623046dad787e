import type { RoofSystem, RoofSystemComponent } from "@portal/contracts";
import type { RoofSystemWithCount, SystemComponentRow } from "./roof-systems.repository.js";

export function presentRoofSystem({ system, componentCount }: RoofSystemWithCount): RoofSystem {
  return {
    id: system.id,
    name: system.name,
    groupName: system.groupName,
    associatedProductCode: system.associatedProductCode,
    maxPitch: system.maxPitch,
    minPitch: system.minPitch,
    nbsClause: system.nbsClause,
    nbsSection: system.nbsSection,
    clauseSubgroup: system.clauseSubgroup,
    isActive: system.isActive,
    componentCount: Number(componentCount),
  };
}

export function presentSystemComponent(component: SystemComponentRow): RoofSystemComponent {
  const { row } = component;
  return {
    id: row.id,
    roofSystemId: row.roofSystemId,
    productId: row.productId,
    mappedId: row.mappedId,
    number: row.number,
    per: row.per,
    unit: row.unit,
    formulaId: row.formulaId,
    formulaName: component.formulaName,
    subType: row.subType,
    subTypeName: component.subTypeName,
    nbsSubType: row.nbsSubType,
    nbsSubTypeName: component.nbsSubTypeName,
    componentMappingId: row.componentMappingId,
    code: component.code,
    name: component.name,
    addedWastage: component.addedWastage,
    packQuantity: component.packQuantity,
  };
}
