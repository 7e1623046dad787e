import { describe, expect, it } from "vitest";
import { packsToOrder } from "./estimate.js";

/**
 * Hand derivations: a merchant sells battens in 4.8 m lengths bundled as one "pack" each, nails in boxes, and
 * counts a line already in packs as it stands.
 */
describe("packs to order", () => {
  it("384 m of battens in 4.8 m lengths is 384 / 4.8 = 80 packs, not 384 / 5 = 77", () => {
    expect(packsToOrder({ quantity: 384, packQuantity: 4.8, unit: "m" })).toBe(80);
  });

  it("a quantity just over a whole number of packs takes one more: 385 m / 4.8 = 80.2 → 81", () => {
    expect(packsToOrder({ quantity: 385, packQuantity: 4.8, unit: "m" })).toBe(81);
  });

  it("a line already counted in packs orders its own quantity", () => {
    expect(packsToOrder({ quantity: 3, packQuantity: 250, unit: "Packs" })).toBe(3);
  });

  it("an item sold singly has no packs", () => {
    expect(packsToOrder({ quantity: 12, packQuantity: null, unit: "Off" })).toBeNull();
    expect(packsToOrder({ quantity: 12, packQuantity: 0, unit: "Off" })).toBeNull();
  });
});
