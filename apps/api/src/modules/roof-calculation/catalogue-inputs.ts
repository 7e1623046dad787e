/**
 * Catalogue ids → the engine's inputs. The roof stores ids (tile, colour, underlay, counter batten, one roof
 * system per edge, manual components); `loadCatalogueInputs` reads their rows and the pure functions below map
 * them onto `calculateRoof`'s types. A value the catalogue lacks is left to the engine's documented default
 * (docs/decisions/engine.md) and said in `notes`; a value the engine cannot do without, or a selection that
 * does not fit the tile, is a `CatalogueInputError` naming it. No number is made up here.
 */
import {
  COMPONENT_UNITS,
  EDGE_TYPES,
  LAPPED,
  LEVER_ARM_SETS,
  type LeverArmSet,
  NBS_SUB_PRODUCT_TYPE,
  PRODUCT_COMPONENT_SUBTYPE,
  PRODUCT_COMPONENT_TYPES,
  type RoofSystemGroupName,
  TILE_TYPE,
} from "@portal/contracts";
import {
  battenSizeForSpan,
  type CoveringType,
  DEFAULT_FIXING_OPTIONS,
  DEFAULT_UNDERLAY_ROLL_WIDTH_M,
  type EdgeKey,
  type EstimateUnit,
  type FixingOption,
  type HeadlapRule,
  type LapType,
  MAXIMUM_TABLE_3_SPAN_MM,
  type ManualComponent,
  type ProductReference,
  type RoofProducts,
  type RoofSystemSelection,
  type SystemComponent,
  type TileLeverArmSets,
  type TileLeverArms,
  type TileSpecification,
  type UnderlaySpecification,
} from "@portal/engine";
import type { DatabaseOrTransaction } from "../../db/database.js";
import type {
  ColourRow,
  ComponentColourRow,
  HeadlapRuleRow,
  ProductComponentRow,
  RoofSystemComponentRow,
  RoofSystemRow,
  TileFixingRow,
  TileRow,
} from "./catalogue-inputs.repository.js";
import * as repository from "./catalogue-inputs.repository.js";

// ---------------------------------------------------------------------------------------------------------
// Types

export interface CatalogueSelection {
  tileId: number;
  colourId: number | null;
  underlayId: number | null;
  counterBattenId: number | null;
  edgeSystems: Partial<Record<EdgeKey, number>>;
  manualComponents?: ReadonlyArray<{ componentId: number; colourId: number | null; quantity: number }>;
  /** Rafter centres: picks the batten product BS 5534 Table 3 calls for. Omitted → the engine's generic batten line. */
  rafterCentresMm?: number;
  /** Roof pitch: a chosen system whose pitch range leaves it out is named in the notes. */
  pitchDeg?: number;
}

export type ComponentColourSource =
  | "fixed colour of the system component"
  | "colour mapping chosen on the system component"
  | "linked to the tile colour"
  | "same as the tile colour"
  | "chosen for the manual component"
  | "none";

export interface ResolvedColour {
  colour: ColourRow | null;
  source: ComponentColourSource;
}

/** An engine system component that also says which catalogue component and colour it came from. */
export interface ResolvedSystemComponent extends SystemComponent {
  productId: number;
  /** The catalogue code before the colour suffix. */
  componentCode: string;
  colour: ColourRow | null;
  colourSource: ComponentColourSource;
}

export interface ResolvedRoofSystem extends RoofSystemSelection {
  systemId: number;
  groupName: string;
  components: ResolvedSystemComponent[];
}

export interface ResolvedManualComponent extends ManualComponent {
  productId: number;
  componentCode: string;
  colour: ColourRow | null;
  colourSource: ComponentColourSource;
}

export interface CatalogueInputs {
  tile: TileSpecification;
  tileColour: ColourRow | null;
  headlapRules: HeadlapRule[];
  fixingOptions: FixingOption[];
  products: RoofProducts;
  underlay: UnderlaySpecification | undefined;
  counterBattenDepthMm: number | undefined;
  systems: ResolvedRoofSystem[];
  manualComponents: ResolvedManualComponent[];
  /** What the catalogue did not give and which documented default the engine takes instead. */
  notes: string[];
}

