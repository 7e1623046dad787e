import { describe, expect, it } from "vitest";
import { EngineInputError } from "../errors.js";
import { type NbsInput, type NbsSystemSelection, nbsWorkSectionOf, selectNbsClauses } from "./nbs-clauses.js";

/**
 * Clause numbers and titles from the NBS 2014 output quoted in catalogue.md §5 (flipbuilder huiy/fsyp
 * pages 218–225): 240 underlay, 259 counterbattens on rafters, 265 batten fixing, 700 dry ventilated
 * ridges; the Type of tiling clause names the tile's manufacturer, product reference, size and headlap.
 */
const input: NbsInput = {
  headers: [
    { id: 1, number: "H65", text: "Single lap roof tiling" },
    { id: 2, number: "H60", text: "Plain roof tiling" },
  ],
  clauses: [
    {
      id: 10,
      nbsHeaderId: 1,
      sortOrder: 140,
      text: "Tiles: {{tile.manufacturer}} {{tile.name}} ({{tile.reference}}), {{tile.size}}, minimum headlap {{tile.minimumHeadlap}}; pitch {{roof.pitch}}.",
      locationOfInput: 3,
      selection: 1,
    },
    { id: 11, nbsHeaderId: 1, sortOrder: 210, text: "Basic workmanship.", locationOfInput: 0, selection: 1 },
    {
      id: 12,
      nbsHeaderId: 1,
      sortOrder: 240,
      text: "Underlay: {{product.name}}.",
      locationOfInput: 5,
      selection: 1,
      nbsSubProductType: 2,
    },
    {
      id: 13,
      nbsHeaderId: 1,
      sortOrder: 259,
      text: "Counterbattens on rafters at ≤ 300 mm centres.",
      locationOfInput: 1,
      selection: 1,
      condition: "hasCounterBattens",
    },
    {
      id: 14,
      nbsHeaderId: 1,
      sortOrder: 700,
      text: "Dry ventilated ridge: {{product.name}} ({{product.reference}}).",
      locationOfInput: 2,
      selection: 1,
      nbsSubProductType: 9,
    },
    { id: 15, nbsHeaderId: 1, sortOrder: 220, text: "Removing existing tiling.", locationOfInput: 4, selection: 2 },
    {
      id: 16,
      nbsHeaderId: 1,
      sortOrder: 345,
      text: "Ventilated eaves: {{product.name}}.",
      locationOfInput: 2,
      selection: 2,
      nbsSubProductType: 7,
    },
    {
      id: 17,
      nbsHeaderId: 1,
      sortOrder: 265,
      text: "Batten fixing, battens {{batten.size}}.",
      locationOfInput: 1,
      selection: 1,
    },
  ],
  roof: { pitchDeg: 35, conditions: { hasCounterBattens: false }, battenSize: "50 × 25 mm" },
  tile: {
    code: "EX-420",
    name: "Interlocking tile",
    manufacturer: "Maker",
    lengthMm: 420,
    widthMm: 330,
    minimumHeadlapMm: 75,
  },
  roofDataProducts: [{ nbsSubProductType: 2, code: "UL-1", name: "Breathable underlay" }],
  systems: [
    {
      edge: "duoRidge",
      systemName: "Dry ridge",
      components: [{ nbsSubProductType: 9, code: "RIDGE-1", name: "Dry ridge kit" }],
    },
  ],
  selectedOptionalClauseIds: [15],
};

