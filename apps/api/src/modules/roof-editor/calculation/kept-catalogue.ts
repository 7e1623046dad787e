import type { AppContext } from "../../../context.js";
import type { DatabaseOrTransaction, Listen } from "../../../db/database.js";
import { type KeptReader, type KeptReads, startKeptReads } from "../../../lib/kept-reads.js";

/** The channel every catalogue table notifies on at each change (migration 0029). */
export const CATALOGUE_CHANGED_CHANNEL = "portal_catalogue_changed";

/**
 * How many answers are kept at most. Each is a few catalogue rows (a tile, its headlap rules, a system's
 * components); the seeded catalogue needs a few hundred for every roof it can make, so this bounds the memory to
 * a few megabytes on a catalogue many times larger.
 */
export const MAX_KEPT_CATALOGUE_READS = 5_000;

export type KeptCatalogueReads = KeptReads;

/**
 * The catalogue rows roofs are worked out from, kept in memory until the catalogue changes: staff change it
 * rarely, and every save, editor read and document read the same rows (docs/performance.md, "The roof path").
 */
export function startKeptCatalogueReads(listen: Listen): Promise<KeptCatalogueReads> {
  return startKeptReads(listen, { channel: CATALOGUE_CHANGED_CHANNEL, maxKept: MAX_KEPT_CATALOGUE_READS });
}

/** Where the catalogue repository reads from: the kept answers, else the database. */
export type CatalogueSource = { db: DatabaseOrTransaction; kept: KeptReader };

/** What reading a roof with its catalogue rows needs of the app's context. */
export type RoofReadContext = Pick<AppContext, "db" | "keptCatalogueReads">;

/** The catalogue as of this request: caught up with every change announced before it, once. */
export async function catalogueSourceOf(ctx: RoofReadContext): Promise<CatalogueSource> {
  return { db: ctx.db, kept: await ctx.keptCatalogueReads.caughtUp() };
}
