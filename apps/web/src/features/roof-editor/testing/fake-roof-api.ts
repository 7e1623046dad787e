/**
 * A roof as the API keeps it, for the editor's component tests: the four sections with their versions (a save
 * from an older version answers 409 as the server does), the catalogue lists, and every call recorded.
 */
import {
  type ColourForTile,
  type DocumentAvailability,
  EDGE_TYPES,
  ESTIMATE_STATE,
  type EstimateState,
  type FactorInUse,
  type ProductComponent,
  ROOF_EDITOR_MESSAGES,
  ROOF_ESTIMATE_VALUE_FIELDS,
  ROOF_TYPES,
  type RoofEstimate,
  type RoofFixingData,
  type RoofSystemOption,
  type RoofSystems,
  type RoofTileDetails,
  type TileOption,
  VERSION_MESSAGES,
  VERTICAL_TIMBER_SUPPORTS,
  type WhoAmI,
  WINDLOAD_DEFAULTS,
} from "@portal/contracts";
import { factorsInUseOfSeededRoof, productComponent, roofNbsClausesWithoutTile } from "@portal/contracts/testing";
import { whoAmI } from "@/testing/fixtures";
import { json, type MockCall, mockApi } from "@/testing/mock-api";
import { signedInAs } from "@/testing/session";
import { projectSite } from "../results/testing/fixtures";

export const ROOF_ID = 11;

/** What a calculated roof's fixing data says is in use, as the API answers for the seeded catalogue. */
export const FACTORS_IN_USE: FactorInUse[] = factorsInUseOfSeededRoof();

export function fixingRecord(overrides: Partial<RoofFixingData> = {}): RoofFixingData {
  return {
    id: 101,
    roofId: ROOF_ID,
    version: 1,
    pitch: 35,
    heightToEave: 5,
    roofSpan: 8,
    buildingLength: 10,
    rafterCentres: 600,
    maxRafterLength: 4.88,
    roofTypeId: 1,
    isVerticalRoof: false,
    buildingHeightToRidge: null,
    verticalTimberSupportsId: null,
    underlayId: null,
    counterBattenId: null,
    isUnderlaySupported: false,
    isCeilingWellSealed: false,
    windloadVariablesOveriden: false,
    ...WINDLOAD_DEFAULTS,
    factorsInUse: FACTORS_IN_USE,
    ...overrides,
  };
}

export function tileRecord(overrides: Partial<RoofTileDetails> = {}): RoofTileDetails {
  return {
    id: 102,
    projectId: 7,
    roofId: ROOF_ID,
    version: 1,
    referenceNumber: null,
    tileId: 5,
    colourId: 51,
    minHeadlap: 75,
    headlapOverride: 0,
    headlapRange: { min: 75, max: 120 },
    ...overrides,
  };
}

/** The take-off the fake server proposes for the values that follow the dimensions. */
export const CALCULATED_VALUES: Partial<Record<(typeof ROOF_ESTIMATE_VALUE_FIELDS)[number], number>> = {
  mainArea: 97.66,
  eave: 20,
  leftVerge: 9.77,
  rightVerge: 9.77,
  duoRidge: 10,
};

export function estimateRecord(overrides: Partial<RoofEstimate> = {}): RoofEstimate {
  const values = Object.fromEntries(
    ROOF_ESTIMATE_VALUE_FIELDS.map((field) => [field, CALCULATED_VALUES[field] ?? null]),
  ) as Record<(typeof ROOF_ESTIMATE_VALUE_FIELDS)[number], number | null>;
  return {
    id: 103,
    roofId: ROOF_ID,
    version: 1,
    ...values,
    roofPitch: 35,
    rafterCenters: 600,
    calculatedFields: [...ROOF_ESTIMATE_VALUE_FIELDS],
    ...overrides,
  };
}

export function systemsRecord(overrides: Partial<RoofSystems> = {}): RoofSystems {
  const systems = Object.fromEntries(EDGE_TYPES.map((edge) => [edge.serverSystemField, null])) as Record<
    (typeof EDGE_TYPES)[number]["serverSystemField"],
    number | null
  >;
  return { id: 104, roofId: ROOF_ID, version: 1, ...systems, ...overrides };
}

/** A plain active component with no pack or clip figures, unless overridden. */
function component(overrides: Partial<ProductComponent>): ProductComponent {
  return productComponent({
    id: 1,
    code: "C",
    name: "Component",
    subType: null,
    subTypeName: null,
    isTileFixing: false,
    packQuantity: null,
    clipRxFailure: null,
    isActive: true,
    ...overrides,
  });
}