export type CatalogueInputProblem =
  | "not found"
  | "inactive"
  | "wrong kind"
  | "not for this tile"
  | "missing value"
  | "invalid value";

/** A selection the catalogue cannot turn into engine inputs. `field` names the selection or catalogue field. */
export class CatalogueInputError extends Error {
  readonly field: string;
  readonly problem: CatalogueInputProblem;

  constructor(field: string, problem: CatalogueInputProblem, message: string) {
    super(message);
    this.name = "CatalogueInputError";
    this.field = field;
    this.problem = problem;
  }
}

type Mapped<T> = { notes: string[] } & T;

// ---------------------------------------------------------------------------------------------------------
// Tile

const tileLabel = (row: Pick<TileRow, "code">) => `Tile ${row.code}`;

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

// ---------------------------------------------------------------------------------------------------------
// Tile fixings and products

export function productReference(row: { code: string; name: string; packQuantity: number | null }): ProductReference {
  return {
    code: row.code,
    name: row.name,
    ...(row.packQuantity !== null && row.packQuantity > 0 ? { packQuantity: row.packQuantity } : {}),
  };
}

/**
 * The tile nail and tile clip, and the fixing options the tile's fixings allow. The catalogue does not mark
 * which of several clips is the field-tile clip (eaves, verge and cut-tile clips sit beside it), so the first
 * listed of each kind is taken. A tile that lists nails but no clips cannot be clipped, and the reverse; a
 * tile that lists no fixing at all leaves the engine's options as they are (calculations.md §5.3).
 */
export function tileFixingsFromRows(rows: readonly TileFixingRow[]): Mapped<{
  tileNail: TileFixingRow | undefined;
  tileClip: TileFixingRow | undefined;
  fixingOptions: FixingOption[];
}> {
  const notes: string[] = [];
  for (const row of rows.filter((fixing) => !fixing.isActive)) {
    notes.push(`Tile fixing ${row.code} is inactive and is not used`);
  }
  const active = rows.filter((fixing) => fixing.isActive);
  const nails = active.filter((fixing) => fixing.subType === PRODUCT_COMPONENT_SUBTYPE.nail);
  const clips = active.filter((fixing) => fixing.subType === PRODUCT_COMPONENT_SUBTYPE.clip);
  const tileNail = nails[0];
  const tileClip = clips[0];
  if (active.length === 0) {
    notes.push(
      "The tile lists no active fixing; every fixing option is considered and generic nail and clip lines are ordered",
    );
    return { tileNail, tileClip, fixingOptions: [...DEFAULT_FIXING_OPTIONS], notes };
  }
  if (nails.length > 1 && tileNail !== undefined) {
    notes.push(`Tile nail taken as ${tileNail.code}, the first of ${nails.map((nail) => nail.code).join(", ")}`);
  }
  if (clips.length > 1 && tileClip !== undefined) {
    notes.push(`Tile clip taken as ${tileClip.code}, the first of ${clips.map((clip) => clip.code).join(", ")}`);
  }
  if (tileNail === undefined) notes.push("The tile lists no nail: options with nails are left out");
  if (tileClip === undefined) notes.push("The tile lists no clip: options with clips are left out");
  const fixingOptions = DEFAULT_FIXING_OPTIONS.filter(
    (option) =>
      (option.nailsPerTile === 0 || tileNail !== undefined) && (option.clipsPerTile === 0 || tileClip !== undefined),
  ).map((option) => {
    const products = [
      option.nailsPerTile > 0 ? tileNail?.code : undefined,
      option.clipsPerTile > 0 ? tileClip?.code : undefined,
    ].filter((code): code is string => code !== undefined);
    return products.length === 0 ? { ...option } : { ...option, name: `${option.name} (${products.join(", ")})` };
  });
  return { tileNail, tileClip, fixingOptions, notes };
}

