import { type EdgeTypeKey, PRODUCT_COMPONENT_SUBTYPE, TILE_TYPE } from "@portal/contracts";
import {
  calculateRoof,
  type EdgeKey,
  type EstimateLine,
  fixingDemandFromSpecification,
  type RoofCalculationInput,
} from "@portal/engine";
import { coventryRoofInput } from "@portal/engine/worked-examples";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../../test/build-app.js";
import {
  colours,
  productComponentColours,
  productComponents,
  roofSystemComponents,
  roofSystems,
  tileColours,
  tileFixings,
  tiles,
} from "../../../db/schema/index.js";
import { CatalogueInputError, type CatalogueInputs, type CatalogueSelection } from "./catalogue-input-types.js";
import { loadCatalogueInputs } from "./catalogue-inputs.js";
import { catalogueSourceOf } from "./kept-catalogue.js";

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/**
 * The worked example of calculations.md §6: an inland town near Coventry; a duopitch roof of 35°, 8 m span, 10 m
 * long, 6 m to the eaves, rafters at 600 mm.
 */
const { site: COVENTRY_SITE, roof: ROOF } = coventryRoofInput;

async function tileByCode(code: string) {
  const [row] = await t.ctx.db.select().from(tiles).where(sql`lower(${tiles.code}) = lower(${code})`);
  if (row === undefined) throw new Error(`no tile ${code}`);
  return row;
}

async function componentId(code: string) {
  const [row] = await t.ctx.db
    .select({ id: productComponents.id })
    .from(productComponents)
    .where(eq(productComponents.code, code));
  if (row === undefined) throw new Error(`no component ${code}`);
  return row.id;
}

async function colourId(suffix: string) {
  const [row] = await t.ctx.db.select({ id: colours.id }).from(colours).where(eq(colours.suffix, suffix));
  if (row === undefined) throw new Error(`no colour ${suffix}`);
  return row.id;
}

async function systemId(tileCode: string, groupName: string, name?: string) {
  const [row] = await t.ctx.db
    .select({ id: roofSystems.id })
    .from(roofSystems)
    .where(
      and(
        eq(roofSystems.associatedProductCode, tileCode),
        eq(roofSystems.groupName, groupName),
        name === undefined ? undefined : eq(roofSystems.name, name),
      ),
    )
    .orderBy(asc(roofSystems.id))
    .limit(1);
  if (row === undefined) throw new Error(`no ${groupName} system for ${tileCode}`);
  return row.id;
}

function roofInput(inputs: CatalogueInputs, extra: Partial<RoofCalculationInput["roof"]> = {}): RoofCalculationInput {
  return {
    site: COVENTRY_SITE,
    roof: {
      ...ROOF,
      ...extra,
      ...(inputs.counterBattenDepthMm === undefined ? {} : { counterBattenDepthMm: inputs.counterBattenDepthMm }),
    },
    tile: inputs.tile,
    headlapRules: inputs.headlapRules,
    fixingOptions: inputs.fixingOptions,
    products: inputs.products,
    systems: inputs.systems,
    manualComponents: inputs.manualComponents,
    ...(inputs.underlay === undefined ? {} : { underlay: inputs.underlay }),
  };
}

/** What a roof selects: its tile alone, no colour, underlay, counter batten or system, but for `choices`. */
function selectionOf(tileId: number, choices: Partial<CatalogueSelection> = {}): CatalogueSelection {
  return { tileId, colourId: null, underlayId: null, counterBattenId: null, edgeSystems: {}, ...choices };
}

/** The catalogue inputs of `selectionOf(tileId, choices)`. */
const loadSelection = async (tileId: number, choices: Partial<CatalogueSelection> = {}) =>
  loadCatalogueInputs(await catalogueSourceOf(t.ctx), selectionOf(tileId, choices));

async function expectRefusal(selection: CatalogueSelection, field: string, problem: CatalogueInputError["problem"]) {
  const error = await loadCatalogueInputs(await catalogueSourceOf(t.ctx), selection).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(CatalogueInputError);
  expect(error).toMatchObject({ field, problem });
}

/** BS 5534 Table 3 at 600 mm rafter centres: 38 × 25 for double-lap tiles, 50 × 25 for the rest seeded. */
const battenAt600 = (tileTypeId: number) => (tileTypeId === TILE_TYPE.plainTile ? "BT-3825" : "BT-5025");