describe("NBS clause selection", () => {
  const { result } = selectNbsClauses(input);
  const h65 = result.headers.find((group) => group.header.number === "H65");

  it("applies clauses by location of input and leaves out unmet ones", () => {
    expect(result.requiredClauseIds).toEqual([10, 11, 12, 17, 14]);
    expect(result.optionalClauseIds).toEqual([15]);
    expect(result.selectedClauseIds).toEqual([10, 11, 12, 17, 14, 15]);
    expect(result.headers.map((group) => group.header.number)).toEqual(["H65"]);
  });

  it("fills the selected products into the clause text", () => {
    expect(h65?.required[0]?.text).toBe(
      "Tiles: Maker Interlocking tile (EX-420), 420 × 330 mm, minimum headlap 75 mm; pitch 35°.",
    );
    expect(h65?.required.find((clause) => clause.id === 14)?.text).toBe(
      "Dry ventilated ridge: Dry ridge kit (RIDGE-1).",
    );
    expect(h65?.required.find((clause) => clause.id === 12)?.text).toBe("Underlay: Breathable underlay.");
    expect(h65?.required.find((clause) => clause.id === 17)?.text).toBe("Batten fixing, battens 50 × 25 mm.");
  });

  it("brings in the counterbatten clause when the roof has counter battens", () => {
    const withCounter = selectNbsClauses({
      ...input,
      roof: { ...input.roof, conditions: { hasCounterBattens: true } },
    });
    expect(withCounter.result.requiredClauseIds).toContain(13);
  });

  it("reports placeholders it could not fill", () => {
    const noTile = selectNbsClauses({ ...input, tile: { ...input.tile, manufacturer: undefined } as NbsInput["tile"] });
    expect(noTile.result.headers[0]?.required[0]?.missingPlaceholders).toEqual(["tile.manufacturer"]);
  });

  it("rejects an unknown location of input naming the field", () => {
    const bad = { ...input, clauses: [{ ...input.clauses[1], locationOfInput: 9 } as NbsInput["clauses"][number]] };
    expect(() => selectNbsClauses(bad)).toThrow(EngineInputError);
  });
});

/**
 * Clause texts written the way the catalogue writes them (single-brace names, units after the placeholder),
 * after the seeded H65 clauses 110, 240, 259, 320/325, 290, 700/710 and 840 (apps/api/src/db/seed/catalogue/nbs.ts).
 */
