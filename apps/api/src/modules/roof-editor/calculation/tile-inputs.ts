/** The tile's catalogue row → the engine's tile specification, lever arms and headlap rules. */
import { LAPPED, LEVER_ARM_SETS, type LeverArmSet, TILE_TYPE } from "@portal/contracts";

import type {
  CoveringType,
  HeadlapRule,
  LapType,
  TileLeverArmSets,
  TileLeverArms,
  TileSpecification,
} from "@portal/engine";
import type { ColourRow, HeadlapRuleRow, TileFixingRow, TileRow } from "./catalogue.repository.js";
import { CatalogueInputError, type Mapped } from "./catalogue-input-types.js";

export const tileLabel = (row: Pick<TileRow, "code">) => `Tile ${row.code}`;

function requiredNumber(row: TileRow, value: number | null, field: string, label: string): number {
  if (value === null) {
    throw new CatalogueInputError(`tile.${field}`, "missing value", `${tileLabel(row)} has no ${label}`);
  }
  return value;
}

/**
 * The BS 5534 Table 3 covering. Slates by their tile type; the rest by lap. An interlocking slate is laid
 * single lap, and Table 3 gives single-lap tiles and concrete slates the same battens (38 × 25 to 450 mm,
 * 50 × 25 to 600 mm), so either reading gives the same batten.
 */
export function coveringTypeOf(row: Pick<TileRow, "tileTypeId" | "lapped">): CoveringType {
  if (row.tileTypeId === TILE_TYPE.naturalSlate) return "naturalSlate";
  if (row.tileTypeId === TILE_TYPE.fibreCementSlate) return "fibreCementOrConcreteSlate";
  return row.lapped === LAPPED.double ? "doubleLapTile" : "singleLapTile";
}

function lapTypeOf(row: TileRow): LapType {
  if (row.lapped === LAPPED.single) return "single";
  if (row.lapped === LAPPED.double) return "double";
  throw new CatalogueInputError(
    "tile.lapped",
    "invalid value",
    `${tileLabel(row)} has Lapped ${row.lapped}, not 1 or 2`,
  );
}

/** SB = 38 mm batten, BB = 50 mm batten [ASSUME, calculations.md §5.1; docs/decisions/engine.md]. */
const LEVER_ARM_SET_NAMES: Record<LeverArmSet, keyof TileLeverArmSets> = {
  sb75: "narrowBatten75Lap",
  sb100: "narrowBatten100Lap",
  bb75: "broadBatten75Lap",
  bb100: "broadBatten100Lap",
};

function leverArmSet(row: TileRow, set: LeverArmSet): TileLeverArms | "incomplete" | undefined {
  const values = {
    supportMm: row[`${set}Support` as const],
    pivotMm: row[`${set}Pivot` as const],
    cogRotationMm: row[`${set}CogRotation` as const],
    upliftRotationMm: row[`${set}UpliftRotation` as const],
    clipRotationMm: row[`${set}ClipRotation` as const],
  };
  const { supportMm, pivotMm, cogRotationMm, upliftRotationMm, clipRotationMm } = values;
  if (
    supportMm !== null &&
    pivotMm !== null &&
    cogRotationMm !== null &&
    upliftRotationMm !== null &&
    clipRotationMm !== null
  ) {
    return { supportMm, pivotMm, cogRotationMm, upliftRotationMm, clipRotationMm };
  }
  return Object.values(values).every((value) => value === null) ? undefined : "incomplete";
}

/**
 * The tile's lever-arm sets. A set with some fields blank is left out (the engine uses the nearest complete
 * set and its trace says so); none complete is an error, because the moment check needs one.
 */
export function leverArmsFromRow(row: TileRow): Mapped<{ leverArms: TileLeverArmSets }> {
  const leverArms: TileLeverArmSets = {};
  const notes: string[] = [];
  for (const set of LEVER_ARM_SETS) {
    const arms = leverArmSet(row, set);
    if (arms === "incomplete") {
      notes.push(`${tileLabel(row)}: the ${set.toUpperCase()} lever-arm set is incomplete and is not used`);
    } else if (arms !== undefined) {
      leverArms[LEVER_ARM_SET_NAMES[set]] = arms;
    }
  }
  if (Object.keys(leverArms).length === 0) {
    throw new CatalogueInputError(
      "tile.leverArms",
      "missing value",
      `${tileLabel(row)} has no complete lever-arm set (SB/BB 75/100 Support, Pivot, Cog Rotation, Uplift Rotation, Clip Rotation)`,
    );
  }
  return { leverArms, notes };
}

/** Spec 03 §3.1: TileWeight is in newtons; catalogue.md: "kg × 9.81". */
const NEWTONS_PER_KILOGRAM = 9.81;

/**
 * The tile row as the engine's TileSpecification. The colour, when chosen, is part of what is ordered, so the
 * tile line's code carries the colour's suffix like every coloured component (see `colouredReference`).
 * Nail resistance: the tile nail component's `resistance`; clip resistance: the tile's Clip Rx Failure, else
 * the tile clip component's (docs/decisions/engine.md "Tested values from the catalogue").
 */
