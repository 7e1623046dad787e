import {
  EDGE_TYPES,
  type FactorInUse,
  ROOF_SYSTEM_FIELDS,
  type RoofEstimate,
  type RoofEstimateValueField,
  type RoofFixingData,
  type RoofSystems,
  type RoofTileDetails,
} from "@portal/contracts";
import type { RoofTakeOff } from "@portal/engine";
import type { EdgeSystemsRow, EstimateRow, FixingDataRow, TileDetailsRow } from "./sections.repository.js";

export function presentFixingData(
  row: FixingDataRow,
  maxRafterLength: number | null,
  factorsInUse: FactorInUse[] | null,
): RoofFixingData {
  return {
    id: row.id,
    roofId: row.roofId,
    version: row.version,
    pitch: row.pitch,
    heightToEave: row.heightToEave,
    roofSpan: row.roofSpan,
    buildingLength: row.buildingLength,
    rafterCentres: row.rafterCentres,
    maxRafterLength,
    roofTypeId: row.roofTypeId,
    isVerticalRoof: row.isVerticalRoof,
    buildingHeightToRidge: row.buildingHeightToRidge,
    verticalTimberSupportsId: row.verticalTimberSupportsId,
    underlayId: row.underlayId,
    counterBattenId: row.counterBattenId,
    isUnderlaySupported: row.isUnderlaySupported,
    isCeilingWellSealed: row.isCeilingWellSealed,
    windloadVariablesOveriden: row.windloadVariablesOveriden,
    variableLoadSafteyFactor: row.variableLoadSafteyFactor,
    multiplyingFactor: row.multiplyingFactor,
    permanentLoadSafteyFactor: row.permanentLoadSafteyFactor,
    variableFu: row.variableFu,
    factorsInUse,
  };
}

export function presentTileDetails(
  row: TileDetailsRow,
  projectId: number,
  headlap: { inUseMm: number | null; range: { min: number; max: number } | null },
): RoofTileDetails {
  return {
    id: row.id,
    projectId,
    roofId: row.roofId,
    version: row.version,
    referenceNumber: row.referenceNumber,
    tileId: row.tileId,
    colourId: row.colourId,
    minHeadlap: headlap.inUseMm,
    headlapOverride: row.headlapOverrideMm === null ? 0 : 1,
    headlapRange: headlap.range,
  };
}

/** A take-off value to the centimetre (or square centimetre) the form shows; null while there is no take-off. */
function takenOff(takeOff: RoofTakeOff | null, value: number): number | null {
  return takeOff === null ? null : Math.round(value * 100) / 100;
}

/**
 * The estimate as the user sees it: a value that follows the geometry is the take-off's (null until the fixing
 * data is complete enough to work it out), any other the value entered.
 */
export function presentEstimate(
  row: EstimateRow,
  takeOff: RoofTakeOff | null,
  fixing: Pick<FixingDataRow, "pitch" | "rafterCentres">,
): RoofEstimate {
  const calculated = new Set(row.calculatedFields as RoofEstimateValueField[]);
  const lengths = Object.fromEntries(
    EDGE_TYPES.map((edge) => {
      const field = edge.serverEstimateField;
      const value = calculated.has(field) ? takenOff(takeOff, takeOff?.edges[edge.key] ?? 0) : row[field];
      return [field, value];
    }),
  ) as Record<(typeof EDGE_TYPES)[number]["serverEstimateField"], number | null>;
  return {
    id: row.id,
    roofId: row.roofId,
    version: row.version,
    mainArea: calculated.has("mainArea") ? takenOff(takeOff, takeOff?.roofAreaM2 ?? 0) : row.mainArea,
    ...lengths,
    roofPitch: fixing.pitch,
    rafterCenters: fixing.rafterCentres,
    calculatedFields: [...calculated],
  };
}

export function presentSystems(row: EdgeSystemsRow): RoofSystems {
  const systems = Object.fromEntries(ROOF_SYSTEM_FIELDS.map((field) => [field, row[field]])) as Record<
    (typeof ROOF_SYSTEM_FIELDS)[number],
    number | null
  >;
  return { id: row.id, roofId: row.roofId, version: row.version, ...systems };
}