/** The first nail and clip each seeded tile lists (db/seed/catalogue/tiles.ts `fixings`). */
const SEEDED_TILE_NAIL_AND_CLIP: Record<string, [string, string]> = {
  "CT-FLAT-420": ["NL-AL-70", "CL-IT"],
  "CT-LOWP-382": ["NL-AR-45", "CL-IT"],
  "CT-DROM-420": ["NL-AL-70", "CL-IT"],
  "CT-PAN-381": ["NL-AR-45", "CL-IT"],
  "CL-INT-330": ["NL-AR-45", "CL-IT"],
  "CP-PLN-267": ["NL-AL-38", "CL-TC"],
  "KP-PLN-265": ["NL-AL-38", "CL-TC"],
  "FS-SLT-600": ["NL-CU-30", "RV-CU-19"],
  "NS-SLT-500": ["NL-CU-38", "HK-SS-316"],
};

describe("catalogue inputs for the roof calculation", () => {
  it("knows every edge of the roof editor by the engine's edge key", () => {
    // EDGE_GROUPS is built from the contracts' edge types and indexed by the engine's keys: they must be one set.
    expectTypeOf<EdgeTypeKey>().toEqualTypeOf<EdgeKey>();
  });

  it("every active seeded tile, with its first valid colour and a system on each edge, runs through calculateRoof", async () => {
    const activeTiles = await t.ctx.db.select().from(tiles).where(eq(tiles.isActive, true)).orderBy(asc(tiles.id));
    expect(activeTiles.length).toBeGreaterThanOrEqual(Object.keys(SEEDED_TILE_NAIL_AND_CLIP).length);
    const underlayId = await componentId("UL-VO-1050");
    for (const tile of activeTiles) {
      const [colour] = await t.ctx.db
        .select({ id: colours.id, suffix: colours.suffix })
        .from(tileColours)
        .innerJoin(colours, eq(colours.id, tileColours.colourId))
        .where(and(eq(tileColours.tileId, tile.id), eq(tileColours.isValidHere, true)))
        .orderBy(asc(colours.suffix))
        .limit(1);
      expect(colour, tile.code).toBeDefined();
      const edgeSystems: Partial<Record<EdgeKey, number>> = {
        eave: await systemId(tile.code, "Eave"),
        leftVerge: await systemId(tile.code, "Left Verge"),
        rightVerge: await systemId(tile.code, "Right Verge"),
        duoRidge: await systemId(tile.code, "Duo Ridge"),
      };
      const inputs = await loadSelection(tile.id, {
        colourId: colour?.id ?? null,
        underlayId,
        edgeSystems,
        rafterCentresMm: ROOF.rafterCentresMm,
        pitchDeg: ROOF.pitchDeg,
      });

      const { result } = calculateRoof(roofInput(inputs));
      const codes = result.estimate.lines.map((line) => line.code);
      expect(codes, tile.code).toContain(`${tile.code}-${colour?.suffix}`);
      expect(codes, tile.code).toContain(battenAt600(tile.tileTypeId));
      expect(codes, tile.code).toContain("NL-BT-65");
      expect(codes, tile.code).toContain("UL-VO-1050");
      expect(result.estimate.lines.find((line) => line.code === "UL-VO-1050")?.unit).toBe("Rolls");

      const seeded = SEEDED_TILE_NAIL_AND_CLIP[tile.code];
      if (seeded !== undefined) {
        expect(inputs.products.tileNail?.code, tile.code).toBe(seeded[0]);
        expect(inputs.products.tileClip?.code, tile.code).toBe(seeded[1]);
      }
      const demand = fixingDemandFromSpecification(result.fixing);
      const nailsDemanded =
        demand.perimeter.nailsPerTile > 0 ||
        (demand.courseRule ?? null) !== null ||
        demand.areas.some((area) => area.nailsPerTile > 0 && area.planAreaM2 > 0);
      const clipsDemanded =
        demand.perimeter.clipsPerTile > 0 || demand.areas.some((area) => area.clipsPerTile > 0 && area.planAreaM2 > 0);
      if (nailsDemanded) expect(codes, `${tile.code} nails`).toContain(inputs.products.tileNail?.code);
      if (clipsDemanded) expect(codes, `${tile.code} clips`).toContain(inputs.products.tileClip?.code);
      // Every component of every chosen system is estimated on the edges a duopitch roof has, but for a ridge's end
      // caps where the verges' end caps close the ridge ends (each end is capped once).
      const vergesCapRidgeEnds = inputs.systems.some(
        (system) =>
          (system.edge === "leftVerge" || system.edge === "rightVerge") &&
          system.components.some((component) => component.isEndCap),
      );
      for (const system of inputs.systems) {
        for (const component of system.components) {
          const isCappedByVerges = system.edge === "duoRidge" && component.isEndCap === true && vergesCapRidgeEnds;
          if (isCappedByVerges) expect(codes, tile.code).not.toContain(component.code);
          else expect(codes, tile.code).toContain(component.code);
        }
      }
    }
  });

  it("maps the flat interlocking tile field by field as the seed gives it", async () => {
    const tile = await tileByCode("CT-FLAT-420");
    const inputs = await loadSelection(tile.id, {
      colourId: await colourId("SGY"),
      underlayId: await componentId("UL-AP-1550"),
      counterBattenId: await componentId("CB-5038"),
      rafterCentresMm: 600,
    });
    // Values as written in db/seed/catalogue/tiles.ts and product-components.ts; the lever arms are the seed's
    // representativeLeverArms(420): support = gauge (345 at 75 mm lap, 320 at 100), pivot = batten width − 5,
    // centre of gravity 210, uplift round(0.76 × gauge), clip = gauge − 10; TileWeight = newtons(4.7) = 46.1.
    const arms = (support: number, pivot: number, uplift: number) => ({
      supportMm: support,
      pivotMm: pivot,
      cogRotationMm: 210,
      upliftRotationMm: uplift,
      clipRotationMm: support - 10,
    });
    expect(inputs.tile).toEqual({
      code: "CT-FLAT-420-SGY",
      name: "Flat interlocking concrete tile 420 × 330, Smooth Grey",
      coveringType: "singleLapTile",
      lengthMm: 420,
      widthMm: 330,
      coverWidthMm: 299,
      lapType: "single",
      minimumHeadlapMm: 75,
      maximumHeadlapMm: 100,
      tileWeightN: 46.1,
      numberOfNailHoles: 1,
      nibFaceToNailHoleMm: 35,
      nibFaceToTileHeadMm: 15,
      laidPitchReductionDeg: 5,
      nailDiameterMm: 3.35,
      nailPenetrationMm: 22,
      nailCharacteristicResistanceN: 550,
      clipCharacteristicResistanceN: 450,
      partialSafetyFactor: 1.3,
      consequenceFactor: 1,
      variableLoadSafetyFactor: 1.5,
      hasNibs: true,
      addedWastagePercent: 5,
      leverArms: {
        narrowBatten75Lap: arms(345, 33, 262),
        narrowBatten100Lap: arms(320, 33, 243),
        broadBatten75Lap: arms(345, 45, 262),
        broadBatten100Lap: arms(320, 45, 243),
      },
    });
    expect(inputs.tileColour).toMatchObject({ suffix: "SGY", description: "Smooth Grey" });
    // Smooth Grey is a smooth colour: only the tile's smooth rules and its finish-free rules apply.
    expect(inputs.headlapRules).toEqual([
      { minRafterLengthM: 0, maxRafterLengthM: 12, minPitchDeg: 17.5, maxPitchDeg: 90, minHeadlapMm: 75 },
      { minRafterLengthM: 0, maxRafterLengthM: 12, minPitchDeg: 15, maxPitchDeg: 17.5, minHeadlapMm: 100 },
    ]);
    expect(inputs.fixingOptions.map((option) => [option.id, option.nailsPerTile, option.clipsPerTile])).toEqual([
      ["weight", 0, 0],
      ["nail", 1, 0],
      ["two-nails", 2, 0],
      ["clip", 0, 1],
      ["nail-clip", 1, 1],
      ["two-nails-clip", 2, 1],
    ]);
    expect(inputs.fixingOptions.find((option) => option.id === "nail-clip")?.name).toContain("NL-AL-70, CL-IT");
    expect(inputs.products).toEqual({
      tileNail: { code: "NL-AL-70", name: "Aluminium tile nail 70 × 3.35 mm", packQuantity: 500 },
      tileClip: { code: "CL-IT", name: "Tile clip for interlocking tiles", packQuantity: 250 },
      batten: { code: "BT-5025", name: "Graded tile batten 50 × 25 mm, BS 5534", packQuantity: 4.8 },
      battenNail: { code: "NL-BT-65", name: "Galvanised batten nail 65 × 3.35 mm", packQuantity: 200 },
      counterBatten: { code: "CB-5038", name: "Treated counter batten 50 × 38 mm", packQuantity: 4.8 },
    });
    expect(inputs.counterBattenDepthMm).toBe(38);
    expect(inputs.underlay).toEqual({
      code: "UL-AP-1550",
      name: "Air-permeable LR underlay, 1.5 × 50 m",
      isAirPermeable: true,
      declarationSource: "catalogue product component UL-AP-1550, field Resistance (Pa)",
      rollWidthM: 1.5,
      rollLengthM: 50,
    });
    expect(inputs.notes).toContain("The catalogue gives no pack quantity for the tile: tiles are ordered singly");
    expect(inputs.notes.some((note) => note.includes("Tile clip taken as CL-IT"))).toBe(true);

    // A supported underlay on the 38 mm counter batten: counter battens and their nails are ordered.
    const { result } = calculateRoof(roofInput(inputs, { isUnderlaySupported: true }));
    const codes = result.estimate.lines.map((line) => line.code);
    expect(codes).toEqual(expect.arrayContaining(["CB-5038", "CB-5038-NAILS", "UL-AP-1550"]));
    expect(result.fixing.counterBattens.depthMm).toBe(38);
  });

  it("takes the headlap rules of the colour's finish, or all of them without a colour", async () => {
    const tile = await tileByCode("CT-FLAT-420");
    const base = selectionOf(tile.id);
    const granular = await loadCatalogueInputs(await catalogueSourceOf(t.ctx), {
      ...base,
      colourId: await colourId("GDR"),
    });
    expect(granular.headlapRules.map((rule) => [rule.minPitchDeg, rule.maxPitchDeg, rule.minHeadlapMm])).toEqual([
      [30, 90, 75],
      [25, 30, 100],
    ]);
    const uncoloured = await loadCatalogueInputs(await catalogueSourceOf(t.ctx), { ...base, colourId: null });
    expect(uncoloured.headlapRules).toHaveLength(4);
    expect(uncoloured.tile.code).toBe("CT-FLAT-420");
    expect(uncoloured.notes).toContain("No tile colour chosen: every headlap rule applies, whatever its finish");
  });

  it("gives the underlay's roll from its name and area", async () => {
    const tile = await tileByCode("CT-FLAT-420");
    const inputs = await loadSelection(tile.id, { underlayId: await componentId("UL-HR-1F") });
    expect(inputs.underlay).toMatchObject({ code: "UL-HR-1F", isAirPermeable: false, rollWidthM: 1, rollLengthM: 15 });
    expect(inputs.products.batten).toBeUndefined();
  });

  it("takes the underlay's declared wind-uplift resistance from its Resistance, and says where it looked", async () => {
    const tile = await tileByCode("CT-FLAT-420");
    const underlayId = await componentId("UL-VO-1050");
    const undeclared = await loadSelection(tile.id, { underlayId });
    expect(undeclared.underlay?.upliftResistancePa).toBeUndefined();
    expect(undeclared.notes).toContain(
      "Underlay UL-VO-1050: the catalogue gives no declared wind-uplift resistance (Resistance) (BS 5534 A.8)",
    );
    await t.ctx.db.update(productComponents).set({ resistance: 1800 }).where(eq(productComponents.id, underlayId));
    try {
      const declared = await loadSelection(tile.id, { underlayId });
      expect(declared.underlay).toMatchObject({
        upliftResistancePa: 1800,
        declarationSource: "catalogue product component UL-VO-1050, field Resistance (Pa)",
      });
    } finally {
      await t.ctx.db.update(productComponents).set({ resistance: null }).where(eq(productComponents.id, underlayId));
    }
  });

  it("brings a chosen system's components in the component colour that goes with the tile colour", async () => {
    const tile = await tileByCode("CT-FLAT-420");
    const inputs = await loadSelection(tile.id, {
      // Granular Dark Red: the ridge tile's Smooth Red colour lists GDR among its linked tile colours.
      colourId: await colourId("GDR"),
      edgeSystems: { duoRidge: await systemId("CT-FLAT-420", "Duo Ridge", "Dry ridge, ventilated") },
    });
    expect(inputs.systems).toHaveLength(1);
    const [ridge] = inputs.systems;
    expect(ridge).toMatchObject({ edge: "duoRidge", systemName: "Dry ridge, ventilated", groupName: "Duo Ridge" });
    // The seed's "Dry ridge, ventilated": m("RT-HR-450", 0.43), m("DR-VK-6", 6), perRun("RG-EC", 2), m("RG-SF", 0.43),
    // and its ridge batten (the length of the ridge) and batten straps at 0.6 m centres.
    expect(
      ridge?.components.map(
        ({ code, name, number, per, unit, formulaId, packQuantity, addedWastagePercent, roundUp }) => ({
          code,
          name,
          number,
          per,
          unit,
          formulaId,
          packQuantity,
          addedWastagePercent,
          roundUp,
        }),
      ),
    ).toEqual([
      {
        code: "RT-HR-450-SRD",
        name: "Half-round ridge tile 450 mm, Smooth Red",
        number: 1,
        per: 0.43,
        unit: "Off",
        formulaId: 2,
        packQuantity: 1,
        addedWastagePercent: 5,
        roundUp: true,
      },
      {
        code: "DR-VK-6",
        name: "Ventilated dry ridge kit, 6 m",
        number: 1,
        per: 6,
        unit: "Off",
        formulaId: 2,
        packQuantity: 1,
        addedWastagePercent: undefined,
        roundUp: true,
      },
      {
        code: "RG-EC",
        name: "Ridge end cap",
        number: 2,
        per: 1,
        unit: "Off",
        formulaId: 3,
        packQuantity: 1,
        addedWastagePercent: undefined,
        roundUp: true,
      },
      {
        code: "RG-SF",
        name: "Ridge and hip tile screw fixing with washer",
        number: 1,
        per: 0.43,
        unit: "Off",
        formulaId: 2,
        packQuantity: 50,
        addedWastagePercent: undefined,
        roundUp: true,
      },
      {
        code: "BT-5025",
        name: "Graded tile batten 50 × 25 mm, BS 5534",
        number: 1,
        per: 1,
        unit: "m",
        formulaId: 1,
        packQuantity: 4.8,
        addedWastagePercent: 10,
        roundUp: true,
      },
      {
        code: "RG-BS",
        name: "Ridge batten strap",
        number: 1,
        per: 0.6,
        unit: "Off",
        formulaId: 9,
        packQuantity: 10,
        addedWastagePercent: undefined,
        roundUp: true,
      },
    ]);
    // The ridge end cap is an end cap: where the verges have their own, the ridge does not cap its ends again.
    expect(ridge?.components.find((component) => component.componentCode === "RG-EC")?.isEndCap).toBe(true);
    expect(ridge?.components[0]).toMatchObject({
      componentCode: "RT-HR-450",
      colourSource: "linked to the tile colour",
    });
    // Fittings carry no linked tile colours and the seeded systems fix none, so the kit is listed uncoloured.
    expect(inputs.notes.some((note) => note.includes("no colour of DR-VK-6 goes with tile colour GDR"))).toBe(true);

    const { result } = calculateRoof(roofInput(inputs));
    const ridgeLine = result.estimate.lines.find((line: EstimateLine) => line.code === "RT-HR-450-SRD");
    // 10 m of ridge at 0.43 m cover: ceil(10 / 0.43) = 24 units (calculations.md §8), + 5 % wastage → 26.
    expect(ridgeLine).toMatchObject({
      description: "Half-round ridge tile 450 mm, Smooth Red",
      netQuantity: 24,
      quantity: 26,
    });
  });

  it("uses the system component's fixed colour or its chosen colour mapping before the tile colour", async () => {
    const tile = await tileByCode("CT-FLAT-420");
    const [system] = await t.ctx.db
      .insert(roofSystems)
      .values({
        name: "Dry verge in fixed colours",
        groupName: "Left Verge",
        associatedProductCode: "CT-FLAT-420",
        minPitch: 15,
        maxPitch: 90,
        nbsClause: "320",
        nbsSection: 3,
        clauseSubgroup: 7,
      })
      .returning({ id: roofSystems.id });
    if (system === undefined) throw new Error("no system");
    const vergeStarter = await componentId("DV-ST");
    const [brownStarter] = await t.ctx.db
      .select({ id: productComponentColours.id })
      .from(productComponentColours)
      .where(
        and(
          eq(productComponentColours.productId, vergeStarter),
          eq(productComponentColours.colourId, await colourId("XBR")),
        ),
      );
    await t.ctx.db.insert(roofSystemComponents).values([
      {
        roofSystemId: system.id,
        productId: await componentId("DV-L"),
        mappedId: await colourId("XBK"),
        unit: "Off",
        formulaId: 4,
      },
      {
        roofSystemId: system.id,
        productId: vergeStarter,
        componentMappingId: brownStarter?.id ?? null,
        unit: "Off",
        formulaId: 3,
      },
    ]);
    const inputs = await loadSelection(tile.id, {
      colourId: await colourId("SGY"),
      edgeSystems: { leftVerge: system.id },
      pitchDeg: 10,
    });
    expect(inputs.systems[0]?.components.map((component) => [component.code, component.colourSource])).toEqual([
      ["DV-L-XBK", "fixed colour of the system component"],
      ["DV-ST-XBR", "colour mapping chosen on the system component"],
    ]);
    expect(inputs.notes).toContain(
      `Roof system ${system.id} "Dry verge in fixed colours" is made for pitches 15–90°, not 10°`,
    );
  });

  it("refuses a system of another tile, of another edge, or one that does not exist", async () => {
    const tile = await tileByCode("CT-FLAT-420");
    const base = selectionOf(tile.id);
    await expectRefusal(
      { ...base, edgeSystems: { duoRidge: await systemId("CT-DROM-420", "Duo Ridge") } },
      "edgeSystems.duoRidge",
      "not for this tile",
    );
    await expectRefusal(
      { ...base, edgeSystems: { duoRidge: await systemId("CT-FLAT-420", "Eave") } },
      "edgeSystems.duoRidge",
      "wrong kind",
    );
    await expectRefusal({ ...base, edgeSystems: { hip: 987_654 } }, "edgeSystems.hip", "not found");
    const message = await loadCatalogueInputs(await catalogueSourceOf(t.ctx), {
      ...base,
      edgeSystems: { duoRidge: await systemId("CT-DROM-420", "Duo Ridge") },
    }).catch((error: Error) => error.message);
    expect(message).toMatch(/is for tile CT-DROM-420, not CT-FLAT-420/);
  });

  it("refuses a missing or inactive tile, a colour the tile does not come in, and a product of the wrong kind", async () => {
    const tile = await tileByCode("CT-FLAT-420");
    const base = selectionOf(tile.id);
    await expectRefusal({ ...base, tileId: 987_654 }, "tileId", "not found");
    await expectRefusal({ ...base, colourId: await colourId("CNR") }, "colourId", "not for this tile");
    await expectRefusal({ ...base, underlayId: await componentId("BT-3825") }, "underlayId", "wrong kind");
    await expectRefusal({ ...base, counterBattenId: await componentId("UL-AP-1050") }, "counterBattenId", "wrong kind");

    const lowProfile = await tileByCode("CT-LOWP-382");
    await t.ctx.db.update(tiles).set({ isActive: false }).where(eq(tiles.id, lowProfile.id));
    try {
      await expectRefusal({ ...base, tileId: lowProfile.id }, "tileId", "inactive");
    } finally {
      await t.ctx.db.update(tiles).set({ isActive: true }).where(eq(tiles.id, lowProfile.id));
    }
  });

  it("refuses a tile without the values the fixing calculation cannot do without", async () => {
    const [copy] = await t.ctx.db
      .insert(tiles)
      .values({
        code: "TEST-NO-COVER",
        name: "Tile without a cover width",
        tileTypeId: TILE_TYPE.interlockingTile,
        materialType: 1,
        fixingCalculationAssembly: 1,
        colourMappingRules: 1,
        lapped: 1,
        noOfNails: 1,
        length: 420,
        width: 330,
      })
      .returning({ id: tiles.id });
    if (copy === undefined) throw new Error("no tile");
    await expectRefusal(selectionOf(copy.id), "tile.leverArms", "missing value");
    await t.ctx.db
      .update(tiles)
      .set({ sb75Support: 345, sb75Pivot: 33, sb75CogRotation: 210, sb75UpliftRotation: 262, sb75ClipRotation: 335 })
      .where(eq(tiles.id, copy.id));
    await expectRefusal(selectionOf(copy.id), "tile.coverWidth", "missing value");
  });

  it("brings manual components with their unit, pack and colour", async () => {
    const tile = await tileByCode("CT-FLAT-420");
    const inputs = await loadSelection(tile.id, {
      colourId: await colourId("SGY"),
      manualComponents: [
        { componentId: await componentId("NL-UL-20"), colourId: null, quantity: 3 },
        { componentId: await componentId("RT-HR-450"), colourId: await colourId("SBR"), quantity: 4 },
        { componentId: await componentId("HT-TR-450"), colourId: null, quantity: 2 },
      ],
    });
    expect(
      inputs.manualComponents.map(({ code, name, unit, quantity, packQuantity }) => ({
        code,
        name,
        unit,
        quantity,
        packQuantity,
      })),
    ).toEqual([
      { code: "NL-UL-20", name: "Underlay clout nail 20 × 3 mm", unit: "Off", quantity: 3, packQuantity: 1000 },
      {
        code: "RT-HR-450-SBR",
        name: "Half-round ridge tile 450 mm, Smooth Brown",
        unit: "Off",
        quantity: 4,
        packQuantity: 1,
      },
      // No colour chosen: it follows the tile colour, Smooth Grey, through the hip tile's grey colour.
      {
        code: "HT-TR-450-SGY",
        name: "Third-round hip tile 450 mm, Smooth Grey",
        unit: "Off",
        quantity: 2,
        packQuantity: 1,
      },
    ]);
    expect(inputs.notes.some((note) => note.startsWith("Manual component NL-UL-20: no roof system"))).toBe(true);

    const { result } = calculateRoof(roofInput(inputs));
    expect(result.estimate.lines.find((line) => line.code === "RT-HR-450-SBR")).toMatchObject({
      // The ridge tile's 5 % Added Wastage applies to a manual quantity too: 4 × 1.05 → 5.
      netQuantity: 4,
      quantity: 5,
      wastagePercent: 5,
    });

    await expectRefusal(
      selectionOf(tile.id, {
        manualComponents: [
          { componentId: await componentId("RT-HR-450"), colourId: await colourId("XBK"), quantity: 1 },
        ],
      }),
      "manualComponents[0].colourId",
      "not for this tile",
    );
    await expectRefusal(
      selectionOf(tile.id, { manualComponents: [{ componentId: 987_654, colourId: null, quantity: 1 }] }),
      "manualComponents[0].componentId",
      "not found",
    );
  });

  it("leaves clip options out for a tile that lists only nails", async () => {
    const { id: _id, createdAt: _created, updatedAt: _updated, ...pantile } = await tileByCode("CT-PAN-381");
    const [copy] = await t.ctx.db
      .insert(tiles)
      .values({ ...pantile, code: "TEST-NAILS-ONLY" })
      .returning({ id: tiles.id });
    if (copy === undefined) throw new Error("no tile");
    await t.ctx.db.insert(tileFixings).values({
      tileId: copy.id,
      componentId: await componentId("NL-AR-45"),
      subType: PRODUCT_COMPONENT_SUBTYPE.nail,
      nbsSubType: 5,
    });
    const inputs = await loadSelection(copy.id);
    // Two-nail options stay: the engine itself keeps them for tiles with two nail holes only.
    expect(inputs.fixingOptions.map((option) => option.id)).toEqual(["weight", "nail", "two-nails"]);
    expect(inputs.products.tileClip).toBeUndefined();
    // The tile's own Clip Rx Failure still stands; only the options decide that no clip is specified.
    expect(inputs.tile.clipCharacteristicResistanceN).toBe(400);
    expect(inputs.notes).toContain("The tile lists no clip: options with clips are left out");
  });
});
