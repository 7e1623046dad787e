/**
 * How an estimate line is made from a net quantity: wastage added, rounded up to whole units and packs, and the
 * rule extended to say so (calculations.md §8).
 */
import type { EstimateLine, EstimateUnit, ProductReference } from "./estimate.js";
import { roundUp } from "./formula-registry.js";

/** Units whose quantity already counts packs (such lines are rounded up to whole packs when counted). */
const PACK_UNITS: ReadonlySet<string> = new Set(["Pack", "Packs"]);

/**
 * Whole packs to order for a line: the quantity itself where the line already counts packs, else the packs that
 * cover the quantity; null where the item is sold singly. The one rule the stored lines, a staff edit of a
 * line and a document's totals across roofs all use.
 */
export function packsToOrder(line: { quantity: number; packQuantity: number | null; unit: string }): number | null {
  if (line.packQuantity === null || !(line.packQuantity > 0)) return null;
  if (PACK_UNITS.has(line.unit)) return Math.ceil(line.quantity);
  // The tolerance keeps a quantity already rounded to whole packs (4.8 × 80 = 383.99999…) at its own count.
  return Math.ceil(line.quantity / line.packQuantity - 1e-9);
}

export function packLine(options: {
  code: string;
  description: string;
  unit: EstimateUnit;
  netQuantity: number;
  wastagePercent?: number;
  packQuantity?: number;
  roundUp?: boolean;
  rule: string;
}): EstimateLine {
  const wastage = options.wastagePercent ?? 0;
  const gross = options.netQuantity * (1 + wastage / 100);
  const pack = options.packQuantity !== undefined && options.packQuantity > 0 ? options.packQuantity : null;
  let quantity: number;
  let rule = options.rule;
  if (options.roundUp === false) {
    quantity = Math.round(gross * 100) / 100;
  } else if ((options.unit === "Pack" || options.unit === "Packs") && pack !== null) {
    quantity = roundUp(gross / pack);
    rule += `; ${pack} per pack`;
  } else {
    quantity = roundUp(gross);
    if (pack !== null) {
      quantity = roundUp(quantity / pack) * pack;
      rule += `; rounded up to packs of ${pack}`;
    }
  }
  if (wastage > 0) rule += `; + ${wastage} % wastage`;
  return {
    code: options.code,
    description: options.description,
    unit: options.unit,
    quantity,
    netQuantity: options.netQuantity,
    wastagePercent: wastage,
    packQuantity: pack,
    packs: packsToOrder({ quantity, packQuantity: pack, unit: options.unit }),
    rule,
  };
}

/** A fixing counted one by one: ordered in packs where the product comes in packs, else each ("Off"). */
export function fixingLine(product: ProductReference, netQuantity: number, rule: string): EstimateLine {
  return packLine({
    code: product.code,
    description: product.name,
    unit: product.packQuantity === undefined ? "Off" : "Packs",
    netQuantity,
    ...(product.packQuantity === undefined ? {} : { packQuantity: product.packQuantity }),
    rule,
  });
}
