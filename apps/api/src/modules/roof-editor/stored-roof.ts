/**
 * The one door to a stored roof for the rest of the server. The documents, the solar arrays and the NBS read a
 * roof here and nowhere else: its sections, the catalogue rows behind its tile and colour, its latest calculation
 * (input, result and trace: the set-out, the load factors in use, the fixing per zone and every check's verdict,
 * each worked out once when the roof was saved) and the bill of quantities that calculation stored. Nothing here
 * calculates: every figure is as the last recalculation stored it, so every output prints the same one.
 */
import { type EstimateState, MANUAL_COMPONENTS_GROUP } from "@portal/contracts";
import type { RoofCalculation, RoofCalculationInput, Trace } from "@portal/engine";
import * as calculations from "./calculation/calculation.repository.js";
import * as catalogue from "./calculation/catalogue.repository.js";
import { catalogueSourceOf, type RoofReadContext } from "./calculation/kept-catalogue.js";
import { roofTypeOf } from "./sections/roof-geometry.js";
import * as sections from "./sections/sections.repository.js";

export interface StoredRoofCalculation {
  calculatedAt: Date;
  estimateState: EstimateState;
  inputs: RoofCalculationInput;
  result: RoofCalculation;
}

export type StoredEstimateItem = calculations.EstimateItemRow & {
  /** True for a component the user added by hand. */
  isManual: boolean;
};

export interface StoredRoof {
  roofId: number;
  sections: sections.RoofSections;
  /** The roof type's name ("Duopitch"), null until one is chosen. */
  roofTypeName: string | null;
  /** The catalogue rows behind the tile details' ids; null while none is chosen (or the row is gone). */
  tile: catalogue.TileRow | null;
  colour: catalogue.ColourRow | null;
  /** Null until the roof's data is complete enough to calculate, and again while it is not. */
  calculation: StoredRoofCalculation | null;
  /** The bill of quantities in its stored order (empty before the first calculation). */
  estimateItems: StoredEstimateItem[];
}

/** Loads what is stored of a roof; the caller has already checked that the user may see it. */
export async function loadStoredRoof(ctx: RoofReadContext, roofId: number): Promise<StoredRoof> {
  const { stored } = await loadRoof(ctx, roofId, calculations.findCalculationWithoutTrace(ctx.db, roofId));
  return stored;
}

/**
 * The stored roof with its calculation's trace, the working the Improved Fixing Spec prints (null before the
 * roof is calculated). The trace is most of a stored calculation, so only the documents read it.
 */
export async function loadStoredRoofWithTrace(
  ctx: RoofReadContext,
  roofId: number,
): Promise<StoredRoof & { trace: Trace | null }> {
  const { stored, row } = await loadRoof(ctx, roofId, calculations.findCalculation(ctx.db, roofId));
  // jsonb written by the recalculation from this very type.
  return { ...stored, trace: row ? (row.trace as Trace) : null };
}

async function loadRoof<Row extends calculations.RoofCalculationRowWithoutTrace>(
  ctx: RoofReadContext,
  roofId: number,
  calculationRead: Promise<Row | undefined>,
): Promise<{ stored: StoredRoof; row: Row | undefined }> {
  const [roofSections, calculation, items, source] = await Promise.all([
    sections.findRoofSections(ctx.db, roofId),
    calculationRead,
    calculations.findEstimateItems(ctx.db, roofId),
    catalogueSourceOf(ctx),
  ]);
  const { tileId, colourId } = roofSections.tile;
  const [tile, colour] = await Promise.all([
    tileId === null ? undefined : catalogue.findTile(source, tileId),
    colourId === null ? undefined : catalogue.findColour(source, colourId),
  ]);
  const stored: StoredRoof = {
    roofId,
    sections: roofSections,
    roofTypeName: roofTypeOf(roofSections.fixing.roofTypeId)?.name ?? null,
    tile: tile ?? null,
    colour: colour ?? null,
    calculation: calculation
      ? {
          calculatedAt: calculation.calculatedAt,
          estimateState: calculation.estimateState as EstimateState,
          // jsonb columns: written by the recalculation from these very types.
          inputs: calculation.inputs as RoofCalculationInput,
          result: calculation.result as RoofCalculation,
        }
      : null,
    estimateItems: items.map((item) => ({ ...item, isManual: item.groupName === MANUAL_COMPONENTS_GROUP })),
  };
  return { stored, row: calculation };
}
