/**
 * Resistance of one tile to uplift as moments about its pivot line [ASSUME, calculations.md §5.2]:
 * γQ·KFI·qp·|cpe,1|·f_u·A_t·a_w ≤ γG·W·cos α_t·a_g + n_nail·R_nail,d·a_n + n_clip·R_clip,d·a_c,
 * each resisting term expressed as a pressure capacity p = M/(A_t·a_w).
 */
import type { TileLeverArms, TileSpecification } from "./tile-specification.js";

/** γM for tested nail and clip resistances when the tile gives none [ASSUME 1.3]. */
export const DEFAULT_FIXING_MATERIAL_FACTOR = 1.3;
/** Characteristic density of the batten timber for the EC5 nail fallback: C16, 310 kg/m³ [MEM]. */
export const BATTEN_CHARACTERISTIC_DENSITY_KG_PER_M3 = 310;
/** Standard tile batten width for rafter centres up to 450 mm, and above (BS 5534 Table 3). */
export const NARROW_BATTEN_WIDTH_MM = 38;
export const BROAD_BATTEN_WIDTH_MM = 50;

/**
 * Fallback characteristic withdrawal resistance of a smooth nail, BS EN 1995-1-1 8.3.2 [MEM]:
 * fax,k = 20×10⁻⁶·ρk² N/mm², R_ax,k = fax,k·d·t_pen. Manufacturer-tested values are preferred.
 */
export function nailWithdrawalResistanceN(nailDiameterMm: number, penetrationMm: number, densityKgPerM3: number) {
  const withdrawalStrength = 20e-6 * densityKgPerM3 * densityKgPerM3;
  return withdrawalStrength * nailDiameterMm * penetrationMm;
}

export interface LeverArmChoice {
  arms: TileLeverArms;
  setName: keyof TileSpecification["leverArms"];
  reason: string;
}

/**
 * Picks the lever-arm set for the batten width in use (SB ≤ 38 mm, BB 50 mm) and the nearer of the
 * 75/100 mm headlaps; falls back to the nearest available set and says so.
 */
export function chooseLeverArms(tile: TileSpecification, battenWidthMm: number, headlapMm: number): LeverArmChoice {
  const broad = battenWidthMm > NARROW_BATTEN_WIDTH_MM;
  const lap100 = headlapMm >= 87.5;
  const preference: Array<keyof TileSpecification["leverArms"]> = broad
    ? lap100
      ? ["broadBatten100Lap", "broadBatten75Lap", "narrowBatten100Lap", "narrowBatten75Lap"]
      : ["broadBatten75Lap", "broadBatten100Lap", "narrowBatten75Lap", "narrowBatten100Lap"]
    : lap100
      ? ["narrowBatten100Lap", "narrowBatten75Lap", "broadBatten100Lap", "broadBatten75Lap"]
      : ["narrowBatten75Lap", "narrowBatten100Lap", "broadBatten75Lap", "broadBatten100Lap"];
  for (const [index, setName] of preference.entries()) {
    const arms = tile.leverArms[setName];
    if (arms !== undefined) {
      return {
        arms,
        setName,
        reason:
          index === 0
            ? `batten ${battenWidthMm} mm and headlap ${Math.round(headlapMm)} mm`
            : `preferred set ${preference[0]} not given; nearest available set used`,
      };
    }
  }
  throw new Error("tile has no lever-arm set");
}

export interface TileCapacities {
  tileAreaM2: number;
  laidPitchDeg: number;
  nailDesignResistanceN: number;
  nailCharacteristicResistanceN: number;
  clipDesignResistanceN: number | null;
  /** Pressure capacity of the self-weight alone, Pa. */
  weightCapacityPa: number;
  /** Pressure capacity added by each nail, Pa. */
  perNailCapacityPa: number;
  /** Pressure capacity added by a clip, Pa; null when the tile has no tested clip. */
  perClipCapacityPa: number | null;
}

export function tileCapacities(options: {
  tile: TileSpecification;
  arms: TileLeverArms;
  gaugeMm: number;
  pitchDeg: number;
  permanentLoadSafetyFactor: number;
}): TileCapacities {
  const { tile, arms } = options;
  const tileArea = (tile.coverWidthMm / 1000) * (options.gaugeMm / 1000);
  const loadLever = tileArea * arms.upliftRotationMm;
  const laidPitch = Math.max(options.pitchDeg - (tile.laidPitchReductionDeg ?? 0), 0);
  const materialFactor = tile.partialSafetyFactor ?? DEFAULT_FIXING_MATERIAL_FACTOR;
  const nailCharacteristic =
    tile.nailCharacteristicResistanceN ??
    nailWithdrawalResistanceN(tile.nailDiameterMm, tile.nailPenetrationMm, BATTEN_CHARACTERISTIC_DENSITY_KG_PER_M3);
  const nailDesign = nailCharacteristic / materialFactor;
  const clipDesign =
    tile.clipCharacteristicResistanceN === undefined ? null : tile.clipCharacteristicResistanceN / materialFactor;
  return {
    tileAreaM2: tileArea,
    laidPitchDeg: laidPitch,
    nailCharacteristicResistanceN: nailCharacteristic,
    nailDesignResistanceN: nailDesign,
    clipDesignResistanceN: clipDesign,
    weightCapacityPa:
      (options.permanentLoadSafetyFactor *
        tile.tileWeightN *
        Math.cos((laidPitch * Math.PI) / 180) *
        arms.cogRotationMm) /
      loadLever,
    perNailCapacityPa: (nailDesign * tile.nibFaceToNailHoleMm) / loadLever,
    perClipCapacityPa: clipDesign === null ? null : (clipDesign * arms.clipRotationMm) / loadLever,
  };
}