/** "38 × 25 mm" in a batten's name: the catalogue has no width or depth columns for battens. */
const BATTEN_SIZE_IN_NAME = /(\d+(?:\.\d+)?)\s*[×xX]\s*(\d+(?:\.\d+)?)\s*mm/;

export function battenSizeFromName(name: string): { widthMm: number; depthMm: number } | null {
  const match = BATTEN_SIZE_IN_NAME.exec(name);
  if (match === null) return null;
  return { widthMm: Number(match[1]), depthMm: Number(match[2]) };
}

/**
 * The products of the tile, battens and fixings: tile nail and clip from the tile's fixings; the batten whose
 * size is the one BS 5534 Table 3 gives for the covering and rafter centres (the engine picks the same size);
 * the batten nail (a nail for battens, NBS sub product type Battens); the counter batten chosen on the roof;
 * the tile's pack quantity from a product component with the tile's code, where the catalogue has one.
 */
export function roofProductsFrom(input: {
  tileNail: TileFixingRow | undefined;
  tileClip: TileFixingRow | undefined;
  battens: readonly ProductComponentRow[];
  battenNails: readonly ProductComponentRow[];
  counterBatten: ProductComponentRow | undefined;
  tileComponent: ProductComponentRow | undefined;
  coveringType: CoveringType;
  rafterCentresMm: number | undefined;
}): Mapped<{ products: RoofProducts }> {
  const notes: string[] = [];
  const products: RoofProducts = {};
  if (input.tileNail !== undefined) products.tileNail = productReference(input.tileNail);
  if (input.tileClip !== undefined) products.tileClip = productReference(input.tileClip);

  if (input.rafterCentresMm === undefined) {
    notes.push("No rafter centres given: the batten is ordered under the engine's generic batten code");
  } else if (input.rafterCentresMm > 0 && input.rafterCentresMm <= MAXIMUM_TABLE_3_SPAN_MM) {
    const size = battenSizeForSpan(input.coveringType, input.rafterCentresMm);
    const batten = input.battens.find((candidate) => {
      const candidateSize = battenSizeFromName(candidate.name);
      return candidateSize?.widthMm === size.widthMm && candidateSize.depthMm === size.depthMm;
    });
    if (batten === undefined) {
      notes.push(`No active batten named ${size.name} in the catalogue: the engine's generic batten line is used`);
    } else {
      products.batten = productReference(batten);
    }
  }

  const [battenNail, ...otherBattenNails] = input.battenNails;
  if (battenNail === undefined) {
    notes.push("No active batten nail in the catalogue: batten nails are not ordered");
  } else {
    products.battenNail = productReference(battenNail);
    if (otherBattenNails.length > 0) {
      notes.push(
        `Batten nail taken as ${battenNail.code}, the first of ${[battenNail, ...otherBattenNails].map((nail) => nail.code).join(", ")}`,
      );
    }
  }
  if (input.counterBatten !== undefined) products.counterBatten = productReference(input.counterBatten);

  const tilePack = input.tileComponent?.packQuantity ?? null;
  if (tilePack !== null && tilePack > 0) products.tilePackQuantity = tilePack;
  else notes.push("The catalogue gives no pack quantity for the tile: tiles are ordered singly");
  return { products, notes };
}

/** "1.5 × 50 m" in an underlay's name. */
const ROLL_SIZE_IN_NAME = /(\d+(?:\.\d+)?)\s*[×xX]\s*(\d+(?:\.\d+)?)\s*m\b/;

/** Where an underlay's declared wind-uplift resistance is read, as the check names it. */
export const underlayDeclarationSource = (code: string) => `catalogue product component ${code}, field Resistance (Pa)`;

