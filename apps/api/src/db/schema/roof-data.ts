import {
  EDGE_TYPES,
  ROOF_ESTIMATE_VALUE_FIELDS,
  type RoofEstimateLengthField,
  type RoofSystemField,
} from "@portal/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { audit, roofs, version } from "./projects.js";
import { colours, productComponents, roofSystems, tiles } from "./reference-data.js";

/**
 * The roof editor's data (spec 03 §3.2): one row per roof in each section table, created on first read, each
 * versioned on its own so two people editing different sections of one roof do not collide, while a stale
 * save of the same section is refused (409).
 */

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The roof a section belongs to: one section row per roof. */
const roofKey = () => ({
  roofId: integer("roof_id")
    .notNull()
    .unique()
    .references(() => roofs.id),
});

export const roofFixingData = pgTable("roof_fixing_data", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  ...roofKey(),
  roofTypeId: integer("roof_type_id"),
  pitch: doublePrecision("pitch"),
  heightToEave: doublePrecision("height_to_eave"),
  roofSpan: doublePrecision("roof_span"),
  buildingLength: doublePrecision("building_length"),
  rafterCentres: integer("rafter_centres"),
  isVerticalRoof: boolean("is_vertical_roof").notNull().default(false),
  buildingHeightToRidge: doublePrecision("building_height_to_ridge"),
  verticalTimberSupportsId: integer("vertical_timber_supports_id"),
  underlayId: integer("underlay_id").references(() => productComponents.id),
  counterBattenId: integer("counter_batten_id").references(() => productComponents.id),
  isUnderlaySupported: boolean("is_underlay_supported").notNull().default(false),
  /**
   * Whether the ceiling below is confirmed well sealed (air-tight, BS 9250): it keeps the building's internal
   * pressure off the underlay and lets the BS 5534 zonal method apply. False, the conservative value, until confirmed.
   */
  isCeilingWellSealed: boolean("is_ceiling_well_sealed").notNull().default(false),
  windloadVariablesOveriden: boolean("windload_variables_overiden").notNull().default(false),
  variableLoadSafteyFactor: doublePrecision("variable_load_saftey_factor").notNull().default(1.5),
  multiplyingFactor: doublePrecision("multiplying_factor").notNull().default(0.9),
  permanentLoadSafteyFactor: doublePrecision("permanent_load_saftey_factor").notNull().default(1),
  variableFu: doublePrecision("variable_fu").notNull().default(0.9),
  ...version(),
  ...audit(),
});

export const roofTileDetails = pgTable("roof_tile_details", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  ...roofKey(),
  referenceNumber: text("reference_number"),
  tileId: integer("tile_id").references(() => tiles.id),
  colourId: integer("colour_id").references(() => colours.id),
  /** The headlap staff set by hand (mm); null when the tile's headlap rule applies. */
  headlapOverrideMm: doublePrecision("headlap_override_mm"),
  ...version(),
  ...audit(),
});

const lengthColumns = Object.fromEntries(
  EDGE_TYPES.map((edge) => [edge.serverEstimateField, doublePrecision(snakeCase(edge.serverEstimateField))]),
) as Record<RoofEstimateLengthField, ReturnType<typeof doublePrecision>>;

export const roofEstimates = pgTable("roof_estimates", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  ...roofKey(),
  /** Entered values; a field listed in calculated_fields is worked out from the fixing data instead. */
  mainArea: doublePrecision("main_area"),
  ...lengthColumns,
  /** The values that follow the roof's dimensions (all of them until the user enters one). */
  calculatedFields: text("calculated_fields")
    .array()
    .notNull()
    .default(sql.raw(`'{${ROOF_ESTIMATE_VALUE_FIELDS.join(",")}}'::text[]`)),
  ...version(),
  ...audit(),
});

const systemColumns = Object.fromEntries(
  EDGE_TYPES.map((edge) => [
    edge.serverSystemField,
    integer(snakeCase(edge.serverSystemField)).references(() => roofSystems.id),
  ]),
) as Record<RoofSystemField, ReturnType<typeof integer>>;

export const roofEdgeSystems = pgTable("roof_edge_systems", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  ...roofKey(),
  ...systemColumns,
  ...version(),
  ...audit(),
});

/**
 * What the engine worked out for a roof, with the inputs it worked from, so a document or a checker reads
 * the same figures the editor showed. Replaced on every recalculation.
 */
export const roofCalculations = pgTable("roof_calculations", {
  roofId: integer("roof_id")
    .primaryKey()
    .references(() => roofs.id),
  /** The engine input as calculated (site wind, roof, tile, products, systems). */
  inputs: jsonb("inputs").notNull(),
  /** The roof calculation result: site wind, fixing specification, estimate. */
  result: jsonb("result").notNull(),
  trace: jsonb("trace").notNull(),
  status: text("status").notNull(),
  /** Spec 03 §4: NotReady 0, RecalculationRequired 1 (staff edited the lines), Calculated 2. */
  estimateState: integer("estimate_state").notNull().default(0),
  calculatedAt: timestamp("calculated_at", { withTimezone: true }).notNull(),
});
export type RoofCalculationRow = typeof roofCalculations.$inferSelect;

/** The bill of quantities of a roof, one row per line, which staff may edit (spec 03 §6). */
export const roofEstimateItems = pgTable(
  "roof_estimate_items",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    roofId: integer("roof_id")
      .notNull()
      .references(() => roofs.id),
    componentId: integer("component_id").references(() => productComponents.id),
    code: text("code").notNull(),
    description: text("description").notNull(),
    unit: text("unit").notNull(),
    quantity: doublePrecision("quantity").notNull(),
    calculatedQuantity: doublePrecision("calculated_quantity").notNull(),
    groupName: text("group_name").notNull(),
    /**
     * The edge (EDGE_TYPES key) and roof system that counted the line, so each line stays under the system that made
     * it when two systems share a component; null on the covering's own lines and on manual components.
     */
    edge: text("edge"),
    roofSystemId: integer("roof_system_id").references(() => roofSystems.id, { onDelete: "set null" }),
    /** The wastage the calculation added to the net quantity, %, as the engine gave it. */
    wastagePercent: doublePrecision("wastage_percent"),
    packQuantity: doublePrecision("pack_quantity"),
    /** Whole packs to order for the quantity (the engine's `packsToOrder`); null where the item is sold singly. */
    packs: doublePrecision("packs"),
    isEdited: boolean("is_edited").notNull().default(false),
    sortOrder: integer("sort_order").notNull(),
  },
  (table) => [index("roof_estimate_items_roof_idx").on(table.roofId, table.sortOrder)],
);
export type EstimateItemRow = typeof roofEstimateItems.$inferSelect;

/** Components a user added to the roof by hand, under the system that lists them, with quantity and colour. */
export const roofManualComponents = pgTable(
  "roof_manual_components",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    roofId: integer("roof_id")
      .notNull()
      .references(() => roofs.id),
    roofSystemId: integer("roof_system_id")
      .notNull()
      .references(() => roofSystems.id),
    componentId: integer("component_id")
      .notNull()
      .references(() => productComponents.id),
    colourId: integer("colour_id").references(() => colours.id),
    quantity: integer("quantity").notNull().default(0),
  },
  (table) => [uniqueIndex("roof_manual_components_unique").on(table.roofId, table.roofSystemId, table.componentId)],
);