describe("NBS clauses in the catalogue's words", () => {
  const H65 = { id: 1, number: "H65", text: "Single lap roof tiling" };
  const H60 = { id: 2, number: "H60", text: "Clay/concrete plain roof tiling" };
  const clause = (id: number, sortOrder: number, text: string, rest: Partial<NbsInput["clauses"][number]> = {}) => ({
    id,
    nbsHeaderId: 1,
    sortOrder,
    text,
    locationOfInput: 0,
    selection: 1,
    ...rest,
  });
  const catalogue: NbsInput = {
    headers: [H65, H60],
    workSection: "H65",
    clauses: [
      clause(
        1,
        110,
        "Substrate: rafters at {rafterCentres} mm centres. Pitch: {pitch}°. Underlay: {underlay}. Counterbattens: {counterBatten}. Battens: {battenSize} mm, fixed with {battenNails}. Tiles: {tileName}, colour {colour}, size {tileSize} mm, minimum head-lap {headlap} mm.",
        { locationOfInput: 3, nbsSubProductType: 1 },
      ),
      clause(2, 240, "Underlay: {underlay}.", { locationOfInput: 1, nbsSubProductType: 2 }),
      clause(3, 259, "Counterbattens: {counterBatten}.", { locationOfInput: 1, selection: 2, nbsSubProductType: 4 }),
      clause(4, 270, "Fix tiles to the fixing specification: {fixingSpecification}.", {
        locationOfInput: 5,
        nbsSubProductType: 5,
      }),
      clause(5, 290, "Mortar: 1:3.", { locationOfInput: 2, selection: 2, nbsSubProductType: 15 }),
      clause(6, 320, "Dry verge system to BS 8612: {system}.", { locationOfInput: 2, nbsSubProductType: 8 }),
      clause(7, 325, "Mortar bedded verges: {system}.", { locationOfInput: 2, nbsSubProductType: 8 }),
      clause(8, 700, "Dry ventilated ridge: {system}.", { locationOfInput: 2, nbsSubProductType: 9 }),
      clause(9, 710, "Dry mono ridge system: {system}.", { locationOfInput: 2, nbsSubProductType: 9 }),
      clause(10, 840, "Ventilators: {product}, positions as drawings.", {
        locationOfInput: 4,
        selection: 2,
        nbsSubProductType: 13,
      }),
      { ...clause(11, 110, "Plain tiles: {tileName}."), nbsHeaderId: 2, locationOfInput: 3 },
    ],
    roof: {
      pitchDeg: 35,
      conditions: { hasCounterBattens: false },
      rafterCentresMm: 600,
      headlapMm: 100,
      battenSize: "50 × 25 mm",
      battenNails: "Batten nail 3.35 × 65 mm",
      fixingSpecification: "perimeter tiles: 1 clip; general area: 1 nail",
    },
    tile: {
      code: "CT-FLAT-420",
      name: "Flat interlocking tile",
      colour: "Slate Grey",
      lengthMm: 420,
      widthMm: 330,
      minimumHeadlapMm: 75,
    },
    roofDataProducts: [
      { nbsSubProductType: 2, code: "UL-1", name: "Breathable underlay" },
      { nbsSubProductType: 5, code: "TN-1", name: "Tile nail" },
    ],
    systems: [
      {
        edge: "leftVerge",
        systemName: "Dry verge, left hand",
        nbsClause: "320",
        components: [{ nbsSubProductType: 8, code: "DV-L", name: "Dry verge unit" }],
      },
      {
        edge: "duoRidge",
        systemName: "Dry ventilated ridge",
        nbsClause: "700",
        components: [
          { nbsSubProductType: 9, code: "DR-1", name: "Dry ridge roll" },
          { nbsSubProductType: 13, code: "VT-1", name: "Ridge vent terminal" },
        ],
      },
      {
        edge: "hip",
        systemName: "Mortar bedded hip",
        nbsClause: "515",
        components: [{ nbsSubProductType: 15, code: "MT-13-25", name: "Mortar" }],
      },
    ],
  };
  const { result } = selectNbsClauses(catalogue);
  const text = (id: number) =>
    result.headers.flatMap((group) => [...group.required, ...group.optional]).find((c) => c.id === id);

  it("keeps to the roof's work section", () => {
    expect(result.headers.map((group) => group.header.number)).toEqual(["H65"]);
    expect(nbsWorkSectionOf("doubleLapTile")).toBe("H60");
    expect(nbsWorkSectionOf("singleLapTile")).toBe("H65");
    expect(nbsWorkSectionOf("naturalSlate")).toBe("H62");
    expect(nbsWorkSectionOf("fibreCementOrConcreteSlate")).toBe("H61");
  });

  it("fills the type of tiling clause from the tile, colour and build-up, leaving only what the roof lacks", () => {
    expect(text(1)).toMatchObject({
      text: "Substrate: rafters at 600 mm centres. Pitch: 35°. Underlay: Breathable underlay. Counterbattens: None. Battens: 50 × 25 mm, fixed with Batten nail 3.35 × 65 mm. Tiles: Flat interlocking tile, colour Slate Grey, size 420 × 330 mm, minimum head-lap 100 mm.",
      missingPlaceholders: [],
    });
    // Whether the roof has counter battens is not known: the placeholder stays.
    const unknown = selectNbsClauses({ ...catalogue, roof: { ...catalogue.roof, conditions: {} } }).result;
    expect(unknown.headers[0]?.required[0]?.missingPlaceholders).toEqual(["counterBatten"]);
    expect(text(4)?.text).toBe("Fix tiles to the fixing specification: perimeter tiles: 1 clip; general area: 1 nail.");
  });

  it("follows the systems' named clauses: the named edge clause only, and other products' clauses", () => {
    expect(text(6)?.text).toBe("Dry verge system to BS 8612: Dry verge, left hand.");
    expect(text(8)?.text).toBe("Dry ventilated ridge: Dry ventilated ridge.");
    expect(text(7)).toBeUndefined();
    expect(text(9)).toBeUndefined();
    // The hip's mortar brings in the optional mortar clause; the ridge's vent terminal fills the manual one.
    expect(text(5)).toMatchObject({ selection: "optional", isSelected: false });
    expect(text(10)).toMatchObject({
      text: "Ventilators: Ridge vent terminal, positions as drawings.",
      selection: "optional",
    });
  });

  it("brings in a roof data input clause when its product is chosen", () => {
    expect(text(2)?.text).toBe("Underlay: Breathable underlay.");
    expect(text(3)).toBeUndefined();
    const supported = selectNbsClauses({
      ...catalogue,
      roof: { ...catalogue.roof, conditions: { hasCounterBattens: true } },
      roofDataProducts: [
        ...(catalogue.roofDataProducts ?? []),
        { nbsSubProductType: 4, code: "CB-1", name: "Counter batten 50 × 38 mm" },
      ],
      selectedOptionalClauseIds: [3],
    }).result;
    const counter = supported.headers[0]?.optional.find((c) => c.id === 3);
    expect(counter).toMatchObject({ text: "Counterbattens: Counter batten 50 × 38 mm.", isSelected: true });
    expect(supported.headers[0]?.required.find((c) => c.id === 1)?.missingPlaceholders).toEqual([]);
  });

  it("reports the pitch and tile size unfilled while the roof and tile lack them", () => {
    const { pitchDeg: _pitch, ...roof } = catalogue.roof;
    const { lengthMm: _length, ...tile } = catalogue.tile ?? { code: "", name: "" };
    const sparse = selectNbsClauses({ ...catalogue, roof, tile }).result;
    expect(sparse.headers[0]?.required.find((c) => c.id === 1)?.missingPlaceholders).toEqual(["pitch", "tileSize"]);
  });

  it("answers no clauses for a work section the catalogue lacks", () => {
    expect(selectNbsClauses({ ...catalogue, workSection: "H62" }).result.headers).toEqual([]);
  });
});