/**
 * The underlay product as the engine's underlay. Underlay Per Area is the m² of one roll; the roll's width
 * comes from the name where it gives one, otherwise the engine's default width (calculations.md §8: 1 m).
 * The component's Added Wastage is not passed on: the engine already adds its 15 % lap allowance. The declared
 * wind-uplift resistance is the component's Resistance, in Pa, as its manufacturer declares it (BS 5534; the
 * catalogue has no zone classification field); without it the engine asks for it to be confirmed.
 */
export function underlayFromComponent(row: ProductComponentRow): Mapped<{ underlay: UnderlaySpecification }> {
  const declarationSource = underlayDeclarationSource(row.code);
  const resistancePa = row.resistance !== null && row.resistance > 0 ? row.resistance : null;
  const notes =
    resistancePa !== null
      ? []
      : [`Underlay ${row.code}: the catalogue gives no declared wind-uplift resistance (Resistance) (BS 5534 A.8)`];
  const underlay: UnderlaySpecification = {
    code: row.code,
    name: row.name,
    isAirPermeable: row.isAirPermeable,
    declarationSource,
    ...(resistancePa === null ? {} : { upliftResistancePa: resistancePa }),
  };
  const match = ROLL_SIZE_IN_NAME.exec(row.name);
  const nameWidth = match === null ? null : Number(match[1]);
  const nameLength = match === null ? null : Number(match[2]);
  const perArea = row.underlayPerArea !== null && row.underlayPerArea > 0 ? row.underlayPerArea : null;
  if (perArea !== null) {
    const width = nameWidth ?? DEFAULT_UNDERLAY_ROLL_WIDTH_M;
    underlay.rollWidthM = width;
    underlay.rollLengthM = perArea / width;
    if (nameWidth === null) {
      notes.push(`Underlay ${row.code}: no roll width in its name; ${width} m taken (calculations.md §8)`);
    } else if (nameLength !== null && Math.abs(nameWidth * nameLength - perArea) > 1e-6) {
      notes.push(
        `Underlay ${row.code}: its name says ${nameWidth} × ${nameLength} m but Underlay Per Area is ${perArea} m²; the area is used`,
      );
    }
  } else if (nameWidth !== null && nameLength !== null) {
    underlay.rollWidthM = nameWidth;
    underlay.rollLengthM = nameLength;
  } else {
    notes.push(`Underlay ${row.code}: no roll size; the engine takes 1 × 50 m rolls (calculations.md §8)`);
  }
  return { underlay, notes };
}

// ---------------------------------------------------------------------------------------------------------
// Component colours

/**
 * The colour a component is ordered in: the system component's fixed colour (mapped_id); else the component
 * colour mapping chosen on it (component_mapping_id); else it follows the tile colour, through the component
 * colour whose linked tile colours hold the tile colour's suffix, or a component colour that is the tile
 * colour itself (docs/decisions/catalogue.md "Roof-system component payload"). A component with no colours
 * is uncoloured.
 */
export function componentColourFor(input: {
  fixedColour: ColourRow | null;
  mappingColour: ColourRow | null;
  tileColour: ColourRow | null;
  componentColours: readonly ComponentColourRow[];
}): ResolvedColour {
  if (input.fixedColour !== null) return { colour: input.fixedColour, source: "fixed colour of the system component" };
  if (input.mappingColour !== null) {
    return { colour: input.mappingColour, source: "colour mapping chosen on the system component" };
  }
  const tileColour = input.tileColour;
  if (tileColour === null) return { colour: null, source: "none" };
  const suffix = tileColour.suffix.toLowerCase();
  const linked = input.componentColours.find((mapping) =>
    mapping.linkedTileColours.some((linkedSuffix) => linkedSuffix.toLowerCase() === suffix),
  );
  if (linked !== undefined) return { colour: linked.colour, source: "linked to the tile colour" };
  const same = input.componentColours.find((mapping) => mapping.colour.id === tileColour.id);
  if (same !== undefined) return { colour: same.colour, source: "same as the tile colour" };
  return { colour: null, source: "none" };
}

