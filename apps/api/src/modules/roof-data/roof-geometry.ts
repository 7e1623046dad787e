/**
 * The roof's geometry as the engine takes it, from the stored fixing data, once every value it needs is entered.
 */
import { ROOF_TYPES, type RoofTypeKind } from "@portal/contracts";
import { EngineInputError, type RoofGeometryInput, type RoofTakeOff, roofTakeOff } from "@portal/engine";
import type { FixingDataRow } from "./roof-data.repository.js";

export function roofTypeOf(roofTypeId: number | null) {
  return ROOF_TYPES.find((type) => type.id === roofTypeId);
}

export function roofTypeKindOf(roofTypeId: number | null): RoofTypeKind | undefined {
  return roofTypeOf(roofTypeId)?.kind;
}

/** The geometry, or null while a value it needs is missing. */
export function roofGeometryOf(fixing: FixingDataRow): RoofGeometryInput | null {
  const kind = roofTypeKindOf(fixing.roofTypeId);
  const { pitch, heightToEave, roofSpan, buildingLength } = fixing;
  if (kind === undefined || pitch === null || heightToEave === null || roofSpan === null || buildingLength === null) {
    return null;
  }
  const building = {
    roofType: kind,
    pitchDeg: pitch,
    eavesHeightM: heightToEave,
    spanM: roofSpan,
    buildingLengthM: buildingLength,
  };
  if (kind !== "vertical") return building;
  // Vertical tiling is worked to the top of the tiled wall (BS EN 1991-1-4 7.2.2: ze = h).
  return fixing.buildingHeightToRidge === null ? null : { ...building, wallHeightM: fixing.buildingHeightToRidge };
}

/** Area and edge lengths from the geometry; null while it is incomplete or not a roof the take-off can set out. */
export function takeOffOf(fixing: FixingDataRow): RoofTakeOff | null {
  const geometry = roofGeometryOf(fixing);
  if (geometry === null) return null;
  try {
    return roofTakeOff(geometry);
  } catch (error) {
    if (error instanceof EngineInputError) return null;
    throw error;
  }
}
