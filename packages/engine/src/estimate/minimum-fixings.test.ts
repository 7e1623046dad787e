import { describe, expect, it } from "vitest";
import { minimumFixingRule } from "../fixing/fixing-options.js";
import { calculateRoof } from "../roof/calculate-roof.js";
import { coventryRoofInput, examplePlainTile } from "../roof/worked-examples.fixture.js";
import { calculateEstimate, type EstimateInput, type FixingDemand } from "./estimate.js";

const rafterM = 4 / Math.cos((40 * Math.PI) / 180);

/**
 * BS 5534 minimum fixing of double-lap nibbed plain tiles below 60°: two nails in every tile of at least
 * every fifth course (calculations.md §4, from Marley and Burton Roofing's summaries of BS 5534), plus two
 * fixings in every perimeter tile. Hand calculation for a duopitch roof 10 m long, 8 m span at 40°:
 * - rafter 4/cos 40° = 5.2216 m; D = 5221.6 + 50 − 40 − 265 = 4966.6 mm; n − 1 = ceil(4966.6/100) = 50,
 *   so 51 courses; each course ceil(10/0.165) = 61 tiles.
 * - nailed courses: the 5th, 10th … 50th from the eaves (10 per slope; the 51st is the top course, a
 *   perimeter course anyway): 10 × 61 × 2 slopes = 1220 tiles, less the verge tiles of those courses
 *   (4 verge runs × 10 courses = 40), so 1180 field tiles × 2 nails = 2360 nails.
 * - perimeter tiles: eaves 2 × 61 + top 2 × 61 + 4 verges × 51 courses = 448, × 2 nails = 896 nails.
 * - total 2360 + 896 = 3256 nails, though the field area needs none for the wind.
 */
describe("plain tiles below 60°: every fifth course is nailed and ordered", () => {
  const demand = (courseRule: FixingDemand["courseRule"]): FixingDemand => ({
    courseRule,
    perimeter: { nailsPerTile: 2, clipsPerTile: 0 },
    areas: [{ name: "General area", planAreaM2: 80, nailsPerTile: 0, clipsPerTile: 0 }],
  });
  const input = (fixingDemand: FixingDemand): EstimateInput => ({
    tile: examplePlainTile,
    slopes: [
      { name: "front slope", rafterLengthM: rafterM, eavesWidthM: 10, ridgeWidthM: 10 },
      { name: "back slope", rafterLengthM: rafterM, eavesWidthM: 10, ridgeWidthM: 10 },
    ],
    pitchDeg: 40,
    rafterCentresMm: 400,
    edges: [
      { edge: "eave", lengthM: 20, runs: 2 },
      { edge: "leftVerge", lengthM: 2 * rafterM, runs: 2 },
      { edge: "rightVerge", lengthM: 2 * rafterM, runs: 2 },
      { edge: "duoRidge", lengthM: 10, runs: 1 },
    ],
    batten: { code: "BATTEN-38X25", name: "Tile batten 38 × 25 mm" },
    fixingDemand,
  });

  const rule = minimumFixingRule({ lapType: "double", pitchDeg: 40, isPerimeter: false, hasNibs: true }).courseRule;

  it("the minimum rule for a nibbed plain tile at 40° is two nails in every fifth course", () => {
    expect(rule).toMatchObject({ nailsPerTile: 2, everyNthCourse: 5 });
    expect(
      minimumFixingRule({ lapType: "double", pitchDeg: 60, isPerimeter: false, hasNibs: true }).courseRule,
    ).toBeNull();
    expect(
      minimumFixingRule({ lapType: "single", pitchDeg: 40, isPerimeter: false, hasNibs: true }).courseRule,
    ).toBeNull();
  });

  it("orders 3256 nails: 2360 for the fifth courses and 896 for the perimeter", () => {
    const { result } = calculateEstimate(input(demand(rule)));
    expect(result.slopes[0]?.settingOut.courses).toBe(51);
    expect(result.perimeterTiles).toBe(448);
    const nails = result.lines.find((line) => line.code === "TILE-NAIL-2.65");
    expect(nails?.quantity).toBe(3256);
    expect(nails?.rule).toContain("every 5th course");
    const withoutRule = calculateEstimate(input(demand(null))).result.lines.find(
      (line) => line.code === "TILE-NAIL-2.65",
    );
    expect(withoutRule?.quantity).toBe(896);
  });

  it("a ridge with no roof system still orders its mechanical fixing by the metre", () => {
    const { result } = calculateEstimate(input(demand(rule)));
    expect(result.lines.find((line) => line.code === "RIDGE-HIP-FIXING")?.quantity).toBe(10);
  });

  it("the whole-roof calculation hands the course rule from the fixing specification to the estimate", () => {
    const { result } = calculateRoof({
      ...coventryRoofInput,
      roof: { ...coventryRoofInput.roof, pitchDeg: 40 },
      tile: examplePlainTile,
      products: {},
    });
    expect(result.fixing.courseFixingRule).toMatchObject({ nailsPerTile: 2, everyNthCourse: 5 });
    const nails = result.estimate.lines.find((line) => line.code === "TILE-NAIL-2.65");
    expect(nails?.quantity).toBeGreaterThan(0);
    expect(nails?.rule).toContain("every 5th course");
  });

  /**
   * The text says what is ordered. On the Coventry roof at 40° the general area needs no fixing for the wind
   * (p_d 459 Pa against 557 Pa for the plain tile's self-weight), but BS 5534 still nails every fifth course, and
   * the estimate orders those nails (the 3256-nail calculation above). So the general area reads "two nails in
   * every tile of at least every 5th course", not "no mechanical fixing (self-weight)"; the local areas, one nail
   * for the wind, read "1 nail; two nails in every tile of at least every 5th course".
   */
  it("the general area's fixing text names the fifth-course nailing the estimate orders", () => {
    const { result } = calculateRoof({
      ...coventryRoofInput,
      roof: { ...coventryRoofInput.roof, pitchDeg: 40 },
      tile: examplePlainTile,
      products: {},
    });
    const general = result.fixing.generalArea;
    expect(general?.calculatedFixing?.id).toBe("weight");
    expect(general?.fixing?.name).toBe(
      "two nails in every tile of at least every 5th course; the other courses held by their self-weight",
    );
    for (const local of result.fixing.localAreas) {
      expect(local.fixing?.name).toBe("1 nail; two nails in every tile of at least every 5th course");
    }
    expect(result.fixing.perimeter.fixing?.name).toBe("2 nails");
    const nails = result.estimate.lines.find((line) => line.code === "TILE-NAIL-2.65");
    expect(nails?.rule).toContain(result.fixing.courseFixingRule?.description);
  });

  it("nails and clips are ordered even when no product was chosen (single-lap tiles are always fixed)", () => {
    const { result } = calculateRoof({ ...coventryRoofInput, products: {} });
    expect(result.estimate.lines.some((line) => line.code === "TILE-NAIL-3.35")).toBe(true);
    expect(result.estimate.lines.some((line) => line.code === "TILE-CLIP")).toBe(true);
  });
});