/**
 * A colour is ordered by the component's code followed by the colour's suffix: the catalogue keeps one code per
 * component and names each colour by its suffix (spec 03 §3.1 colour: suffix), so code and suffix together say
 * what to order.
 */
export function colouredReference(
  component: { code: string; name: string },
  colour: ColourRow | null,
): { code: string; name: string } {
  return colour === null
    ? { code: component.code, name: component.name }
    : { code: `${component.code}-${colour.suffix}`, name: `${component.name}, ${colour.description}` };
}

function colourNote(code: string, where: string, tileColour: ColourRow | null, hasColours: boolean): string | null {
  if (!hasColours) return null;
  return tileColour === null
    ? `${where}: ${code} comes in colours but no tile colour is chosen; it is listed uncoloured`
    : `${where}: no colour of ${code} goes with tile colour ${tileColour.suffix} and the system fixes none; it is listed uncoloured`;
}

// ---------------------------------------------------------------------------------------------------------
// Roof systems

/** The roof-system group that serves each edge (spec 03 §3.2; contracts EDGE_TYPES). */
export const EDGE_GROUPS = Object.fromEntries(EDGE_TYPES.map((edge) => [edge.key, edge.group])) as Record<
  EdgeKey,
  RoofSystemGroupName
>;

function isEstimateUnit(unit: string): unit is EstimateUnit {
  return (COMPONENT_UNITS as readonly string[]).includes(unit);
}

/** Product components keep Round Up as "Y"/"N" (spec 03 §3.1, default Y). */
const roundsUp = (value: string) => value.trim().toUpperCase() !== "N";

export function roofSystemsFromRows(input: {
  tile: Pick<TileRow, "code">;
  tileColour: ColourRow | null;
  edgeSystems: Partial<Record<EdgeKey, number>>;
  systems: readonly RoofSystemRow[];
  components: readonly RoofSystemComponentRow[];
  componentColours: readonly ComponentColourRow[];
  pitchDeg?: number | undefined;
}): Mapped<{ systems: ResolvedRoofSystem[] }> {
  const notes: string[] = [];
  const systemsById = new Map(input.systems.map((system) => [system.id, system]));
  const coloursByProduct = groupBy(input.componentColours, (mapping) => mapping.productId);
  const resolved: ResolvedRoofSystem[] = [];
  for (const [edge, systemId] of Object.entries(input.edgeSystems) as Array<[EdgeKey, number | undefined]>) {
    if (systemId === undefined) continue;
    const field = `edgeSystems.${edge}`;
    const system = systemsById.get(systemId);
    if (system === undefined) {
      throw new CatalogueInputError(field, "not found", `Roof system ${systemId} chosen for ${edge} does not exist`);
    }
    const label = `Roof system ${system.id} "${system.name}"`;
    if (!system.isActive) throw new CatalogueInputError(field, "inactive", `${label} is inactive`);
    if (system.associatedProductCode.toLowerCase() !== input.tile.code.toLowerCase()) {
      throw new CatalogueInputError(
        field,
        "not for this tile",
        `${label} is for tile ${system.associatedProductCode}, not ${input.tile.code}`,
      );
    }
    const group = EDGE_GROUPS[edge];
    if (system.groupName !== group) {
      throw new CatalogueInputError(
        field,
        "wrong kind",
        `${label} is a ${system.groupName} system and cannot serve the ${group} edge`,
      );
    }
    if (input.pitchDeg !== undefined && (input.pitchDeg < system.minPitch || input.pitchDeg > system.maxPitch)) {
      notes.push(`${label} is made for pitches ${system.minPitch}–${system.maxPitch}°, not ${input.pitchDeg}°`);
    }
    const components = input.components
      .filter((component) => component.roofSystemId === system.id)
      .map((component, index): ResolvedSystemComponent => {
        if (!isEstimateUnit(component.unit)) {
          throw new CatalogueInputError(
            `${field}.components[${index}].unit`,
            "invalid value",
            `${label}: component ${component.code} has unit "${component.unit}", not one of ${COMPONENT_UNITS.join(", ")}`,
          );
        }
        if (!component.isActive) notes.push(`${label}: component ${component.code} is inactive`);
        const componentColours = coloursByProduct.get(component.productId) ?? [];
        const { colour, source } = componentColourFor({
          fixedColour: component.fixedColour,
          mappingColour: component.mappingColour,
          tileColour: input.tileColour,
          componentColours,
        });
        if (colour === null) {
          const note = colourNote(component.code, label, input.tileColour, componentColours.length > 0);
          if (note !== null) notes.push(note);
        }
        return {
          ...colouredReference(component, colour),
          number: component.number,
          per: component.per,
          unit: component.unit,
          formulaId: component.formulaId,
          ...(component.packQuantity !== null && component.packQuantity > 0
            ? { packQuantity: component.packQuantity }
            : {}),
          ...(component.addedWastage === null ? {} : { addedWastagePercent: component.addedWastage }),
          roundUp: roundsUp(component.roundUp),
          ...(component.subType === PRODUCT_COMPONENT_SUBTYPE.endCap ? { isEndCap: true } : {}),
          productId: component.productId,
          componentCode: component.code,
          colour,
          colourSource: source,
        };
      });
    if (components.length === 0) notes.push(`${label} has no components`);
    resolved.push({ edge, systemName: system.name, systemId: system.id, groupName: system.groupName, components });
  }
  return { systems: resolved, notes };
}

