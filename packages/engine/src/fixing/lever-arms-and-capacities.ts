/**
 * The tile's resistance to uplift (BS 5534 Annex A): the lever arms for the batten and headlap in use, then the
 * capacity of its self-weight and of each nail and clip, with the nail resistance's source stated.
 */

import { startStep, type TracedStep } from "../trace.js";
import type { BattenSize } from "./battens-and-underlay.js";
import type { WindLoadFactors } from "./design-uplift.js";
import type { FixingRoofInput } from "./fixing-specification.js";
import type { CourseSettingOut } from "./gauge-and-headlap.js";
import {
  chooseLeverArms,
  DEFAULT_FIXING_MATERIAL_FACTOR,
  type LeverArmChoice,
  type TileCapacities,
  tileCapacities,
} from "./tile-resistance.js";
import type { TileSpecification } from "./tile-specification.js";

export function leverArmsAndCapacities(
  tile: TileSpecification,
  roof: FixingRoofInput,
  batten: BattenSize,
  settingOut: CourseSettingOut,
  factors: WindLoadFactors,
): TracedStep<{ leverArms: LeverArmChoice; capacities: TileCapacities }> {
  const record = startStep();
  const leverArms = chooseLeverArms(tile, batten.widthMm, settingOut.headlapInUseMm);
  record.decide(`lever arms ${leverArms.setName}`, leverArms.reason, "tile specification (SB/BB × 75/100 mm lap)");
  record.input("W (tile self-weight)", tile.tileWeightN, "N");
  record.input("cover width", tile.coverWidthMm, "mm");
  record.input("a_w (uplift lever)", leverArms.arms.upliftRotationMm, "mm", leverArms.setName);
  record.input("a_g (self-weight lever)", leverArms.arms.cogRotationMm, "mm", leverArms.setName);
  record.input("a_n (nail lever, NibFaceToNailHole)", tile.nibFaceToNailHoleMm, "mm");
  record.input("a_c (clip lever)", leverArms.arms.clipRotationMm, "mm", leverArms.setName);
  record.input("laid pitch reduction", tile.laidPitchReductionDeg ?? 0, "°");
  if (tile.nailCharacteristicResistanceN !== undefined)
    record.input("R_nail,k (tested)", tile.nailCharacteristicResistanceN, "N");
  if (tile.clipCharacteristicResistanceN !== undefined)
    record.input("R_clip,k (tested)", tile.clipCharacteristicResistanceN, "N");
  record.input(
    "γM",
    tile.partialSafetyFactor ?? DEFAULT_FIXING_MATERIAL_FACTOR,
    "",
    tile.partialSafetyFactor === undefined ? "default" : "tile",
  );
  const capacities = tileCapacities({
    tile,
    arms: leverArms.arms,
    gaugeMm: settingOut.gaugeMm,
    pitchDeg: roof.pitchDeg,
    permanentLoadSafetyFactor: factors.permanentLoadSafetyFactor,
    ...(roof.battenServiceClass === undefined ? {} : { battenServiceClass: roof.battenServiceClass }),
  });
  record.decide(
    capacities.nailResistanceSource === "tested"
      ? "nail resistance: tested value"
      : capacities.nailResistanceSource === "none"
        ? "nail resistance: none (no tested value, and EN 1995-1-1 gives nothing)"
        : "nail resistance: EN 1995-1-1 8.3.2 smooth-nail rule",
    capacities.nailResistanceReason,
    capacities.nailResistanceSource === "tested"
      ? "BS EN 14437 / CEN/TS 15087"
      : "BS EN 1995-1-1 8.3.2(6), (7); Table 3.1",
  );
  record.step({
    symbol: "A_t",
    description: "exposed area of one tile",
    value: capacities.tileAreaM2,
    unit: "m²",
    reference: "BS 5534 Annex A: moments about the tile's pivot",
    formula: "cover width × gauge",
  });
  record.step({
    symbol: "R_nail,d",
    description: "design nail withdrawal resistance",
    value: capacities.nailDesignResistanceN,
    unit: "N",
    reference:
      capacities.nailResistanceSource === "tested" ? "tested R_k / γM" : "BS EN 1995-1-1 8.3.2: kmod·k_pen·R_ax,k / γM",
  });
  record.step({
    symbol: "p_R,weight",
    description: "capacity of the self-weight",
    value: capacities.weightCapacityPa,
    unit: "Pa",
    reference: "BS 5534 Annex A: moments about the tile's pivot",
    formula: `γG·W·cos α_t·a_g/(A_t·a_w), γG = ${factors.permanentLoadSafetyFactor}`,
  });
  record.step({
    symbol: "Δp_R,nail",
    description: "capacity added by each nail",
    value: capacities.perNailCapacityPa,
    unit: "Pa",
    reference: "BS 5534 Annex A: moments about the tile's pivot",
    formula: "R_nail,d·a_n/(A_t·a_w)",
  });
  if (capacities.perClipCapacityPa !== null) {
    record.step({
      symbol: "Δp_R,clip",
      description: "capacity added by a clip",
      value: capacities.perClipCapacityPa,
      unit: "Pa",
      reference: "BS 5534 Annex A: moments about the tile's pivot",
      formula: "R_clip,d·a_c/(A_t·a_w)",
    });
  } else {
    record.decide("no clip options", "the tile has no tested clip resistance", "BS EN 14437");
  }
  return record.done({ leverArms, capacities });
}