export const UNDERLAYS = [component({ id: 31, code: "UL-1", name: "Breathable underlay", underlayPerArea: 50 })];
export const COUNTER_BATTENS = [
  component({ id: 41, code: "CB-25", name: "Counter batten 25mm", counterBattenDepth: 25 }),
];
export const TILES: TileOption[] = [
  { id: 5, name: "Flat Interlocking", tileSpecificationMinimumHeadlap: 75, tileSpecificationMaximumHeadlap: 120 },
  { id: 6, name: "Plain Tile", tileSpecificationMinimumHeadlap: 65, tileSpecificationMaximumHeadlap: 120 },
];
export const COLOURS_BY_TILE: Record<number, ColourForTile[]> = {
  5: [
    { id: 51, description: "Slate Grey", enabled: true },
    { id: 52, description: "Terracotta", enabled: true },
  ],
  6: [
    { id: 51, description: "Slate Grey", enabled: false },
    { id: 61, description: "Heather", enabled: true },
  ],
};
export const SYSTEM_OPTIONS: RoofSystemOption[] = [
  { id: 201, name: "Dry Ridge", groupName: "Duo Ridge", edge: "duoRidge" },
  { id: 202, name: "Dry Verge", groupName: "Left Verge", edge: "leftVerge" },
];

type Section = "fixing" | "tile" | "estimate" | "systems";
type Reply = Response | Promise<Response>;

/** The manual component selection of a roof with one hand-added ridge tile, at this quantity. */
export const manualSelection = (quantity: number) => ({
  roofId: ROOF_ID,
  systems: [
    {
      systemId: 41,
      systemName: "Dry ridge, ventilated",
      groupName: "Duo Ridge",
      components: [
        {
          componentId: 77,
          systemId: 41,
          colourId: null,
          quantity,
          code: "RT-HR",
          unit: "Off",
          name: "Half-round ridge tile",
        },
      ],
    },
  ],
  dependentSystems: [41],
});

export interface FakeRoofOptions {
  user?: WhoAmI;
  fixing?: Partial<RoofFixingData>;
  tile?: Partial<RoofTileDetails>;
  estimate?: Partial<RoofEstimate>;
  systems?: Partial<RoofSystems>;
  systemOptions?: RoofSystemOption[];
  estimateState?: EstimateState;
  /** Replaces a handler, e.g. a save that fails or waits. */
  handlers?: Record<string, (call: MockCall) => Reply>;
}