// ---------------------------------------------------------------------------------------------------------
// Manual components

export function manualComponentsFromRows(input: {
  requested: NonNullable<CatalogueSelection["manualComponents"]>;
  components: readonly ProductComponentRow[];
  componentColours: readonly ComponentColourRow[];
  systemUnits: ReadonlyArray<{ productId: number; unit: string }>;
  tileColour: ColourRow | null;
}): Mapped<{ manualComponents: ResolvedManualComponent[] }> {
  const notes: string[] = [];
  const componentsById = new Map(input.components.map((component) => [component.id, component]));
  const coloursByProduct = groupBy(input.componentColours, (mapping) => mapping.productId);
  const manualComponents = input.requested.map((request, index): ResolvedManualComponent => {
    const field = `manualComponents[${index}]`;
    const component = componentsById.get(request.componentId);
    if (component === undefined) {
      throw new CatalogueInputError(
        `${field}.componentId`,
        "not found",
        `Manual component ${request.componentId} does not exist`,
      );
    }
    const label = `Manual component ${component.code}`;
    if (!component.isActive) notes.push(`${label} is inactive`);
    const componentColours = coloursByProduct.get(component.id) ?? [];
    let resolved: ResolvedColour;
    if (request.colourId !== null && componentColours.length > 0) {
      const chosen = componentColours.find((mapping) => mapping.colour.id === request.colourId);
      if (chosen === undefined) {
        throw new CatalogueInputError(
          `${field}.colourId`,
          "not for this tile",
          `Colour ${request.colourId} is not a colour of ${component.code}`,
        );
      }
      resolved = { colour: chosen.colour, source: "chosen for the manual component" };
    } else {
      if (request.colourId !== null) notes.push(`${label} has no colours; the chosen colour is ignored`);
      resolved = componentColourFor({
        fixedColour: null,
        mappingColour: null,
        tileColour: input.tileColour,
        componentColours,
      });
      if (resolved.colour === null) {
        const note = colourNote(component.code, label, input.tileColour, componentColours.length > 0);
        if (note !== null) notes.push(note);
      }
    }
    // Product components carry no unit; the unit the tile's systems count the component in is the natural one.
    const systemUnit = input.systemUnits.find((unit) => unit.productId === component.id)?.unit;
    let unit: EstimateUnit = "Off";
    if (systemUnit !== undefined && isEstimateUnit(systemUnit)) unit = systemUnit;
    else notes.push(`${label}: no roof system of the tile counts it, so its quantity is taken as a count ("Off")`);
    return {
      ...colouredReference(component, resolved.colour),
      unit,
      quantity: request.quantity,
      ...(component.packQuantity !== null && component.packQuantity > 0
        ? { packQuantity: component.packQuantity }
        : {}),
      ...(component.addedWastage === null ? {} : { addedWastagePercent: component.addedWastage }),
      productId: component.id,
      componentCode: component.code,
      colour: resolved.colour,
      colourSource: resolved.source,
    };
  });
  return { manualComponents, notes };
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group === undefined) groups.set(key(item), [item]);
    else group.push(item);
  }
  return groups;
}

