/** The tile's fixings and the roof's products (battens, underlay, counter battens) → the engine's products. */
import { PRODUCT_COMPONENT_SUBTYPE } from "@portal/contracts";

import {
  battenSizeForSpan,
  type CoveringType,
  DEFAULT_FIXING_OPTIONS,
  DEFAULT_UNDERLAY_ROLL_WIDTH_M,
  type FixingOption,
  MAXIMUM_TABLE_3_SPAN_MM,
  type ProductReference,
  type RoofProducts,
  type UnderlaySpecification,
} from "@portal/engine";
import type { ProductComponentRow, TileFixingRow } from "./catalogue.repository.js";
import type { Mapped } from "./catalogue-input-types.js";

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
