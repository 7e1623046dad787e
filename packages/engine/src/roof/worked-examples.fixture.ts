/**
 * Inputs of the worked example of calculations.md §6 and §8 (inland English town near Coventry), and the plain
 * tile of §8's double-lap examples, shared by the tests and the benchmark. The tiles' lever arms and resistances
 * are the examples' illustrative placeholders, not a real product's.
 */
import type { RoofSystemSelection } from "../estimate/estimate.js";
import type { TileSpecification } from "../fixing/tile-specification.js";
import type { RoofCalculationInput } from "./calculate-roof.js";

const placeholderLeverArms = {
  supportMm: 20,
  pivotMm: 0,
  cogRotationMm: 200,
  upliftRotationMm: 210,
  clipRotationMm: 390,
};

export const example420By330Tile: TileSpecification = {
  code: "EX-420",
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
  partialSafetyFactor: 1.3,
  leverArms: {
    narrowBatten75Lap: placeholderLeverArms,
    narrowBatten100Lap: placeholderLeverArms,
    broadBatten75Lap: placeholderLeverArms,
    broadBatten100Lap: placeholderLeverArms,
  },
};

const plainTileLeverArms = {
  supportMm: 20,
  pivotMm: 0,
  cogRotationMm: 130,
  upliftRotationMm: 120,
  clipRotationMm: 90,
};

/** A nibbed 265 × 165 plain tile at 65 mm headlap: gauge (265 − 65)/2 = 100 mm (calculations.md §8). */
export const examplePlainTile: TileSpecification = {
  code: "PLAIN-265",
  name: "Plain tile 265 × 165 mm",
  coveringType: "doubleLapTile",
  lengthMm: 265,
  widthMm: 165,
  coverWidthMm: 165,
  lapType: "double",
  minimumHeadlapMm: 65,
  maximumHeadlapMm: 85,
  tileWeightN: 11,
  numberOfNailHoles: 2,
  nibFaceToNailHoleMm: 40,
  nailDiameterMm: 2.65,
  nailPenetrationMm: 20,
  nailCharacteristicResistanceN: 120,
  leverArms: { narrowBatten75Lap: plainTileLeverArms },
};

/** The example's dry verge on one side of the gable: a unit on every course and a starter at the eaves. */
function dryVerge(side: "left" | "right"): RoofSystemSelection {
  return {
    edge: side === "left" ? "leftVerge" : "rightVerge",
    systemName: "Dry verge",
    components: [
      {
        code: side === "left" ? "VERGE-L" : "VERGE-R",
        name: `Dry verge unit, ${side}`,
        number: 1,
        per: 1,
        unit: "Off",
        formulaId: 4,
      },
      { code: "VERGE-STARTER", name: "Dry verge eaves starter", number: 1, per: 1, unit: "Off", formulaId: 3 },
    ],
  };
}

export const coventryRoofInput: RoofCalculationInput = {
  site: {
    mapWindVelocityMs: 21.7,
    siteAltitudeM: 100,
    distanceToShorelineKm: 100,
    terrain: "town",
    distanceInsideTownKm: 3,
  },
  roof: {
    roofType: "duopitch",
    pitchDeg: 35,
    eavesHeightM: 6,
    spanM: 8,
    buildingLengthM: 10,
    rafterCentresMm: 600,
  },
  tile: example420By330Tile,
  windLoadFactors: {
    variableLoadSafetyFactor: 1.5,
    multiplyingFactor: 1,
    permanentLoadSafetyFactor: 1,
    underlayPressureFactor: 0.9,
  },
  underlay: { code: "UL-1", name: "Underlay", isAirPermeable: false, rollWidthM: 1, rollLengthM: 50 },
  products: {
    battenNail: { code: "BN-65", name: "Batten nail 65 × 3.35 mm" },
    tileNail: { code: "TN-70", name: "Tile nail 70 × 3.35 mm" },
    tileClip: { code: "TC-1", name: "Tile clip" },
  },
  systems: [
    {
      edge: "duoRidge",
      systemName: "Dry ridge",
      components: [
        { code: "RIDGE", name: "Ridge unit", number: 1, per: 0.43, unit: "Off", formulaId: 2 },
        { code: "RIDGE-END", name: "Ridge end cap", number: 2, per: 1, unit: "Off", formulaId: 3 },
      ],
    },
    dryVerge("left"),
    dryVerge("right"),
    {
      edge: "eave",
      systemName: "Eaves",
      components: [{ code: "EAVES-CLIP", name: "Eaves clip", number: 1, per: 1, unit: "Off", formulaId: 5 }],
    },
  ],
};
