/**
 * Realistic document snapshots for the tests and the sample renders: the site wind is resolved from the bundled
 * UK data for a Coventry postcode, every roof is calculated by the real engine and its NBS clauses selected by
 * it, so the documents print the values a real project would.
 */
import {
  MANUAL_COMPONENTS_GROUP,
  PDF_TYPES,
  type PdfType,
  type ProjectSiteData,
  ROLES,
  ROOF_COVERING_GROUP,
  SiteDataQuerySchema,
} from "@portal/contracts";
import { siteInputsNothingEntered } from "@portal/contracts/testing";
import {
  calculateRoof,
  checkSolarArrayWind,
  deriveRoofGeometry,
  layoutSolarArray,
  type NbsInput,
  type RoofCalculation,
  type RoofCalculationInput,
  type RoofInput,
  type SolarKitComponent,
  selectNbsClauses,
  solarEdgeKitRows,
} from "@portal/engine";
import { coventryRoofInput } from "@portal/engine/worked-examples";
import { PRODUCT_COMPONENTS } from "../../db/seed/catalogue/product-components.js";
import { SOLAR_COMPONENTS } from "../../db/seed/catalogue/solar.js";
import { TILES } from "../../db/seed/catalogue/tiles.js";
import {
  engineSiteWindInput,
  loadSiteDataSources,
  resolveSiteData,
} from "../../modules/site-data/site-data.service.js";
import { solarWindInputOf } from "../../modules/solar-arrays/solar-arrays.service.js";
import {
  DOCUMENT_SNAPSHOT_SCHEMA,
  type DocumentNbs,
  type DocumentPlot,
  type DocumentRoof,
  type DocumentSnapshot,
  type DocumentSolarArray,
} from "../document-snapshot.js";
import { solarKitEstimateItems } from "../estimate-lines.js";

/** The groups the roof calculation stores lines under (roof-calculation.service.ts). */

const SITE_POSTCODE = "CV1 2GT";

let cachedSite: ProjectSiteData | null = null;

/** The project's site as the Site panel would show it: bundled data for the postcode, a 10 m reference height. */
export function sampleSite(): ProjectSiteData {
  if (cachedSite) return cachedSite;
  const siteData = resolveSiteData(
    loadSiteDataSources({ windDataDir: undefined }),
    SiteDataQuerySchema.parse({ postcode: SITE_POSTCODE, referenceHeightM: "10" }),
  );
  cachedSite = {
    ...siteData,
    projectId: 1,
    siteInputs: siteInputsNothingEntered(),
  };
  return cachedSite;
}

/** Roof shapes a plot of houses might hold: a gabled house, a hipped one, a lean-to garage. */
export const SAMPLE_ROOFS: ReadonlyArray<{ name: string; roofTypeName: string; roof: Partial<RoofInput> }> = [
  { name: "House type A main roof", roofTypeName: "Duopitch", roof: {} },
  {
    name: "House type B hipped roof",
    roofTypeName: "Hipped",
    roof: { roofType: "hipped", pitchDeg: 30, spanM: 9, buildingLengthM: 14, eavesHeightM: 5.4 },
  },
  {
    name: "Garage lean-to",
    roofTypeName: "Monopitch",
    roof: { roofType: "monopitch", pitchDeg: 22.5, spanM: 3.2, buildingLengthM: 6, eavesHeightM: 2.6 },
  },
];

function sampleRoofShape(index: number): (typeof SAMPLE_ROOFS)[number] {
  const shape = SAMPLE_ROOFS[index % SAMPLE_ROOFS.length];
  if (!shape) throw new Error("SAMPLE_ROOFS is empty");
  return shape;
}

export function sampleCalculationInput(roof: Partial<RoofInput>): RoofCalculationInput {
  const site = sampleSite();
  const siteWind = engineSiteWindInput(loadSiteDataSources({ windDataDir: undefined }), site.windInputs);
  const roofInput: RoofInput = { ...coventryRoofInput.roof, ...roof };
  // Only the duopitch roof has the ridge and verge systems of the worked example; the others keep the eaves.
  const systems = (coventryRoofInput.systems ?? []).filter(
    (system) => roofInput.roofType === "duopitch" || system.edge === "eave",
  );
  return {
    ...coventryRoofInput,
    site: siteWind,
    roof: roofInput,
    systems,
    // Fixings sold in boxes, as a merchant lists them, so the Estimate has packs to work out.
    products: {
      ...coventryRoofInput.products,
      tileNail: { code: "TN-70", name: "Tile nail 70 × 3.35 mm, aluminium", packQuantity: 250 },
      tileClip: { code: "TC-1", name: "Tile clip, stainless steel", packQuantity: 100 },
    },
    manualComponents: [{ code: "VENT-TILE", name: "Roof ventilation tile", unit: "Off", quantity: 2 }],
    // As the recalculation stores them: the slopes and edges taken off the building.
    ...deriveRoofGeometry(roofInput),
  };
}

