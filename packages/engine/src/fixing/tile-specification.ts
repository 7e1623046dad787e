/**
 * The tile's specification fields as the engine reads them. The catalogue's tile record (spec 03 §3.1:
 * Length, CoverWidth, Lapped, TileWeight, NoOfNails, NibFaceToNailHole, PitchOfLaid, the SB/BB × 75/100
 * lever-arm sets …) maps onto this shape with units in the names.
 */
import { EngineInputError, requireInRange, requireNonNegative, requirePositive } from "../errors.js";

export type LapType = "single" | "double";

/** Covering types of BS 5534 Table 3 (minimum batten sizes). */
export type CoveringType = "naturalSlate" | "fibreCementOrConcreteSlate" | "doubleLapTile" | "singleLapTile";

/** Lever arms about the tile's pivot line, mm (spec fields Support, Pivot, CogRotation, UpliftRotation, ClipRotation). */
export interface TileLeverArms {
  supportMm: number;
  pivotMm: number;
  /** a_g: lever of the self-weight (centre of gravity). */
  cogRotationMm: number;
  /** a_w: lever of the resultant wind uplift. */
  upliftRotationMm: number;
  /** a_c: lever of the clip restraint at the tail. */
  clipRotationMm: number;
}

/**
 * Lever-arm sets by batten width and headlap: SB = 38 mm batten, BB = 50 mm batten [ASSUME: the
 * catalogue's SB/BB reading], each for 75 mm and 100 mm headlap.
 */
export interface TileLeverArmSets {
  narrowBatten75Lap?: TileLeverArms;
  narrowBatten100Lap?: TileLeverArms;
  broadBatten75Lap?: TileLeverArms;
  broadBatten100Lap?: TileLeverArms;
}

export interface TileSpecification {
  code: string;
  name: string;
  coveringType: CoveringType;
  lengthMm: number;
  widthMm: number;
  coverWidthMm: number;
  lapType: LapType;
  minimumHeadlapMm: number;
  /** Spec default 120 mm when the tile has none. */
  maximumHeadlapMm?: number;
  /** Self-weight W of one tile (TileWeight, N). */
  tileWeightN: number;
  /** NoOfNails: nail holes per tile, 1 or 2. */
  numberOfNailHoles: 1 | 2;
  /** a_n: lever of the nail about the pivot (NibFaceToNailHole) [ASSUME]. */
  nibFaceToNailHoleMm: number;
  /** NibFaceToTileHead: the part of the tile above its nibs; hanging length = L − this. Omitted → 0. */
  nibFaceToTileHeadMm?: number;
  /** PitchOfLaid: how many degrees flatter than the rafters the tile lies; omitted → 0 (conservative). */
  laidPitchReductionDeg?: number;
  nailDiameterMm: number;
  nailPenetrationMm: number;
  /** Manufacturer-tested characteristic withdrawal resistance of the tile nail (EN 14437 / CEN/TS 15087). */
  nailCharacteristicResistanceN?: number;
  /** Manufacturer-tested characteristic resistance of the tile clip; omitted → clip options unavailable. */
  clipCharacteristicResistanceN?: number;
  /** Per-tile overrides of γM, KFI and γQ (PartialSafetyFactor, ConsequenceFactor, VariableLoadSafetyFactor). */
  partialSafetyFactor?: number;
  consequenceFactor?: number;
  variableLoadSafetyFactor?: number;
  /** Plain tiles without nibs must be twice nailed (BS 5534). Default true. */
  hasNibs?: boolean;
  addedWastagePercent?: number;
  leverArms: TileLeverArmSets;
}

/** Spec 03 §5: the tile's maximum headlap defaults to 120 mm. */
export const DEFAULT_MAXIMUM_HEADLAP_MM = 120;

export function validateTileSpecification(tile: TileSpecification): void {
  requirePositive("tile.lengthMm", tile.lengthMm);
  requirePositive("tile.widthMm", tile.widthMm);
  requirePositive("tile.coverWidthMm", tile.coverWidthMm);
  if (tile.lapType !== "single" && tile.lapType !== "double") {
    throw new EngineInputError("tile.lapType", "must be 'single' or 'double'");
  }
  requirePositive("tile.minimumHeadlapMm", tile.minimumHeadlapMm);
  const maximum = tile.maximumHeadlapMm ?? DEFAULT_MAXIMUM_HEADLAP_MM;
  requireInRange("tile.maximumHeadlapMm", maximum, tile.minimumHeadlapMm, tile.lengthMm);
  if (tile.minimumHeadlapMm >= tile.lengthMm)
    throw new EngineInputError("tile.minimumHeadlapMm", "must be less than the tile length");
  requirePositive("tile.tileWeightN", tile.tileWeightN);
  if (tile.numberOfNailHoles !== 1 && tile.numberOfNailHoles !== 2) {
    throw new EngineInputError("tile.numberOfNailHoles", "must be 1 or 2");
  }
  requireNonNegative("tile.nibFaceToNailHoleMm", tile.nibFaceToNailHoleMm);
  requirePositive("tile.nailDiameterMm", tile.nailDiameterMm);
  requirePositive("tile.nailPenetrationMm", tile.nailPenetrationMm);
  if (tile.nibFaceToTileHeadMm !== undefined)
    requireInRange("tile.nibFaceToTileHeadMm", tile.nibFaceToTileHeadMm, 0, tile.lengthMm - tile.minimumHeadlapMm);
  if (tile.laidPitchReductionDeg !== undefined)
    requireInRange("tile.laidPitchReductionDeg", tile.laidPitchReductionDeg, 0, 15);
  if (tile.nailCharacteristicResistanceN !== undefined)
    requirePositive("tile.nailCharacteristicResistanceN", tile.nailCharacteristicResistanceN);
  if (tile.clipCharacteristicResistanceN !== undefined)
    requirePositive("tile.clipCharacteristicResistanceN", tile.clipCharacteristicResistanceN);
  if (tile.partialSafetyFactor !== undefined)
    requireInRange("tile.partialSafetyFactor", tile.partialSafetyFactor, 1, 3);
  if (tile.addedWastagePercent !== undefined)
    requireInRange("tile.addedWastagePercent", tile.addedWastagePercent, 0, 100);
  const sets = Object.entries(tile.leverArms).filter(([, arms]) => arms !== undefined);
  if (sets.length === 0) throw new EngineInputError("tile.leverArms", "at least one lever-arm set is required");
  for (const [key, arms] of sets) {
    if (arms === undefined) continue;
    requirePositive(`tile.leverArms.${key}.upliftRotationMm`, arms.upliftRotationMm);
    requireNonNegative(`tile.leverArms.${key}.cogRotationMm`, arms.cogRotationMm);
    requireNonNegative(`tile.leverArms.${key}.clipRotationMm`, arms.clipRotationMm);
  }
}