// ---------------------------------------------------------------------------------------------------------
// Loading

async function loadTileColour(
  db: DatabaseOrTransaction,
  tile: TileRow,
  colourId: number | null,
): Promise<ColourRow | null> {
  if (colourId === null) return null;
  const [colour, mapping] = await Promise.all([
    repository.findColour(db, colourId),
    repository.findTileColourMapping(db, tile.id, colourId),
  ]);
  if (colour === undefined) throw new CatalogueInputError("colourId", "not found", `Colour ${colourId} does not exist`);
  if (mapping === undefined) {
    throw new CatalogueInputError(
      "colourId",
      "not for this tile",
      `Colour ${colour.suffix} is not a colour of tile ${tile.code}`,
    );
  }
  if (!mapping.isValidHere) {
    throw new CatalogueInputError(
      "colourId",
      "not for this tile",
      `Colour ${colour.suffix} is not valid for tile ${tile.code}`,
    );
  }
  return colour;
}

async function loadProductOfKind(
  db: DatabaseOrTransaction,
  field: string,
  componentId: number,
  subType: number,
  kind: string,
): Promise<ProductComponentRow> {
  const row = await repository.findProductComponent(db, componentId);
  if (row === undefined) throw new CatalogueInputError(field, "not found", `The ${kind} ${componentId} does not exist`);
  if (row.subType !== subType) {
    throw new CatalogueInputError(field, "wrong kind", `Product component ${row.code} is not a ${kind}`);
  }
  if (!row.isActive) throw new CatalogueInputError(field, "inactive", `The ${kind} ${row.code} is inactive`);
  return row;
}

/**
 * Reads the catalogue rows behind a roof's ids and maps them onto `calculateRoof`'s inputs. Throws
 * `CatalogueInputError` when the tile is missing or inactive, the colour is not one of the tile's, a product is
 * missing or of the wrong kind, or a system is missing, inactive, for another tile or for another edge.
 */