/**
 * The edge clauses as the seeded catalogue has them (apps/api/src/db/seed/catalogue/nbs.ts, roof-systems.ts):
 * several ways of doing one edge share a product type (690 mortar bedded, 700 dry ventilated, 710 dry mono
 * ridges), and a system's components may be of another edge's type (a dry hip's ridge fixings are ridge products,
 * a vertical top edge's lead flashing is an abutment product).
 */
describe("NBS clauses of a roof's edges", () => {
  const H60 = { id: 1, number: "H60", text: "Clay/concrete plain roof tiling" };
  const clause = (
    id: number,
    sortOrder: number,
    text: string,
    nbsSubProductType: number,
    rest: Partial<NbsInput["clauses"][number]> = {},
  ): NbsInput["clauses"][number] => ({
    id,
    nbsHeaderId: 1,
    sortOrder,
    text,
    locationOfInput: 2,
    selection: 1,
    nbsSubProductType,
    ...rest,
  });
  const RIDGE = 9;
  const HIP = 10;
  const VERGE = 8;
  const ABUTMENT = 12;
  const MORTAR = 15;
  const EAVES = 7;
  const VERTICAL = 16;
  const clauses = [
    clause(1, 110, "Plain tiling to pitched roofs: {tileName}.", 1, { locationOfInput: 3, subGroup: 1 }),
    clause(2, 115, "Plain tiling to vertical surfaces: {tileName}.", 1, { locationOfInput: 3, subGroup: 14 }),
    clause(3, 290, "Mortar: 1:3.", MORTAR, { selection: 2 }),
    clause(4, 320, "Dry verge system to BS 8612: {system}.", VERGE),
    clause(5, 325, "Mortar bedded verges: {system}.", VERGE),
    clause(6, 345, "Eaves ventilation: {system}.", EAVES),
    clause(7, 515, "Mortar bedded hips: {system}.", HIP),
    clause(8, 520, "Dry hips: {system}.", HIP),
    clause(9, 660, "Side abutments: {system}.", ABUTMENT),
    clause(10, 670, "Top abutments: {system}.", ABUTMENT),
    clause(11, 690, "Mortar bedded ridges: {system}.", RIDGE),
    clause(12, 700, "Dry ventilated ridges: {system}.", RIDGE),
    clause(13, 710, "Dry mono ridges: {system}.", RIDGE),
    clause(14, 910, "Vertical tiling bottom edge: {system}.", VERTICAL),
    clause(15, 920, "Vertical tiling top edge: {system}.", VERTICAL),
  ];
  const dryRidge = {
    edge: "duoRidge",
    edgeName: "duo ridge",
    systemName: "Dry ridge, ventilated",
    nbsClause: "700",
    components: [
      { nbsSubProductType: RIDGE, code: "RT-HR-450", name: "Half round ridge tile" },
      { nbsSubProductType: RIDGE, code: "RG-SF", name: "Ridge tile screw fixing" },
    ],
  };
  const dryHip = {
    edge: "hip",
    edgeName: "hip",
    systemName: "Dry hip, ventilated",
    nbsClause: "520",
    components: [
      { nbsSubProductType: HIP, code: "HT-TR-450", name: "Third round hip tile" },
      { nbsSubProductType: HIP, code: "HP-IRON", name: "Hip iron" },
      { nbsSubProductType: RIDGE, code: "RG-SF", name: "Ridge tile screw fixing" },
    ],
  };
  const verge = (side: "left" | "right", systemName: string, nbsClause = "320") => ({
    edge: `${side}Verge`,
    edgeName: `${side} verge`,
    systemName,
    nbsClause,
    components: [{ nbsSubProductType: VERGE, code: `DV-${side}`, name: "Dry verge unit" }],
  });
  const roof = (
    systems: NbsInput["systems"],
    conditions: NbsInput["roof"]["conditions"] = { isPitched: true, isVertical: false },
  ) =>
    selectNbsClauses({
      headers: [H60],
      clauses,
      workSection: "H60",
      roof: { pitchDeg: 40, conditions },
      tile: { code: "PT-1", name: "Plain tile" },
      systems,
    }).result;
  const numbers = (selection: ReturnType<typeof roof>) =>
    selection.headers.flatMap((group) => [...group.required, ...group.optional]).map((c) => c.number);
  const textOf = (selection: ReturnType<typeof roof>, number: number) =>
    selection.headers.flatMap((group) => [...group.required, ...group.optional]).find((c) => c.number === number)?.text;

  it("specifies a dry ridge and a dry hip by their own clauses only, never a mortar bedded or mono ridge", () => {
    const selection = roof([dryRidge, dryHip]);
    expect(numbers(selection)).toEqual([110, 520, 700]);
    expect(textOf(selection, 700)).toBe("Dry ventilated ridges: Dry ridge, ventilated.");
    expect(textOf(selection, 520)).toBe("Dry hips: Dry hip, ventilated.");
  });

  it("brings no abutment clause for a vertical edge's lead flashing", () => {
    const topEdge = {
      edge: "verticalTopEdge",
      systemName: "Vertical tiling top edge with lead flashing",
      nbsClause: "920",
      components: [{ nbsSubProductType: ABUTMENT, code: "LD-C4-150", name: "Code 4 lead, 150 mm" }],
    };
    expect(numbers(roof([topEdge], { isVertical: true, isPitched: false }))).toEqual([115, 920]);
  });

  it("still brings the one clause of a product type, mortar bedding, from a system bedded in mortar", () => {
    const mortarHip = {
      edge: "hip",
      systemName: "Mortar bedded hip, mechanically fixed",
      nbsClause: "515",
      components: [
        { nbsSubProductType: HIP, code: "HT-TR-450", name: "Third round hip tile" },
        { nbsSubProductType: MORTAR, code: "MT-13-25", name: "Mortar" },
      ],
    };
    expect(numbers(roof([dryRidge, mortarHip]))).toEqual([110, 515, 700, 290]);
  });

  it("lets a system naming no clause bring only a clause that is not one of several ways of doing an edge", () => {
    const unnamedRidge = { ...dryRidge, nbsClause: null, systemName: "Ridge kit" };
    const unnamedEaves = {
      edge: "eave",
      systemName: "Eaves vent",
      components: [{ nbsSubProductType: EAVES, code: "EV-1", name: "Eaves vent strip" }],
    };
    const selection = roof([unnamedRidge, unnamedEaves]);
    expect(numbers(selection)).toEqual([110, 345]);
    expect(textOf(selection, 345)).toBe("Eaves ventilation: Eaves vent.");
  });

  it("names both verges' systems when they differ, and one name when they are the same", () => {
    const both = roof([verge("left", "Dry verge, left hand"), verge("right", "Dry verge, right hand")]);
    expect(textOf(both, 320)).toBe(
      "Dry verge system to BS 8612: Dry verge, left hand (left verge); Dry verge, right hand (right verge).",
    );
    const same = roof([verge("left", "Continuous dry verge"), verge("right", "Continuous dry verge")]);
    expect(textOf(same, 320)).toBe("Dry verge system to BS 8612: Continuous dry verge.");
    // A mortar bedded verge on one side: each verge's own clause names its own system.
    const mixed = roof([verge("left", "Dry verge, left hand"), verge("right", "Mortar bedded verge, right", "325")]);
    expect(textOf(mixed, 320)).toBe("Dry verge system to BS 8612: Dry verge, left hand.");
    expect(textOf(mixed, 325)).toBe("Mortar bedded verges: Mortar bedded verge, right.");
  });

  it("describes a vertical roof's tiling by the vertical clause and a pitched roof's by the pitched one", () => {
    expect(numbers(roof([], { isPitched: true, isVertical: false }))).toEqual([110]);
    expect(numbers(roof([], { isPitched: false, isVertical: true }))).toEqual([115]);
    expect(textOf(roof([], { isPitched: false, isVertical: true }), 115)).toBe(
      "Plain tiling to vertical surfaces: Plain tile.",
    );
  });
});

