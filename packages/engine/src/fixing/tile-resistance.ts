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
 * BS EN 1995-1-1 8.3.2(7): a smooth nail's pointside penetration should be at least 12d; below 12d its
 * withdrawal capacity is multiplied by (t_pen/(4d) − 2), which is 0 at 8d, so below 8d it carries no
 * axial load.
 */
export const SMOOTH_NAIL_FULL_PENETRATION_DIAMETERS = 12;
export const SMOOTH_NAIL_MINIMUM_PENETRATION_DIAMETERS = 8;

export function smoothNailPenetrationFactor(nailDiameterMm: number, penetrationMm: number): number {
  const ratio = penetrationMm / nailDiameterMm;
  if (ratio >= SMOOTH_NAIL_FULL_PENETRATION_DIAMETERS) return 1;
  if (ratio <= SMOOTH_NAIL_MINIMUM_PENETRATION_DIAMETERS) return 0;
  return penetrationMm / (4 * nailDiameterMm) - 2;
}

/**
 * fax,k·d·t_pen before the penetration rule, BS EN 1995-1-1 8.3.2(6) [MEM]: fax,k = 20×10⁻⁶·ρk² N/mm² (eq 8.25).
 * Not exported: on its own it credits a nail that 8.3.2(7) counts as nothing (161 N for 3.35 mm at 25 mm).
 */
function unreducedSmoothNailWithdrawalN(nailDiameterMm: number, penetrationMm: number, densityKgPerM3: number) {
  const withdrawalStrength = 20e-6 * densityKgPerM3 * densityKgPerM3;
  return withdrawalStrength * nailDiameterMm * penetrationMm;
}

/**
 * Characteristic withdrawal resistance of a smooth nail, BS EN 1995-1-1 8.3.2(6) and (7):
 * R_ax,k = k_pen·fax,k·d·t_pen, where k_pen is 0 up to 8d, (t_pen/(4d) − 2) up to 12d and 1 beyond. Use
 * `nailWithdrawal` for a tile: it also applies kmod and γM, and prefers a tested value.
 */
export function nailWithdrawalResistanceN(nailDiameterMm: number, penetrationMm: number, densityKgPerM3: number) {
  return (
    smoothNailPenetrationFactor(nailDiameterMm, penetrationMm) *
    unreducedSmoothNailWithdrawalN(nailDiameterMm, penetrationMm, densityKgPerM3)
  );
}

/** EN 1995-1-1 2.3.1.3 service classes; tile battens under a ventilated roof are service class 2 [ASSUME]. */
export type ServiceClass = 1 | 2 | 3;
export const DEFAULT_BATTEN_SERVICE_CLASS: ServiceClass = 2;

/** kmod for solid timber under an instantaneous action (a wind gust), EN 1995-1-1 Table 3.1 [MEM]. */
export function instantaneousModificationFactor(serviceClass: ServiceClass): number {
  return serviceClass === 3 ? 0.9 : 1.1;
}

export type NailResistanceSource = "tested" | "EN 1995-1-1 8.3.2" | "none";

export interface NailWithdrawal {
  characteristicN: number;
  designN: number;
  source: NailResistanceSource;
  /** Penetration factor of 8.3.2(7); null when a tested value is used. */
  penetrationFactor: number | null;
  /** kmod applied to the EC5 value; null when a tested value is used. */
  modificationFactor: number | null;
  reason: string;
}

/**
 * The tile nail's withdrawal resistance. A tested characteristic value (EN 14437 / CEN/TS 15087) is
 * divided by γM. Without one, the smooth-nail rule of EN 1995-1-1 8.3.2 gives R_d = kmod·k_pen·R_ax,k/γM;
 * when that is nothing (penetration at most 8d) the nail adds no resistance, so the answer becomes a
 * clip or 'refer to technical support', never an invented resistance.
 */
export function nailWithdrawal(
  tile: TileSpecification,
  materialFactor: number,
  serviceClass: ServiceClass = DEFAULT_BATTEN_SERVICE_CLASS,
): NailWithdrawal {
  if (tile.nailCharacteristicResistanceN !== undefined) {
    return {
      characteristicN: tile.nailCharacteristicResistanceN,
      designN: tile.nailCharacteristicResistanceN / materialFactor,
      source: "tested",
      penetrationFactor: null,
      modificationFactor: null,
      reason: `tested characteristic resistance ${tile.nailCharacteristicResistanceN} N ÷ γM ${materialFactor}`,
    };
  }
  const diameter = tile.nailDiameterMm;
  const penetration = tile.nailPenetrationMm;
  const factor = smoothNailPenetrationFactor(diameter, penetration);
  const kmod = instantaneousModificationFactor(serviceClass);
  const unreduced = unreducedSmoothNailWithdrawalN(diameter, penetration, BATTEN_CHARACTERISTIC_DENSITY_KG_PER_M3);
  const characteristic = factor * unreduced;
  const round = (value: number) => Number(value.toFixed(2));
  const reason =
    factor === 0
      ? `no tested value; pointside penetration ${penetration} mm is not more than 8d = ${round(8 * diameter)} mm, so a smooth nail counts for nothing in withdrawal (EN 1995-1-1 8.3.2(7))`
      : factor < 1
        ? `no tested value; penetration ${penetration} mm lies between 8d and 12d = ${round(12 * diameter)} mm, so R_ax,k = ${round(unreduced)} N × (t_pen/4d − 2) = ${round(factor)}; R_d = kmod ${kmod} (service class ${serviceClass}, instantaneous) × R_ax,k ÷ γM ${materialFactor}`
        : `no tested value; penetration at least 12d, R_ax,k = 20×10⁻⁶·ρk²·d·t_pen = ${round(unreduced)} N (ρk ${BATTEN_CHARACTERISTIC_DENSITY_KG_PER_M3} kg/m³); R_d = kmod ${kmod} (service class ${serviceClass}, instantaneous) × R_ax,k ÷ γM ${materialFactor}`;
  return {
    characteristicN: characteristic,
    designN: (kmod * characteristic) / materialFactor,
    source: factor === 0 ? "none" : "EN 1995-1-1 8.3.2",
    penetrationFactor: factor,
    modificationFactor: kmod,
    reason,
  };
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
  /** Which value the nail resistance is, and why (tested, the EC5 rule, or nothing). */
  nailResistanceSource: NailResistanceSource;
  nailResistanceReason: string;
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
  battenServiceClass?: ServiceClass;
}): TileCapacities {
  const { tile, arms } = options;
  const tileArea = (tile.coverWidthMm / 1000) * (options.gaugeMm / 1000);
  const loadLever = tileArea * arms.upliftRotationMm;
  const laidPitch = Math.max(options.pitchDeg - (tile.laidPitchReductionDeg ?? 0), 0);
  const materialFactor = tile.partialSafetyFactor ?? DEFAULT_FIXING_MATERIAL_FACTOR;
  const nail = nailWithdrawal(tile, materialFactor, options.battenServiceClass);
  const nailCharacteristic = nail.characteristicN;
  const nailDesign = nail.designN;
  const clipDesign =
    tile.clipCharacteristicResistanceN === undefined ? null : tile.clipCharacteristicResistanceN / materialFactor;
  return {
    tileAreaM2: tileArea,
    laidPitchDeg: laidPitch,
    nailCharacteristicResistanceN: nailCharacteristic,
    nailDesignResistanceN: nailDesign,
    nailResistanceSource: nail.source,
    nailResistanceReason: nail.reason,
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