export function tileSpecificationFromRow(
  row: TileRow,
  context: { colour: ColourRow | null; tileNail: TileFixingRow | undefined; tileClip: TileFixingRow | undefined },
): Mapped<{ tile: TileSpecification }> {
  const notes: string[] = [];
  const { leverArms, notes: leverArmNotes } = leverArmsFromRow(row);
  notes.push(...leverArmNotes);

  let tileWeightN = row.tileWeight;
  if (tileWeightN === null && row.massOfRoofingElement !== null) {
    tileWeightN = row.massOfRoofingElement * NEWTONS_PER_KILOGRAM;
    notes.push(`${tileLabel(row)}: no Tile Weight; taken as Mass Of Roofing Element × 9.81 (spec 03 §3.1: newtons)`);
  }
  if (row.noOfNails !== 1 && row.noOfNails !== 2) {
    throw new CatalogueInputError(
      "tile.noOfNails",
      "invalid value",
      `${tileLabel(row)} has No Of Nails ${row.noOfNails}, not 1 or 2`,
    );
  }

  const tile: TileSpecification = {
    code: context.colour === null ? row.code : `${row.code}-${context.colour.suffix}`,
    name: context.colour === null ? row.name : `${row.name}, ${context.colour.description}`,
    coveringType: coveringTypeOf(row),
    lengthMm: requiredNumber(row, row.length, "length", "Length"),
    widthMm: requiredNumber(row, row.width, "width", "Width"),
    coverWidthMm: requiredNumber(row, row.coverWidth, "coverWidth", "Cover Width"),
    lapType: lapTypeOf(row),
    minimumHeadlapMm: requiredNumber(row, row.minimumHeadlap, "minimumHeadlap", "Minimum Headlap"),
    tileWeightN: requiredNumber(row, tileWeightN, "tileWeight", "Tile Weight (or Mass Of Roofing Element)"),
    numberOfNailHoles: row.noOfNails,
    nibFaceToNailHoleMm: requiredNumber(row, row.nibFaceToNailHole, "nibFaceToNailHole", "Nib Face To Nail Hole"),
    nailDiameterMm: requiredNumber(row, row.nailDiameter, "nailDiameter", "Nail Diameter"),
    nailPenetrationMm: requiredNumber(row, row.nailPenetration, "nailPenetration", "Nail Penetration"),
    leverArms,
  };
  if (row.maximumHeadlap !== null) tile.maximumHeadlapMm = row.maximumHeadlap;
  else notes.push(`${tileLabel(row)}: no Maximum Headlap; the engine takes 120 mm (spec 03 §5)`);
  if (row.nibFaceToTileHead !== null) tile.nibFaceToTileHeadMm = row.nibFaceToTileHead;
  else notes.push(`${tileLabel(row)}: no Nib Face To Tile Head; courses are set out from the full tile length`);
  if (row.pitchOfLaid !== null) tile.laidPitchReductionDeg = row.pitchOfLaid;
  else notes.push(`${tileLabel(row)}: no Pitch Of Laid; the tile is taken to lie at rafter pitch (conservative)`);
  if (row.partialSafetyFactor !== null) tile.partialSafetyFactor = row.partialSafetyFactor;
  if (row.consequenceFactor !== null) tile.consequenceFactor = row.consequenceFactor;
  if (row.variableLoadSafetyFactor !== null) tile.variableLoadSafetyFactor = row.variableLoadSafetyFactor;
  if (row.addedWastage !== null) tile.addedWastagePercent = row.addedWastage;
  // A tile without nibs hangs on its nails: BS 5534 has double-lap nibless tiles (and slates) twice nailed.
  if (row.nibThickness !== null) tile.hasNibs = row.nibThickness > 0;

  const nailResistance = context.tileNail?.resistance ?? null;
  if (nailResistance !== null && nailResistance > 0) {
    tile.nailCharacteristicResistanceN = nailResistance;
  } else {
    notes.push(
      context.tileNail === undefined
        ? `${tileLabel(row)}: no tile nail among its fixings, so no tested nail resistance; the engine applies the EN 1995-1-1 8.3.2 smooth-nail rule`
        : `${tileLabel(row)}: nail ${context.tileNail.code} has no Resistance; the engine applies the EN 1995-1-1 8.3.2 smooth-nail rule`,
    );
  }
  const clipResistance = row.clipRxFailure ?? context.tileClip?.clipRxFailure ?? null;
  if (clipResistance !== null && clipResistance > 0) {
    tile.clipCharacteristicResistanceN = clipResistance;
    if (row.clipRxFailure === null && context.tileClip !== undefined) {
      notes.push(`${tileLabel(row)}: no Clip Rx Failure; the tested value of clip ${context.tileClip.code} is used`);
    }
  } else {
    notes.push(
      `${tileLabel(row)}: no tested clip resistance (tile or clip component Clip Rx Failure); clip options are unavailable (BS EN 14437 test data only)`,
    );
  }
  return { tile, notes };
}

/**
 * The tile's headlap rules for the chosen colour: a rule with a finish applies to colours of that finish only
 * (as the colours-for-tile query reads them). Without a colour every rule applies, and where several match
 * the engine takes the largest minimum (conservative).
 */
export function headlapRulesFromRows(rows: readonly HeadlapRuleRow[], colour: ColourRow | null): HeadlapRule[] {
  return rows
    .filter((rule) => colour === null || rule.finishId === null || rule.finishId === colour.finishId)
    .map((rule) => ({
      ...(rule.exposure === null ? {} : { exposure: rule.exposure }),
      minRafterLengthM: rule.minRafter,
      maxRafterLengthM: rule.maxRafter,
      minPitchDeg: rule.minPitch,
      maxPitchDeg: rule.maxPitch,
      minHeadlapMm: rule.minHeadlap,
    }));
}