describe("NBS product lines", () => {
  const withDetails: NbsInput = {
    ...input,
    tile: {
      ...(input.tile as NonNullable<NbsInput["tile"]>),
      colour: "Slate grey",
      finish: "Smooth",
      fixing: "Tile clip TC1",
    },
    roofDataProducts: [{ nbsSubProductType: 2, code: "UL-1", name: "Breathable underlay" }],
    systems: [
      {
        edge: "duoRidge",
        systemName: "Dry ridge",
        components: [{ nbsSubProductType: 9, code: "RIDGE-1", name: "Dry ridge kit", colour: "Slate grey" }],
      },
    ],
  };
  const clauses = selectNbsClauses(withDetails).result.headers.flatMap((group) => [
    ...group.required,
    ...group.optional,
  ]);
  const linesOf = (id: number) => clauses.find((clause) => clause.id === id)?.productLines;

  it("gives the tile clause the tile's manufacturer, reference, colour and finish, and fixing", () => {
    expect(linesOf(10)).toEqual([
      "Manufacturer: Maker",
      "Product reference: EX-420",
      "Colour/finish: Slate grey (Smooth)",
      "Fixing: Tile clip TC1",
    ]);
  });

  it("leaves out a line the product gives no value for, never printing it empty", () => {
    // The underlay has only a code; the ridge kit a code and a colour.
    expect(linesOf(12)).toEqual(["Product reference: UL-1"]);
    expect(linesOf(14)).toEqual(["Product reference: RIDGE-1", "Colour/finish: Slate grey"]);
  });

  it("gives a clause naming no product no lines", () => {
    expect(linesOf(11)).toEqual([]);
    expect(linesOf(15)).toEqual([]);
  });
});

