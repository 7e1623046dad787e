import {
  type Colour,
  type Finish,
  type HeadlapRule,
  type RoofSystem,
  type RoofSystemComponent,
  type SolarSystem,
  TILE_LEVER_ARM_FIELDS,
  TILE_SPECIFICATION_FIELDS,
  type Tile,
  type TileProductManagement,
} from "@portal/contracts";
import { productComponent } from "@portal/contracts/testing";
import { adminWhoAmI } from "@/testing/fixtures";
import { json, loadTestSettings, type MockCall, mockApi } from "@/testing/mock-api";
import { renderRoutes } from "@/testing/render";
import { signedInAs } from "@/testing/session";
import { productManagementRoutes } from "../routes";

export type Handlers = Record<string, (call: MockCall) => Response>;

/** Opens a product-management address as an administrator, with the API answering from `handlers`. */
export function setupCatalogue(path: string, handlers: Handlers) {
  loadTestSettings();
  const api = mockApi({ ...signedInAs(adminWhoAmI()), ...handlers });
  const view = renderRoutes(productManagementRoutes, path);
  return { api, ...view };
}

/** A created or updated row as the API answers it: the sent body over the stored row's other fields. */
export const answerWith =
  <T extends object>(stored: T, status = 200) =>
  (call: MockCall) =>
    json({ ...stored, ...(call.body as object) }, status);

export const finish = (id: number, name: string): Finish => ({ id, name, updatedByUserId: null });

export const colour = (id: number, suffix: string, description: string, finishName: string): Colour => ({
  id,
  suffix,
  description,
  colourHexValue: null,
  finishId: id,
  imageUrl: null,
  tileType: null,
  updatedByUserId: null,
  finish: { id, name: finishName },
});

type SpecificationKey =
  | (typeof TILE_SPECIFICATION_FIELDS)[number]["key"]
  | (typeof TILE_LEVER_ARM_FIELDS)[number]["key"];

/** Every specification number and lever arm left blank. */
const specificationBlanks = Object.fromEntries(
  [...TILE_SPECIFICATION_FIELDS, ...TILE_LEVER_ARM_FIELDS].map(({ key }) => [key, null]),
) as Record<SpecificationKey, null>;

export function tile(overrides: Partial<Tile> = {}): Tile {
  return {
    ...specificationBlanks,
    id: 7,
    code: "T-7",
    name: "Tile seven",
    manufacturer: null,
    isActive: true,
    tileTypeId: 1,
    tileTypeName: "Single-lap interlocking tile",
    isProfiled: false,
    materialType: 1,
    materialTypeName: "Concrete",
    fixingCalculationAssembly: 1,
    colourMappingRules: 1,
    lapped: 1,
    noOfNails: 1,
    camberType: "0",
    clipRxFailure: null,
    description: null,
    isValid: false,
    ...overrides,
  };
}

/** A tile's edit page with nothing configured yet. */
export function tilePage(overrides: Partial<Tile> = {}): TileProductManagement {
  return {
    tile: tile(overrides),
    tileTypes: [],
    materialTypes: [],
    fixingCalculationAssemblies: [],
    colourMappingRulesList: [],
    colours: [],
    headlapRules: [],
    fixings: [],
    solarEdgeComponents: [],
  };
}

export const headlapRule = (tileId: number): HeadlapRule => ({
  id: 1,
  exposure: null,
  minRafter: 0,
  maxRafter: 0,
  minPitch: 0,
  maxPitch: 0,
  minHeadlap: 0,
  finishId: null,
  finishName: null,
  tileId,
  updatedByUserId: 9,
});

export const roofSystem = (overrides: Partial<RoofSystem> = {}): RoofSystem => ({
  id: 4,
  name: "Dry ridge, ventilated",
  groupName: "Duo Ridge",
  associatedProductCode: "CT-FLAT-420",
  minPitch: 15,
  maxPitch: 90,
  nbsClause: "700",
  nbsSection: 3,
  clauseSubgroup: 8,
  isActive: true,
  componentCount: 0,
  ...overrides,
});

export const roofSystemComponent = (roofSystemId: number): RoofSystemComponent => ({
  id: 1,
  roofSystemId,
  productId: 31,
  mappedId: null,
  number: 1,
  per: 1,
  unit: "Off",
  formulaId: 2,
  formulaName: "Units along edge",
  subType: null,
  subTypeName: null,
  nbsSubType: null,
  nbsSubTypeName: null,
  componentMappingId: null,
  code: "RT-HR-450",
  name: "Half-round ridge tile 450 mm",
  addedWastage: 5,
  packQuantity: 1,
});

export function solarSystem(overrides: Partial<SolarSystem> = {}): SolarSystem {
  return {
    id: 3,
    solarComponentSystemId: 3,
    solarComponentId: 1,
    panelCode: "IRP-300M",
    panelName: "Panel",
    flashings: [10],
    cornerFlashings: [],
    windowConversionKits: [],
    flashingItems: [{ id: 10, code: "FK-P-BL", name: "Flashing kit, bottom row left", subType: 0 }],
    cornerFlashingItems: [],
    windowConversionKitItems: [],
    isValid: false,
    ...overrides,
  };
}

export { productComponent };
