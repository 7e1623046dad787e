import { TILE_LEVER_ARM_FIELDS, TILE_SPECIFICATION_FIELDS } from "@portal/contracts";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** The product catalogue behind product management (spec 03 §3.1). Natural keys are unique, case-insensitively. */

/** The generated key of every catalogue row. */
const identity = () => integer("id").primaryKey().generatedAlwaysAsIdentity();

/** A link every row must have; a row that belongs to its parent goes with it (`{ onDelete: "cascade" }`). */
const requiredReference = (name: string, target: () => AnyPgColumn, actions?: { onDelete: "cascade" }) =>
  integer(name).notNull().references(target, actions);

const timestamps = () => ({
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed lists with stable ids, seeded from the contracts' constants. */
const lookup = (name: string) =>
  pgTable(name, {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
  });
export const tileTypes = lookup("tile_types");
export const materialTypes = lookup("material_types");
export const fixingCalculationAssemblies = lookup("fixing_calculation_assemblies");
export const colourMappingRules = lookup("colour_mapping_rules");
export const productComponentSubtypes = lookup("product_component_subtypes");
export const nbsSubProductTypes = lookup("nbs_sub_product_types");

/** The registry of formulas the estimate engine implements. */
export const calculationFormulas = pgTable("calculation_formulas", {
  formulaId: integer("formula_id").primaryKey(),
  formulaName: text("formula_name").notNull(),
});

/** Catalogue seeds applied once, so a restart never brings back what an administrator deleted. */
export const seedMarkers = pgTable("seed_markers", {
  name: text("name").primaryKey(),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
});

export const finishes = pgTable(
  "finishes",
  {
    id: identity(),
    name: text("name").notNull(),
    updatedByUserId: integer("updated_by_user_id"),
    ...timestamps(),
  },
  (table) => [uniqueIndex("finishes_name_unique").on(sql`lower(${table.name})`)],
);
export type FinishRow = typeof finishes.$inferSelect;

export const colours = pgTable(
  "colours",
  {
    id: identity(),
    suffix: text("suffix").notNull(),
    description: text("description").notNull(),
    colourHexValue: text("colour_hex_value"),
    finishId: requiredReference("finish_id", () => finishes.id),
    imageUrl: text("image_url"),
    tileType: integer("tile_type").references(() => tileTypes.id),
    updatedByUserId: integer("updated_by_user_id"),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex("colours_suffix_unique").on(sql`lower(${table.suffix})`),
    index("colours_finish_idx").on(table.finishId),
  ],
);
export type ColourRow = typeof colours.$inferSelect;

export const productComponents = pgTable(
  "product_components",
  {
    id: identity(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    /** The product's manufacturer, for the Manufacturer line of the NBS clause naming it; null when not given. */
    manufacturer: text("manufacturer"),
    type: integer("type").notNull(),
    subType: integer("sub_type").references(() => productComponentSubtypes.id),
    nbsSubProductType: integer("nbs_sub_product_type").references(() => nbsSubProductTypes.id),
    counterBattenDepth: doublePrecision("counter_batten_depth"),
    isAirPermeable: boolean("is_air_permeable").notNull().default(false),
    underlayPerArea: doublePrecision("underlay_per_area"),
    roundUp: text("round_up").notNull().default("Y"),
    addedWastage: doublePrecision("added_wastage"),
    isRblkend: boolean("is_rblkend").notNull().default(false),
    isHblkend: boolean("is_hblkend").notNull().default(false),
    isTileFixing: boolean("is_tile_fixing").notNull().default(false),
    tileFitting: integer("tile_fitting").notNull().default(0),
    packQuantity: doublePrecision("pack_quantity"),
    clipRxFailure: doublePrecision("clip_rx_failure"),
    resistance: doublePrecision("resistance"),
    comments: text("comments"),
    isActive: boolean("is_active").notNull().default(true),
    specialInfo: text("special_info"),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex("product_components_code_unique").on(sql`lower(${table.code})`),
    index("product_components_type_idx").on(table.type, table.subType),
  ],
);
export type ProductComponentRow = typeof productComponents.$inferSelect;

/** A colour a component comes in (mappedId), with the tile colours (suffixes) it goes with. */
export const productComponentColours = pgTable(
  "product_component_colours",
  {
    id: identity(),
    productId: requiredReference("product_id", () => productComponents.id, { onDelete: "cascade" }),
    colourId: requiredReference("colour_id", () => colours.id),
    linkedTileColours: text("linked_tile_colours").array().notNull().default(sql`'{}'::text[]`),
    ...timestamps(),
  },
  (table) => [uniqueIndex("product_component_colours_unique").on(table.productId, table.colourId)],
);

const numberColumn = (key: string) => doublePrecision(key.replace(/[A-Z0-9]+/g, (part) => `_${part.toLowerCase()}`));
type SpecificationKey =
  | (typeof TILE_SPECIFICATION_FIELDS)[number]["key"]
  | (typeof TILE_LEVER_ARM_FIELDS)[number]["key"];
/** The tile specification numbers (Length … MaximumHeadlap and the 20 lever arms) as nullable columns. */
const specificationColumns = Object.fromEntries(
  [...TILE_SPECIFICATION_FIELDS, ...TILE_LEVER_ARM_FIELDS].map(({ key }) => [key, numberColumn(key)]),
) as Record<SpecificationKey, ReturnType<typeof doublePrecision>>;

export const tiles = pgTable(
  "tiles",
  {
    id: identity(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    /** The tile's manufacturer, for the Manufacturer line of the NBS clause naming it; null when not given. */
    manufacturer: text("manufacturer"),
    description: text("description"),
    isActive: boolean("is_active").notNull().default(true),
    tileTypeId: requiredReference("tile_type_id", () => tileTypes.id),
    isProfiled: boolean("is_profiled").notNull().default(false),
    materialType: requiredReference("material_type", () => materialTypes.id),
    fixingCalculationAssembly: requiredReference("fixing_calculation_assembly", () => fixingCalculationAssemblies.id),
    colourMappingRules: requiredReference("colour_mapping_rules", () => colourMappingRules.id),
    lapped: integer("lapped").notNull(),
    noOfNails: integer("no_of_nails").notNull(),
    camberType: text("camber_type").notNull().default("0"),
    clipRxFailure: doublePrecision("clip_rx_failure"),
    ...specificationColumns,
    ...timestamps(),
  },
  (table) => [uniqueIndex("tiles_code_unique").on(sql`lower(${table.code})`)],
);
export type TileRow = typeof tiles.$inferSelect;

export const tileColours = pgTable(
  "tile_colours",
  {
    id: identity(),
    tileId: requiredReference("tile_id", () => tiles.id, { onDelete: "cascade" }),
    colourId: requiredReference("colour_id", () => colours.id),
    isValidHere: boolean("is_valid_here").notNull().default(true),
    updatedByUserId: integer("updated_by_user_id"),
    ...timestamps(),
  },
  (table) => [uniqueIndex("tile_colours_unique").on(table.tileId, table.colourId)],
);

export const tileHeadlapRules = pgTable(
  "tile_headlap_rules",
  {
    id: identity(),
    tileId: requiredReference("tile_id", () => tiles.id, { onDelete: "cascade" }),
    exposure: text("exposure"),
    minRafter: doublePrecision("min_rafter").notNull(),
    maxRafter: doublePrecision("max_rafter").notNull(),
    minPitch: doublePrecision("min_pitch").notNull(),
    maxPitch: doublePrecision("max_pitch").notNull(),
    minHeadlap: doublePrecision("min_headlap").notNull(),
    finishId: integer("finish_id").references(() => finishes.id),
    updatedByUserId: integer("updated_by_user_id"),
    ...timestamps(),
  },
  (table) => [index("tile_headlap_rules_tile_idx").on(table.tileId)],
);
export type HeadlapRuleRow = typeof tileHeadlapRules.$inferSelect;

export const tileFixings = pgTable(
  "tile_fixings",
  {
    id: identity(),
    tileId: requiredReference("tile_id", () => tiles.id, { onDelete: "cascade" }),
    componentId: requiredReference("component_id", () => productComponents.id),
    subType: requiredReference("sub_type", () => productComponentSubtypes.id),
    nbsSubType: requiredReference("nbs_sub_type", () => nbsSubProductTypes.id),
    ...timestamps(),
  },
  (table) => [uniqueIndex("tile_fixings_unique").on(table.tileId, table.componentId, table.subType)],
);

export const solarEdgeComponents = pgTable(
  "solar_edge_components",
  {
    id: identity(),
    tileId: requiredReference("tile_id", () => tiles.id, { onDelete: "cascade" }),
    componentId: requiredReference("component_id", () => productComponents.id),
    formulaId: requiredReference("formula_id", () => calculationFormulas.formulaId),
    solarEdgeComponentType: integer("solar_edge_component_type").notNull(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex("solar_edge_components_unique").on(table.tileId, table.componentId, table.solarEdgeComponentType),
  ],
);

export const roofSystems = pgTable(
  "roof_systems",
  {
    id: identity(),
    name: text("name").notNull(),
    groupName: text("group_name").notNull(),
    /** The tile (by code) the system is made for. */
    associatedProductCode: text("associated_product_code").notNull(),
    minPitch: doublePrecision("min_pitch").notNull(),
    maxPitch: doublePrecision("max_pitch").notNull(),
    nbsClause: text("nbs_clause").notNull(),
    nbsSection: integer("nbs_section").notNull(),
    clauseSubgroup: integer("clause_subgroup").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex("roof_systems_natural_key").on(
      sql`lower(${table.name})`,
      table.groupName,
      sql`lower(${table.associatedProductCode})`,
    ),
    index("roof_systems_tile_group_idx").on(sql`lower(${table.associatedProductCode})`, table.groupName),
  ],
);
export type RoofSystemRow = typeof roofSystems.$inferSelect;
export type NewRoofSystemRow = typeof roofSystems.$inferInsert;

export const roofSystemComponents = pgTable(
  "roof_system_components",
  {
    id: identity(),
    roofSystemId: requiredReference("roof_system_id", () => roofSystems.id, { onDelete: "cascade" }),
    productId: requiredReference("product_id", () => productComponents.id),
    /** A fixed colour for this component (null: follow the tile colour). */
    mappedId: integer("mapped_id").references(() => colours.id),
    number: doublePrecision("number").notNull().default(1),
    per: doublePrecision("per").notNull().default(1),
    unit: text("unit").notNull(),
    formulaId: requiredReference("formula_id", () => calculationFormulas.formulaId),
    subType: integer("sub_type").references(() => productComponentSubtypes.id),
    nbsSubType: integer("nbs_sub_type").references(() => nbsSubProductTypes.id),
    /** The component's colour mapping to use (null: the one linked to the tile colour). */
    componentMappingId: integer("component_mapping_id").references(() => productComponentColours.id, {
      onDelete: "set null",
    }),
    ...timestamps(),
  },
  (table) => [
    index("roof_system_components_system_idx").on(table.roofSystemId),
    index("roof_system_components_product_idx").on(table.productId),
  ],
);

export const nbsHeaders = pgTable(
  "nbs_headers",
  {
    id: identity(),
    number: text("number").notNull(),
    text: text("text").notNull(),
    ...timestamps(),
  },
  (table) => [uniqueIndex("nbs_headers_number_unique").on(sql`lower(${table.number})`)],
);
export type HeaderRow = typeof nbsHeaders.$inferSelect;

export const nbsClauses = pgTable(
  "nbs_clauses",
  {
    id: identity(),
    nbsHeaderId: requiredReference("nbs_header_id", () => nbsHeaders.id),
    clauseSection: integer("clause_section").notNull(),
    text: text("text").notNull(),
    subHeading: text("sub_heading"),
    sortOrder: integer("sort_order").notNull(),
    ruleDescription: text("rule_description").notNull(),
    relatedProductType: integer("related_product_type").notNull(),
    locationOfInput: integer("location_of_input").notNull().default(0),
    selection: integer("selection").notNull(),
    subGroup: integer("sub_group").notNull(),
    relatedSubProductType: integer("related_sub_product_type").references(() => nbsSubProductTypes.id),
    nbsSubProductType: integer("nbs_sub_product_type").references(() => nbsSubProductTypes.id),
    ...timestamps(),
  },
  (table) => [uniqueIndex("nbs_clauses_header_sort_unique").on(table.nbsHeaderId, table.sortOrder)],
);

export const solarComponents = pgTable(
  "solar_components",
  {
    id: identity(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    power: doublePrecision("power"),
    height: doublePrecision("height"),
    width: doublePrecision("width"),
    windResistance: doublePrecision("wind_resistance"),
    type: integer("type").notNull(),
    subType: integer("sub_type"),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex("solar_components_code_unique").on(sql`lower(${table.code})`),
    index("solar_components_type_idx").on(table.type),
  ],
);
export type SolarComponentRow = typeof solarComponents.$inferSelect;

/** A panel and the kits that may go with it (spec 03 §3.1 solar system). */
export const solarSystems = pgTable(
  "solar_systems",
  {
    id: identity(),
    solarComponentId: requiredReference("solar_component_id", () => solarComponents.id),
    ...timestamps(),
  },
  (table) => [uniqueIndex("solar_systems_panel_unique").on(table.solarComponentId)],
);

/** Flashings, corner flashings and window conversion kits of a solar system; kind is the component's type. */
export const solarSystemMembers = pgTable(
  "solar_system_members",
  {
    solarSystemId: requiredReference("solar_system_id", () => solarSystems.id, { onDelete: "cascade" }),
    solarComponentId: requiredReference("solar_component_id", () => solarComponents.id),
    kind: integer("kind").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.solarSystemId, table.solarComponentId] }),
    index("solar_system_members_component_idx").on(table.solarComponentId),
  ],
);
