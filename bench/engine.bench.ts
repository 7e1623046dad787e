/**
 * Engine throughput: complete roof calculations (site wind → BS 5534 fixing → estimate, with the full
 * trace) per second on one core. Prints figures only; run with
 *   npx tsx --conditions=@portal/source bench/engine.bench.ts
 */
import { calculateRoof, type RoofCalculationInput, type RoofType, type TileSpecification } from "@portal/engine";

const leverArms = { supportMm: 20, pivotMm: 0, cogRotationMm: 200, upliftRotationMm: 210, clipRotationMm: 390 };
const tile: TileSpecification = {
  code: "BENCH-420",
  name: "Concrete interlocking tile 420 × 330 mm",
  coveringType: "singleLapTile",
  lengthMm: 420,
  widthMm: 330,
  coverWidthMm: 300,
  lapType: "single",
  minimumHeadlapMm: 75,
  maximumHeadlapMm: 120,
  tileWeightN: 45,
  numberOfNailHoles: 1,
  nibFaceToNailHoleMm: 40,
  nailDiameterMm: 3.35,
  nailPenetrationMm: 22,
  nailCharacteristicResistanceN: 140,
  clipCharacteristicResistanceN: 300,
  leverArms: { narrowBatten75Lap: leverArms, broadBatten75Lap: leverArms },
};

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
    tile,
    underlay: { code: "UL", name: "Underlay", isAirPermeable: index % 4 === 0, rollWidthM: 1, rollLengthM: 50 },
    products: {
      battenNail: { code: "BN", name: "Batten nail" },
      tileNail: { code: "TN", name: "Tile nail" },
      tileClip: { code: "TC", name: "Tile clip" },
    },
    systems: [
      {
        edge: "duoRidge",
        systemName: "Dry ridge",
        components: [
          { code: "RIDGE", name: "Ridge unit", number: 1, per: 0.43, unit: "Off", formulaId: 2 },
          { code: "RIDGE-END", name: "End cap", number: 2, per: 1, unit: "Off", formulaId: 3 },
        ],
      },
      {
        edge: "leftVerge",
        systemName: "Dry verge",
        components: [{ code: "VERGE", name: "Dry verge unit", number: 1, per: 1, unit: "Off", formulaId: 4 }],
      },
      {
        edge: "eave",
        systemName: "Eaves",
        components: [{ code: "EAVES", name: "Eaves clip", number: 1, per: 1, unit: "Off", formulaId: 5 }],
      },
    ],
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