/** A small clause library, as the catalogue holds it, for the engine to select and fill. */
const NBS_LIBRARY: Pick<NbsInput, "headers" | "clauses"> = {
  headers: [{ id: 1, number: "H65", text: "Single lap roof tiling" }],
  clauses: [
    {
      id: 10,
      nbsHeaderId: 1,
      sortOrder: 140,
      text: "Tiles: {{tile.name}} ({{tile.reference}}), {{tile.size}}, minimum headlap {{tile.minimumHeadlap}}; pitch {{roof.pitch}}.",
      locationOfInput: 3,
      selection: 1,
    },
    {
      id: 11,
      nbsHeaderId: 1,
      sortOrder: 210,
      text: "Basic workmanship: to BS 5534 and the manufacturer's recommendations.",
      locationOfInput: 0,
      selection: 1,
    },
    {
      id: 12,
      nbsHeaderId: 1,
      sortOrder: 240,
      text: "Underlay: {{product.name}}, laid parallel to the eaves with 150 mm laps.",
      locationOfInput: 5,
      selection: 1,
      nbsSubProductType: 2,
    },
    {
      id: 17,
      nbsHeaderId: 1,
      sortOrder: 265,
      text: "Batten fixing: battens {{batten.size}}, nailed to every rafter.",
      locationOfInput: 1,
      selection: 1,
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
  ],
};

function sampleNbs(input: RoofCalculationInput, battenName: string): DocumentNbs {
  const { result } = selectNbsClauses({
    ...NBS_LIBRARY,
    workSection: "H65",
    roof: { pitchDeg: input.roof.pitchDeg, conditions: { hasCounterBattens: false }, battenSize: battenName },
    tile: {
      code: input.tile.code,
      name: input.tile.name,
      lengthMm: input.tile.lengthMm,
      widthMm: input.tile.widthMm,
      minimumHeadlapMm: input.tile.minimumHeadlapMm,
    },
    roofDataProducts: input.underlay
      ? [{ nbsSubProductType: 2, code: input.underlay.code, name: input.underlay.name }]
      : [],
    systems: (input.systems ?? []).map((system) => ({
      edge: system.edge,
      systemName: system.systemName,
      components: system.components.map((component) => ({
        // Only the ridge's components are a product type the clause library names (9, dry ridge).
        nbsSubProductType: system.edge === "duoRidge" ? 9 : 0,
        code: component.code,
        name: component.name,
      })),
    })),
  });
  return {
    workSection: "H65",
    headers: result.headers.map((group) => ({
      number: group.header.number,
      text: group.header.text,
      clauses: [...group.required, ...group.optional]
        .filter((clause) => clause.isSelected)
        .map((clause) => ({
          code: `${group.header.number}/${clause.number}`,
          subHeading: clause.subHeading,
          text: clause.text,
        })),
    })),
  };
}

/** The seed catalogue's solar components with ids, as the engine takes them. */
const SEED_SOLAR: SolarKitComponent[] = SOLAR_COMPONENTS.map((component, index) => ({
  id: 900 + index,
  code: component.code,
  name: component.name,
  description: component.description ?? null,
  subType: component.subType ?? null,
  power: component.power ?? null,
  height: component.height ?? null,
  width: component.width ?? null,
  windResistance: component.windResistance ?? null,
}));
const seedSolar = (code: string) => {
  const component = SEED_SOLAR.find((candidate) => candidate.code === code);
  if (!component) throw new Error(`No seed solar component ${code}`);
  return component;
};

/**
 * A 2 × 5 portrait array of 300 Wp panels with the seed catalogue's kits, laid out by the engine, with the
 * first seed tile's solar edge components and the wind check against this roof's own results.
 */
export function sampleSolarArray(inputs: RoofCalculationInput, result: RoofCalculation): DocumentSolarArray {
  const panel = seedSolar("IRP-300M");
  const portraitKits = SEED_SOLAR.filter((component) => !component.name.includes("(landscape)"));
  const ofType = (type: number) =>
    portraitKits.filter((component) => SOLAR_COMPONENTS.find((seed) => seed.code === component.code)?.type === type);
  const grid = [Array.from({ length: 5 }, () => true), Array.from({ length: 5 }, () => true)];
  const layout = layoutSolarArray({
    grid,
    orientation: "portrait",
    windowCells: [],
    panel,
    window: null,
    system: { flashings: ofType(1), cornerFlashings: ofType(2), windowConversionKits: ofType(3) },
    arcboxConnector: seedSolar("ACB-MC4"),
  }).result;
  const widthM = layout.widthMm / 1000;
  const heightM = layout.heightMm / 1000;
  const edgeRows = solarEdgeKitRows({
    widthM,
    heightM,
    gaugeM: result.fixing.settingOut.gaugeMm / 1000,
    coverWidthM: inputs.tile.coverWidthMm / 1000,
    components: (TILES[0]?.solarEdges ?? []).map((edge) => {
      const component = PRODUCT_COMPONENTS.find((candidate) => candidate.code === edge.component);
      return {
        componentId: 800 + PRODUCT_COMPONENTS.findIndex((candidate) => candidate.code === edge.component),
        code: edge.component,
        name: component?.name ?? edge.component,
        description: null,
        formulaId: edge.formulaId,
        edge: edge.edge,
      };
    }),
  }).result;
  const windCheck = checkSolarArrayWind({
    widthM,
    heightM,
    resistanceKpa: panel.windResistance ?? 0,
    ...solarWindInputOf(inputs, result),
  }).result;
  return {
    arrayNumber: 1,
    orientation: "portrait",
    orientationFromSouth: 15,
    panelLocation: "South-facing slope, centred",
    array: grid,
    windowLocations: [],
    kitList: [...layout.kitList, ...edgeRows],
    power: layout.powerKwp,
    arrayHeight: layout.heightMm,
    arrayWidth: layout.widthMm,
    isValid: layout.valid,
    problems: layout.problems,
    windCheck,
    panelName: panel.name,
  };
}

export function sampleRoof(id: number, sample: (typeof SAMPLE_ROOFS)[number]): DocumentRoof {
  const inputs = sampleCalculationInput(sample.roof);
  const { result, trace } = calculateRoof(inputs);
  // The main roof of a house carries an in-roof array, so every document shows how solar prints.
  const solarArrays = sample === SAMPLE_ROOFS[0] ? [sampleSolarArray(inputs, result)] : [];
  return {
    id,
    name: sample.name,
    roofTypeName: sample.roofTypeName,
    tile: { id: 7, name: inputs.tile.name, colour: "Smooth Slate Grey", code: inputs.tile.code },
    calculation: { calculatedAt: "2026-03-14T10:05:00.000Z", inputs, result, trace },
    estimateItems: [
      ...result.estimate.lines.map((line) => ({
        code: line.code,
        description: line.description,
        unit: line.unit,
        quantity: line.quantity,
        packQuantity: line.packQuantity,
        packs: line.packs,
        // As the roof's stored lines are: under the system the engine says counted each.
        groupName: line.system?.systemName ?? (line.isManual ? MANUAL_COMPONENTS_GROUP : ROOF_COVERING_GROUP),
        edge: line.system?.edge ?? null,
        wastagePercent: line.wastagePercent,
        isEdited: false,
        isManual: line.isManual === true,
      })),
      ...solarKitEstimateItems(solarArrays),
    ],
    nbs: sampleNbs(inputs, result.fixing.batten.name),
    solarArrays,
  };
}

export interface SampleSnapshotOptions {
  pdfType: PdfType;
  level: DocumentSnapshot["level"];
  isImproved?: boolean;
  /** Roofs per plot (plot and project levels); defaults to the three sample roofs. */
  roofsPerPlot?: number;
}

export function sampleSnapshot({
  pdfType,
  level,
  isImproved = false,
  roofsPerPlot = SAMPLE_ROOFS.length,
}: SampleSnapshotOptions): DocumentSnapshot {
  const plotCount = level === "project" ? 2 : 1;
  const roofCount = level === "roof" ? 1 : roofsPerPlot;
  let nextRoofId = 101;
  const plots: DocumentPlot[] = Array.from({ length: plotCount }, (_, plotIndex) => ({
    id: 11 + plotIndex,
    name: `Plot ${plotIndex + 1}`,
    roofs: Array.from({ length: roofCount }, (_, roofIndex) => sampleRoof(nextRoofId++, sampleRoofShape(roofIndex))),
  }));
  return {
    schema: DOCUMENT_SNAPSHOT_SCHEMA,
    level,
    pdfType,
    isImproved: isImproved && pdfType === PDF_TYPES.fixingSpec,
    version: 3,
    generatedAt: "2026-07-21T13:45:00.000Z",
    generatedBy: "Alex Morgan",
    generatedByRole: ROLES.tasUser,
    generatedByEmail: "alex.morgan@example.com",
    dataSources: { catalogueChangedAt: "2026-07-02T08:30:00.000Z" },
    project: {
      id: 1,
      referenceNumber: "TP-2026-0142",
      name: "Spon End Residential, Phase 2",
      siteAddress: "Land off Spon End, Coventry, CV1 2GT",
      lat: 52.409,
      long: -1.5075,
      customerName: "Midland Homes Ltd",
      customerAddress: ["Unit 4, Tile Hill Business Park", "Coventry", "CV4 9XA"],
      projectOwner: "Jordan Ellis",
      salesPerson: "Sam Patel",
    },
    site: sampleSite(),
    plots,
  };
}