describe("NBS product lines of a clause several systems name", () => {
  const verges: NbsInput = {
    ...input,
    clauses: [
      {
        id: 30,
        nbsHeaderId: 1,
        sortOrder: 320,
        text: "Dry verge system: {system}.",
        locationOfInput: 2,
        selection: 1,
        nbsSubProductType: 11,
      },
    ],
    systems: [
      {
        edge: "leftVerge",
        edgeName: "left verge",
        systemName: "Dry verge, left hand",
        nbsClause: "320",
        components: [{ nbsSubProductType: 11, code: "DV-L", name: "Left verge unit", colour: "Grey" }],
      },
      {
        edge: "rightVerge",
        edgeName: "right verge",
        systemName: "Dry verge, right hand",
        nbsClause: "320",
        components: [{ nbsSubProductType: 11, code: "DV-R", name: "Right verge unit", colour: "Grey" }],
      },
    ],
  };

  it("gives each system's product with its edge, and one value where they agree", () => {
    const [clause] = selectNbsClauses(verges).result.headers.flatMap((group) => group.required);
    expect(clause?.productLines).toEqual([
      "Product reference: DV-L (left verge), DV-R (right verge)",
      "Colour/finish: Grey",
    ]);
  });

  it("starts with the components' manufacturer, once where the systems agree", () => {
    const made = (system: NbsSystemSelection): NbsSystemSelection => ({
      ...system,
      components: system.components.map((component) => ({ ...component, manufacturer: "Example Dry Fix Ltd" })),
    });
    const [clause] = selectNbsClauses({ ...verges, systems: (verges.systems ?? []).map(made) }).result.headers.flatMap(
      (group) => group.required,
    );
    expect(clause?.productLines[0]).toBe("Manufacturer: Example Dry Fix Ltd");
  });
});