export async function loadCatalogueInputs(
  db: DatabaseOrTransaction,
  selection: CatalogueSelection,
): Promise<CatalogueInputs> {
  const tileRow = await repository.findTile(db, selection.tileId);
  if (tileRow === undefined) {
    throw new CatalogueInputError("tileId", "not found", `Tile ${selection.tileId} does not exist`);
  }
  if (!tileRow.isActive) throw new CatalogueInputError("tileId", "inactive", `Tile ${tileRow.code} is inactive`);

  const systemIds = [...new Set(Object.values(selection.edgeSystems).filter((id): id is number => id !== undefined))];
  const manualRequests = selection.manualComponents ?? [];
  const manualIds = [...new Set(manualRequests.map((request) => request.componentId))];
  const [
    tileColour,
    headlapRows,
    fixingRows,
    battens,
    battenNails,
    tileComponent,
    underlayRow,
    counterBattenRow,
    systemRows,
    systemComponentRows,
    manualRows,
    systemUnits,
  ] = await Promise.all([
    loadTileColour(db, tileRow, selection.colourId),
    repository.listHeadlapRules(db, tileRow.id),
    repository.listTileFixings(db, tileRow.id),
    repository.listActiveComponents(db, { subType: PRODUCT_COMPONENT_SUBTYPE.batten }),
    repository.listActiveComponents(db, {
      subType: PRODUCT_COMPONENT_SUBTYPE.nail,
      nbsSubProductType: NBS_SUB_PRODUCT_TYPE.battens,
    }),
    repository.findProductComponentByCode(db, tileRow.code),
    selection.underlayId === null
      ? undefined
      : loadProductOfKind(db, "underlayId", selection.underlayId, PRODUCT_COMPONENT_SUBTYPE.underlay, "underlay"),
    selection.counterBattenId === null
      ? undefined
      : loadProductOfKind(
          db,
          "counterBattenId",
          selection.counterBattenId,
          PRODUCT_COMPONENT_SUBTYPE.counterBatten,
          "counter batten",
        ),
    repository.findRoofSystems(db, systemIds),
    repository.listRoofSystemComponents(db, systemIds),
    repository.findProductComponents(db, manualIds),
    repository.listSystemComponentUnits(db, tileRow.code, manualIds),
  ]);
  const colourProductIds = [
    ...new Set([...systemComponentRows.map((row) => row.productId), ...manualRows.map((row) => row.id)]),
  ];
  const componentColours = await repository.listComponentColours(db, colourProductIds);

  const notes: string[] = [];
  if (tileColour === null) {
    notes.push("No tile colour chosen: every headlap rule applies, whatever its finish");
  }
  const fixings = tileFixingsFromRows(fixingRows);
  notes.push(...fixings.notes);
  const tile = tileSpecificationFromRow(tileRow, {
    colour: tileColour,
    tileNail: fixings.tileNail,
    tileClip: fixings.tileClip,
  });
  notes.push(...tile.notes);
  const headlapRules = headlapRulesFromRows(headlapRows, tileColour);
  if (headlapRules.length === 0) {
    notes.push(`${tileLabel(tileRow)}: no headlap rule applies; the tile's Minimum Headlap governs`);
  }

  // Only a tile sold as a product component gives its pack quantity.
  const tileProduct =
    tileComponent !== undefined && tileComponent.type === PRODUCT_COMPONENT_TYPES.tile ? tileComponent : undefined;
  const products = roofProductsFrom({
    tileNail: fixings.tileNail,
    tileClip: fixings.tileClip,
    battens,
    battenNails,
    counterBatten: counterBattenRow,
    tileComponent: tileProduct,
    coveringType: tile.tile.coveringType,
    rafterCentresMm: selection.rafterCentresMm,
  });
  notes.push(...products.notes);

  let underlay: UnderlaySpecification | undefined;
  if (underlayRow === undefined) {
    notes.push("No underlay chosen: the underlay is neither checked nor ordered");
  } else {
    const mapped = underlayFromComponent(underlayRow);
    underlay = mapped.underlay;
    notes.push(...mapped.notes);
  }

  let counterBattenDepthMm: number | undefined;
  if (counterBattenRow !== undefined) {
    if (counterBattenRow.counterBattenDepth !== null && counterBattenRow.counterBattenDepth > 0) {
      counterBattenDepthMm = counterBattenRow.counterBattenDepth;
    } else {
      notes.push(
        `Counter batten ${counterBattenRow.code} has no Counter Batten Depth; a supported underlay cannot be calculated without it`,
      );
    }
  }

  const systems = roofSystemsFromRows({
    tile: tileRow,
    tileColour,
    edgeSystems: selection.edgeSystems,
    systems: systemRows,
    components: systemComponentRows,
    componentColours,
    pitchDeg: selection.pitchDeg,
  });
  notes.push(...systems.notes);

  const manual = manualComponentsFromRows({
    requested: manualRequests,
    components: manualRows,
    componentColours,
    systemUnits,
    tileColour,
  });
  notes.push(...manual.notes);

  return {
    tile: tile.tile,
    tileColour,
    headlapRules,
    fixingOptions: fixings.fixingOptions,
    products: products.products,
    underlay,
    counterBattenDepthMm,
    systems: systems.systems,
    manualComponents: manual.manualComponents,
    notes,
  };
}
