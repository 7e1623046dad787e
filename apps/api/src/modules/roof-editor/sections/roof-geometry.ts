/**
 * The roof's geometry as the engine takes it, from the stored fixing data, once every value it needs is entered.
 */
import { RAFTER_LENGTH_MAX_M, ROOF_TYPES, type RoofTypeKind } from "@portal/contracts";
import { EngineInputError, type RoofGeometryInput, type RoofTakeOff, roofTakeOff } from "@portal/engine";
import type { FixingDataRow } from "./sections.repository.js";

/** The fixing values the geometry is made of, as stored or as a save sends them (a value not entered is null). */
type GeometryValues = Pick<FixingDataRow, "roofTypeId"> & {
  [Field in "pitch" | "heightToEave" | "roofSpan" | "buildingLength" | "buildingHeightToRidge"]?: number | null;
};

export function roofTypeOf(roofTypeId: number | null) {
  return ROOF_TYPES.find((type) => type.id === roofTypeId);
}

export function roofTypeKindOf(roofTypeId: number | null): RoofTypeKind | undefined {
  return roofTypeOf(roofTypeId)?.kind;
}

/** The geometry, or null while a value it needs is missing. */
export function roofGeometryOf(fixing: GeometryValues): RoofGeometryInput | null {
  const kind = roofTypeKindOf(fixing.roofTypeId);
  const { pitch, heightToEave, roofSpan, buildingLength } = fixing;
  if (kind === undefined || pitch == null || heightToEave == null || roofSpan == null || buildingLength == null) {
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
  return fixing.buildingHeightToRidge == null ? null : { ...building, wallHeightM: fixing.buildingHeightToRidge };
}

/** Area and edge lengths from the geometry; null while it is incomplete or not a roof the take-off can set out. */
export function takeOffOf(fixing: GeometryValues): RoofTakeOff | null {
  const geometry = roofGeometryOf(fixing);
  if (geometry === null) return null;
  try {
    return roofTakeOff(geometry);
  } catch (error) {
    if (error instanceof EngineInputError) return null;
    throw error;
  }
}

/**
 * Whether the span and pitch give a rafter longer than any roof has (decisions/roof-input-bounds.md "Physical bounds of roof
 * inputs"): the bound that keeps every proposed length and area within the estimate's own bounds.
 */
export function hasRafterBeyondBound(fixing: GeometryValues): boolean {
  const rafterLengthM = takeOffOf(fixing)?.maxRafterLengthM;
  return rafterLengthM !== undefined && rafterLengthM > RAFTER_LENGTH_MAX_M;
}