/** The fake server; `roof` is its state, which a test may change to stand for another user's save. */
export function fakeRoofApi(options: FakeRoofOptions = {}) {
  const roof = {
    fixing: fixingRecord(options.fixing),
    tile: tileRecord(options.tile),
    estimate: estimateRecord(options.estimate),
    systems: systemsRecord(options.systems),
    availability: { fixingSpecAvailable: true, estimateAvailable: true, nbsAvailable: false } as DocumentAvailability,
    estimateState: options.estimateState ?? ESTIMATE_STATE.calculated,
  };
  const calculatedFactors = roof.fixing.factorsInUse;

  function save<Record extends { version: number }>(
    section: Section,
    body: Record,
    answer: (current: Record) => Record,
  ) {
    const current = roof[section] as unknown as Record;
    if (body.version !== current.version) {
      return json({ message: VERSION_MESSAGES.changedElsewhere("roof") }, 409);
    }
    const saved = answer(current);
    Object.assign(roof, { [section]: saved });
    return json(saved);
  }

  const handlers: Record<string, (call: MockCall) => Reply> = {
    ...signedInAs(options.user ?? whoAmI()),
    "POST /api/v1/signalr/negotiate": () => json({}, 404),
    "GET /api/v1/rooftypes": () => json(ROOF_TYPES.map(({ id, name }) => ({ id, name }))),
    "GET /api/v1/vertical-timber-supports": () => json(VERTICAL_TIMBER_SUPPORTS),
    "GET /api/v1/product-components/underlay": () => json(UNDERLAYS),
    "GET /api/v1/product-components/counter-battens": () => json(COUNTER_BATTENS),
    [`GET /api/v1/tiles/roof-selection/${ROOF_ID}`]: () => json(TILES),
    [`GET /api/v1/roof-fixing/roof/${ROOF_ID}`]: () => json(roof.fixing),
    [`GET /api/v1/roof-tile-details/roof/${ROOF_ID}`]: () => json(roof.tile),
    [`GET /api/v1/roof-estimate/roof/${ROOF_ID}`]: () => json(roof.estimate),
    [`GET /api/v1/roof-system/roof/${ROOF_ID}`]: () => json(roof.systems),
    // The solar designer the page hosts in the editor: no arrays unless a test adds its own handlers.
    [`GET /api/v1/roof-solar-arrays/roof/${ROOF_ID}`]: () =>
      json({ roofId: ROOF_ID, solarArrayIds: [], roofShape: null }),
    [`GET /api/v1/roof-system/options/${ROOF_ID}`]: () => json(options.systemOptions ?? SYSTEM_OPTIONS),
    "GET /api/v1/site-data/project/7": () => json(projectSite()),
    [`GET /api/v1/roofs/document-availability/${ROOF_ID}`]: () => json(roof.availability),
    [`GET /api/v1/roofs/fixing-result/${ROOF_ID}`]: () =>
      json({ message: ROOF_EDITOR_MESSAGES.fixingDiagnosticsNotReady }, 404),
    [`GET /api/v1/roof-estimate-data/roof/${ROOF_ID}`]: () =>
      json({ roofId: ROOF_ID, estimateState: roof.estimateState, roofArea: roof.estimate.mainArea, items: [] }),
    [`POST /api/v1/roof-estimate-data/recalculate/${ROOF_ID}`]: () => json({ estimateState: roof.estimateState }),
    [`GET /api/v1/nbs-clauses/roof/${ROOF_ID}`]: () => json(roofNbsClausesWithoutTile(ROOF_ID)),
    [`GET /api/v1/manual-component-selection/${ROOF_ID}`]: () =>
      json({ roofId: ROOF_ID, systems: [], dependentSystems: [] }),
    [`POST /api/v1/nbs-clauses/calculate-clauses/roof/${ROOF_ID}`]: () => json(roofNbsClausesWithoutTile(ROOF_ID)),
    "PUT /api/v1/roof-fixing": (call) => {
      const body = call.body as RoofFixingData;
      // The server works the rafter length out from the dimensions it saves.
      const maxRafterLength = body.pitch !== null && body.roofSpan !== null ? 4.88 : null;
      // As the server's calculation: an override's values are the factors in use, else the roof's own.
      const factorsInUse = body.windloadVariablesOveriden
        ? FACTORS_IN_USE.map((factor) => ({
            ...factor,
            value: body[factor.variable],
            source: "staffOverride" as const,
            sourceLabel: "overridden by technical support",
          }))
        : calculatedFactors;
      return save("fixing", body, (current) => ({
        ...current,
        ...body,
        maxRafterLength,
        factorsInUse,
        version: current.version + 1,
      }));
    },
    "PUT /api/v1/roof-tile-details": (call) => {
      const body = call.body as RoofTileDetails;
      return save("tile", body, (current) => ({ ...current, ...body, version: current.version + 1 }));
    },
    "PUT /api/v1/roof-estimate": (call) => {
      const body = call.body as RoofEstimate;
      return save("estimate", body, (current) => {
        const values = Object.fromEntries(
          ROOF_ESTIMATE_VALUE_FIELDS.map((field) => [
            field,
            body.calculatedFields.includes(field) ? (CALCULATED_VALUES[field] ?? null) : body[field],
          ]),
        );
        return { ...current, ...values, calculatedFields: body.calculatedFields, version: current.version + 1 };
      });
    },
    "PUT /api/v1/roof-system": (call) => {
      const body = call.body as RoofSystems;
      return save("systems", body, (current) => ({ ...current, ...body, version: current.version + 1 }));
    },
    ...options.handlers,
  };
  // The colours' path carries the tile, pitch and rafter length: one handler answers for every combination.
  const routed = new Proxy(handlers, {
    get(target, key: string) {
      const colours = /^GET \/api\/v1\/tilecolours\/getcoloursfortile\/(\d+)\/[^/]+\/([^/]+)$/.exec(key);
      if (colours) {
        // As the server: without a rafter length no headlap rule applies, so no colour is valid yet.
        const listed = COLOURS_BY_TILE[Number(colours[1])] ?? [];
        const hasRafterLength = Number(colours[2]) > 0;
        return () => json(hasRafterLength ? listed : listed.map((colour) => ({ ...colour, enabled: false })));
      }
      return target[key];
    },
  });
  const api = mockApi(routed);
  return { ...api, roof };
}

/** A reply the test releases when it chooses, to hold a save in flight. */
export function deferredReply() {
  let release: (response: Response) => void = () => undefined;
  const reply = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { reply, release };
}
