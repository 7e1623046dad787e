import type { EstimateItem, FactorInUse, WindloadVariable } from "@portal/contracts";
import type { AppliedFactor, WindLoadFactors } from "@portal/engine";
import type { EstimateItemRow } from "./calculation.repository.js";

/** The engine's load factors under the specification's names for them (spec 03 §9 windload variables). */
const WINDLOAD_VARIABLE_OF: Record<keyof WindLoadFactors, WindloadVariable> = {
  variableLoadSafetyFactor: "variableLoadSafteyFactor",
  multiplyingFactor: "multiplyingFactor",
  permanentLoadSafetyFactor: "permanentLoadSafteyFactor",
  underlayPressureFactor: "variableFu",
};

export function presentFactorsInUse(applied: readonly AppliedFactor[]): FactorInUse[] {
  return applied.map((factor) => ({
    variable: WINDLOAD_VARIABLE_OF[factor.factor],
    symbol: factor.symbol,
    value: factor.value,
    source: factor.source,
    sourceLabel: factor.sourceLabel,
  }));
}

export function presentEstimateItem(row: EstimateItemRow): EstimateItem {
  return {
    id: row.id,
    componentId: row.componentId,
    description: row.description,
    code: row.code,
    unit: row.unit,
    quantity: row.quantity,
    groupName: row.groupName,
    edge: row.edge,
    systemId: row.roofSystemId,
    wastagePercent: row.wastagePercent,
    packQuantity: row.packQuantity,
    packs: row.packs,
    isEdited: row.isEdited,
  };
}
