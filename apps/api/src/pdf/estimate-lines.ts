/** The bill of quantities as the Estimate and its CSV print it: lines grouped, codes totalled across roofs. */
import { estimateGroupOf } from "@portal/contracts";
import { packsToOrder } from "@portal/engine";
import {
  type DocumentEstimateItem,
  type DocumentSnapshot,
  type DocumentSolarArray,
  hasPanels,
} from "./document-snapshot.js";

export interface EstimateGroup {
  groupName: string;
  items: DocumentEstimateItem[];
}

/** Lines under the system that counted them (`estimateGroupOf`), groups in the order their first line comes. */
export function groupEstimateItems(items: readonly DocumentEstimateItem[]): EstimateGroup[] {
  const groups = new Map<string, EstimateGroup>();
  for (const item of items) {
    const { key, name } = estimateGroupOf(item);
    const group = groups.get(key) ?? { groupName: name, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** A code's line summed across the document: the item's own fields, and how many roofs it comes from. */
export type EstimateTotal = Pick<
  DocumentEstimateItem,
  "code" | "description" | "unit" | "quantity" | "packQuantity" | "packs"
> & { roofCount: number };

/**
 * Every code of the document with its quantities added up across lines and roofs (a code sold in packs is
 * counted in packs once, on the total, so a project orders no more whole packs than it needs).
 */
export function totalsByCode(snapshot: DocumentSnapshot): EstimateTotal[] {
  const totals = new Map<string, EstimateTotal & { roofIds: Set<number> }>();
  for (const plot of snapshot.plots) {
    for (const roof of plot.roofs) {
      for (const item of roof.estimateItems) {
        const key = `${item.code}\u0000${item.unit}`;
        const total = totals.get(key) ?? {
          code: item.code,
          description: item.description,
          unit: item.unit,
          quantity: 0,
          packQuantity: item.packQuantity,
          packs: null,
          roofCount: 0,
          roofIds: new Set<number>(),
        };
        total.quantity += item.quantity;
        total.roofIds.add(roof.id);
        totals.set(key, total);
      }
    }
  }
  return [...totals.values()].map(({ roofIds, ...total }) => ({
    ...total,
    quantity: Math.round(total.quantity * 1000) / 1000,
    packs: packsToOrder(total),
    roofCount: roofIds.size,
  }));
}

/**
 * The solar kit of each array as estimate lines, a group per array after the roof's own groups: the panel
 * makers sell kits singly, so each line is a count ("Off"); the tile's solar edge components come in their
 * formula's unit. An array without panels orders nothing.
 */
export function solarKitEstimateItems(arrays: readonly DocumentSolarArray[]): DocumentEstimateItem[] {
  return arrays.filter(hasPanels).flatMap((array) =>
    array.kitList.map((row) => ({
      code: row.code,
      description: row.name,
      unit: row.unit,
      quantity: row.count,
      packQuantity: null,
      packs: null,
      groupName: `Solar kit: Solar Array ${array.arrayNumber}`,
      edge: null,
      // The kit is counted to the array's layout: nothing is added for wastage.
      wastagePercent: 0,
      isEdited: false,
      isManual: false,
    })),
  );
}
