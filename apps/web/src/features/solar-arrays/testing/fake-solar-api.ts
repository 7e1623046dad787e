/**
 * The solar endpoints as the API answers them, for the designer's component tests: a small catalogue (a 300 Wp
 * panel whose system has every flashing, corner flashing and window kit, a roof window, an ArcBox connector),
 * the roof's arrays with their versions (a save from an older version answers 409), and the kit list, power and
 * dimensions worked out by the engine as the server does.
 */
import {
  emptySolarGrid,
  SOLAR_COMPONENT_TYPES,
  type SolarArray,
  type SolarArrayUpdateValues,
  type SolarComponent,
  type SolarRoofShape,
  VERSION_MESSAGES,
} from "@portal/contracts";
import { layoutSolarArray } from "@portal/engine/solar";
import { empty, json, type MockCall } from "@/testing/mock-api";

function component(overrides: Partial<SolarComponent> & Pick<SolarComponent, "id" | "code" | "type">): SolarComponent {
  return {
    name: overrides.code,
    description: null,
    power: null,
    height: null,
    width: null,
    windResistance: null,
    subType: null,
    ...overrides,
  };
}

export const PANEL_300 = component({
  id: 900,
  code: "PV-300",
  name: "300 Wp panel",
  type: SOLAR_COMPONENT_TYPES.panel,
  power: 0.3,
  height: 1700,
  width: 1000,
  windResistance: 2.4,
});
export const ROOF_WINDOW = component({
  id: 950,
  code: "RW-1",
  name: "Roof window",
  type: SOLAR_COMPONENT_TYPES.windowType,
  height: 1700,
  width: 1000,
});
export const ARCBOX = component({
  id: 960,
  code: "ARC-1",
  name: "ArcBox connector",
  type: SOLAR_COMPONENT_TYPES.arcboxConnector,
  subType: 10,
});
const FLASHINGS = [0, 1, 2, 3, 4, 5].map((subType) =>
  component({ id: 910 + subType, code: `FL-${subType}`, type: SOLAR_COMPONENT_TYPES.flashing, subType }),
);
const CORNERS = [11, 12, 13, 14].map((subType) =>
  component({ id: 910 + subType, code: `CF-${subType}`, type: SOLAR_COMPONENT_TYPES.cornerFlashing, subType }),
);
const WINDOW_KITS = [component({ id: 930, code: "WK-6", type: SOLAR_COMPONENT_TYPES.windowConversionKit, subType: 6 })];
export const SYSTEM_MEMBERS = [...FLASHINGS, ...CORNERS, ...WINDOW_KITS];

type Design = Pick<
  SolarArray,
  "orientation" | "orientationFromSouth" | "panelLocation" | "panelId" | "array" | "windowId" | "windowLocations"
>;

/** What the server works out from a design (engine layout with the catalogue above). */
function derived(design: Design) {
  const layout = layoutSolarArray({
    grid: design.array,
    orientation: design.orientation,
    windowCells: design.windowLocations,
    panel: design.panelId === PANEL_300.id ? PANEL_300 : null,
    window: design.windowId === ROOF_WINDOW.id ? ROOF_WINDOW : null,
    system: { flashings: FLASHINGS, cornerFlashings: CORNERS, windowConversionKits: WINDOW_KITS },
    arcboxConnector: ARCBOX,
  }).result;
  return {
    kitList: layout.kitList,
    power: layout.powerKwp,
    arrayHeight: layout.heightMm,
    arrayWidth: layout.widthMm,
    isValid: layout.valid,
    problems: layout.problems,
  };
}

export function solarArrayRecord(roofId: number, id: number, overrides: Partial<SolarArray> = {}): SolarArray {
  const design: Design = {
    orientation: "portrait",
    orientationFromSouth: null,
    panelLocation: null,
    panelId: PANEL_300.id,
    array: emptySolarGrid(),
    windowId: null,
    windowLocations: [],
    ...overrides,
  };
  return {
    id,
    roofId,
    version: 1,
    arrayNumber: 1,
    solarPanelIds: [],
    flashingIds: [],
    cornerFlashingIds: [],
    windowConversionKitIds: [],
    arcboxConnectorIds: [],
    inverterIds: [],
    chargerIds: [],
    windCheck: null,
    ...design,
    ...derived(design),
    ...overrides,
  };
}

export interface FakeSolarOptions {
  /** The roof's arrays at the start. */
  arrays?: SolarArray[];
  /** The roof's slopes and gauge from its calculation; null (the default) before the roof is calculated. */
  roofShape?: SolarRoofShape | null;
}

/** The handlers to merge into the roof's fake API, and the server's state (a test may change it). */
export function fakeSolarHandlers(roofId: number, options: FakeSolarOptions = {}) {
  const state = { arrays: [...(options.arrays ?? [])], nextId: 500 };
  const renumber = () => {
    state.arrays = state.arrays.map((array, index) => ({ ...array, arrayNumber: index + 1 }));
  };
  const find = (call: MockCall) => {
    const id = Number(call.url.pathname.split("/").pop());
    return state.arrays.find((array) => array.id === id);
  };
  const handlers: Record<string, (call: MockCall) => Response> = {
    [`GET /api/v1/roof-solar-arrays/roof/${roofId}`]: () =>
      json({ roofId, solarArrayIds: state.arrays.map((array) => array.id), roofShape: options.roofShape ?? null }),
    [`DELETE /api/v1/roof-solar-arrays/roof/${roofId}`]: () => {
      state.arrays = [];
      return empty(204);
    },
    "POST /api/v1/roof-solar-arrays": () => {
      const created = solarArrayRecord(roofId, state.nextId, { panelId: null, arrayNumber: state.arrays.length + 1 });
      state.nextId += 1;
      state.arrays.push(created);
      return json(created);
    },
    "GET /api/v1/solar-components": (call) => {
      const type = Number(call.url.searchParams.get("type"));
      return json([PANEL_300, ROOF_WINDOW, ARCBOX].filter((item) => item.type === type));
    },
    [`GET /api/v1/solar-components/${PANEL_300.id}/available-components`]: () => json(SYSTEM_MEMBERS),
  };
  const arrayHandler = (call: MockCall) => {
    const array = find(call);
    if (!array) return json({ message: "Not found" }, 404);
    if (call.method === "GET") return json(array);
    if (call.method === "DELETE") {
      state.arrays = state.arrays.filter((item) => item.id !== array.id);
      renumber();
      return empty(204);
    }
    const body = call.body as SolarArrayUpdateValues;
    if (body.version !== array.version) {
      return json({ message: VERSION_MESSAGES.changedElsewhere("solar array") }, 409);
    }
    const { version: _version, ...design } = body;
    const saved: SolarArray = { ...array, ...design, ...derived(design), version: array.version + 1 };
    state.arrays = state.arrays.map((item) => (item.id === array.id ? saved : item));
    return json(saved);
  };
  // The mock API matches paths exactly: the arrays a test starts with and the next ones it may create.
  const ids = [...state.arrays.map((array) => array.id), ...Array.from({ length: 20 }, (_, index) => 500 + index)];
  for (const id of ids) {
    for (const method of ["GET", "PUT", "DELETE"]) handlers[`${method} /api/v1/roof-solar-arrays/${id}`] = arrayHandler;
  }
  return { handlers, state };
}
