import { sql } from "drizzle-orm";
import { doublePrecision, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { audit, roofs, version } from "./projects.js";
import { solarComponents } from "./reference-data.js";

/**
 * In-roof solar arrays of a roof (spec 03 §3.2 "Solar array"). Only the design a user drew is stored: the kit
 * list, the kit id lists, power, dimensions, validity and the wind check are worked out by the engine whenever
 * an array is presented, from the current catalogue and the roof's stored results (docs/decisions/solar-arrays.md, "Solar
 * arrays (step 10)"). Versioned like the roof editor's sections; `position` is the 1-based order on the roof
 * ('Solar Array N'), kept without gaps when an array is deleted.
 */
export const roofSolarArrays = pgTable(
  "roof_solar_arrays",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    roofId: integer("roof_id")
      .notNull()
      .references(() => roofs.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** 'portrait' or 'landscape' (SOLAR_ORIENTATIONS). */
    orientation: text("orientation").$type<"portrait" | "landscape">().notNull().default("portrait"),
    /** Degrees, 0 to 180. */
    orientationFromSouth: doublePrecision("orientation_from_south"),
    panelLocation: text("panel_location"),
    /** A catalogue component deleted later leaves the array without a panel (or window type), not undeletable. */
    panelId: integer("panel_id").references(() => solarComponents.id, { onDelete: "set null" }),
    windowId: integer("window_id").references(() => solarComponents.id, { onDelete: "set null" }),
    /** Rows from the ridge side down; true is a painted cell (a panel, or a window cell). */
    grid: jsonb("grid").$type<boolean[][]>().notNull(),
    windowLocations: jsonb("window_locations")
      .$type<Array<{ rowIndex: number; columnIndex: number }>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    inverterIds: jsonb("inverter_ids").$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    chargerIds: jsonb("charger_ids").$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    ...version(),
    ...audit(),
  },
  (table) => [index("roof_solar_arrays_roof_idx").on(table.roofId, table.position)],
);
export type SolarArrayRow = typeof roofSolarArrays.$inferSelect;
