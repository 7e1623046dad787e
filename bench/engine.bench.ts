/**
 * Engine throughput: complete roof calculations (site wind → BS 5534 fixing → estimate, with the full
 * trace) per second on one core. Prints figures only; run with
 *   npx tsx --conditions=@portal/source bench/engine.bench.ts
 */
import { calculateRoof, type RoofCalculationInput, type RoofType } from "@portal/engine";
import { coventryRoofInput, example420By330Tile } from "@portal/engine/worked-examples";

/** The worked example's tile, products and systems; the site and the building vary from roof to roof. */
const { products, systems } = coventryRoofInput;

const roofTypes: RoofType[] = ["duopitch", "hipped", "monopitch", "duopitch"];

function roofInput(index: number): RoofCalculationInput {
  const roofType = roofTypes[index % roofTypes.length] ?? "duopitch";
  return {
    site: {
      mapWindVelocityMs: 21.5 + (index % 9),
      siteAltitudeM: (index * 37) % 250,
      distanceToShorelineKm: 0.5 + ((index * 13) % 120),
      terrain: index % 2 === 0 ? "town" : "country",
      distanceInsideTownKm: 1 + (index % 5),
    },
    roof: {
      roofType,
      pitchDeg: 22.5 + (index % 30),
      eavesHeightM: 4 + (index % 5),
      spanM: 6 + (index % 6),
      buildingLengthM: 12 + (index % 10),
      rafterCentresMm: index % 3 === 0 ? 600 : 450,
    },
    tile: example420By330Tile,
    underlay: { code: "UL", name: "Underlay", isAirPermeable: index % 4 === 0, rollWidthM: 1, rollLengthM: 50 },
    ...(products === undefined ? {} : { products }),
    ...(systems === undefined ? {} : { systems }),
  };
}

const inputs = Array.from({ length: 256 }, (_, index) => roofInput(index));
let checksum = 0;
function run(count: number): void {
  for (let index = 0; index < count; index++) {
    const input = inputs[index % inputs.length];
    if (input === undefined) continue;
    checksum += calculateRoof(input).result.estimate.totalTiles;
  }
}

run(2_000); // warm-up
const rounds = 5;
const perRound = 10_000;
const rates: number[] = [];
for (let round = 0; round < rounds; round++) {
  const start = performance.now();
  run(perRound);
  const seconds = (performance.now() - start) / 1000;
  rates.push(perRound / seconds);
}
rates.sort((a, b) => a - b);
const median = rates[Math.floor(rates.length / 2)] ?? 0;
console.log(
  `engine: complete roof calculations per second (one core, median of ${rounds} × ${perRound}): ${Math.round(median)}`,
);
console.log(
  `engine: range ${Math.round(rates[0] ?? 0)}–${Math.round(rates[rates.length - 1] ?? 0)} per second; target ≥ 5000 (checksum ${checksum})`,
);
