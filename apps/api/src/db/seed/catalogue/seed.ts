import {
  COLOUR_MAPPING_RULES,
  FIXING_CALCULATION_ASSEMBLIES,
  MATERIAL_TYPES,
  NBS_SECTION,
  NBS_SUB_GROUP,
  NBS_SUB_PRODUCT_TYPES,
  PRODUCT_COMPONENT_SUBTYPES,
  ProductComponentInputSchema,
  TILE_TYPES,
  TileInputSchema,
} from "@portal/contracts";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "../../database.js";
import * as tables from "../../schema/reference-data.js";
import { F } from "./formulas.js";
import { CATALOGUE, type Catalogue } from "./index.js";

/**
 * Marks the first seed. Rows a later release adds reach existing installs through `CATALOGUE_ADDITIONS`, each
 * under a marker of its own: bumping this one would run the whole seed again and bring back what an
 * administrator deleted.
 */
export const CATALOGUE_SEED_MARKER = "catalogue-1";

const lower = (text: string) => text.toLowerCase();

function required<T>(map: Map<string, T>, key: string, what: string): T {
  const value = map.get(lower(key));
  if (value === undefined) throw new Error(`Seed catalogue: unknown ${what} '${key}'`);
  return value;
}

/** Fixed lists (insert if absent) and the formula registry (names refreshed): kept up to date with the code. */
async function seedLookups(db: DatabaseOrTransaction, catalogue: Catalogue) {
  const lists = [
    [tables.tileTypes, TILE_TYPES],
    [tables.materialTypes, MATERIAL_TYPES],
    [tables.fixingCalculationAssemblies, FIXING_CALCULATION_ASSEMBLIES],
    [tables.colourMappingRules, COLOUR_MAPPING_RULES],
    [tables.productComponentSubtypes, PRODUCT_COMPONENT_SUBTYPES],
    [tables.nbsSubProductTypes, NBS_SUB_PRODUCT_TYPES],
  ] as const;
  for (const [table, rows] of lists) {
    await db
      .insert(table)
      .values(rows.map((row) => ({ id: row.id, name: row.name })))
      .onConflictDoNothing();
  }
  // The formulas are the engine's, never an administrator's: every start brings their names up to date.
  await db
    .insert(tables.calculationFormulas)
    .values(catalogue.formulas.map((formula) => ({ ...formula })))
    .onConflictDoUpdate({
      target: tables.calculationFormulas.formulaId,
      set: { formulaName: sql`excluded.formula_name` },
    });
}

type SeedSolarComponent = Catalogue["solarComponents"][number];

/** A solar component row as the seed inserts it. */
function solarComponentRow(component: SeedSolarComponent) {
  return {
    code: component.code,
    name: component.name,
    description: component.description ?? null,
    power: component.power ?? null,
    height: component.height ?? null,
    width: component.width ?? null,
    windResistance: component.windResistance ?? null,
    type: component.type,
    subType: component.subType ?? null,
  };
}

/**
 * Landscape arrays need landscape corner flashings (the maker's list has a corner set per orientation,
 * catalogue-sources.md (4.1a)); the first release seeded one unnamed set, which the available-components filter
 * offered to both. The portrait set gets its "(portrait)" suffix where it still has the first release's name, the
 * landscape set is added, and each seeded panel's system that still exists takes the new corners as members.
 */
async function addCornerFlashingsPerOrientation(tx: DatabaseOrTransaction, catalogue: Catalogue) {
  const firstReleaseNames: Record<string, string> = {
    "CF-TL": "Corner flashing, top left",
    "CF-TR": "Corner flashing, top right",
    "CF-BL": "Corner flashing, bottom left",
    "CF-BR": "Corner flashing, bottom right",
  };
  for (const [code, firstName] of Object.entries(firstReleaseNames)) {
    const current = catalogue.solarComponents.find((component) => component.code === code);
    if (!current) continue;
    await tx
      .update(tables.solarComponents)
      .set({ name: current.name })
      .where(
        and(eq(sql`lower(${tables.solarComponents.code})`, lower(code)), eq(tables.solarComponents.name, firstName)),
      );
  }
  const added = catalogue.solarComponents.filter((component) => /^CF-L-/i.test(component.code));
  if (added.length === 0) return;
  await tx.insert(tables.solarComponents).values(added.map(solarComponentRow)).onConflictDoNothing();
  const solarRows = await tx.select().from(tables.solarComponents);
  const solarIds = new Map(solarRows.map((row) => [lower(row.code), row.id]));
  const panelIds = catalogue.solarSystems.flatMap((system) => solarIds.get(lower(system.panel)) ?? []);
  if (panelIds.length === 0) return;
  const systems = await tx
    .select()
    .from(tables.solarSystems)
    .where(inArray(tables.solarSystems.solarComponentId, panelIds));
  const members = systems.flatMap((system) => {
    const seeded = catalogue.solarSystems.find(
      (candidate) => solarIds.get(lower(candidate.panel)) === system.solarComponentId,
    );
    return added
      .filter((component) => seeded?.cornerFlashings.includes(component.code))
      .flatMap((component) => {
        const solarComponentId = solarIds.get(lower(component.code));
        return solarComponentId === undefined
          ? []
          : [{ solarSystemId: system.id, solarComponentId, kind: component.type }];
      });
  });
  if (members.length) await tx.insert(tables.solarSystemMembers).values(members).onConflictDoNothing();
}

/** The seeded roof systems that gained components in a later release, and those components. */
const DRY_RIDGE_SYSTEMS = [
  { groupName: "Duo Ridge", name: "Dry ridge, ventilated" },
  { groupName: "Mono Ridge", name: "Dry mono ridge" },
] as const;
const RIDGE_BATTEN_AND_STRAPS = ["BT-5025", "RG-BS"];
/** The seeded systems that ordered the eaves course of short tiles, which the estimate now orders itself. */
const EAVES_COURSE_SYSTEMS = [
  { groupName: "Eave", name: "Ventilated eaves with eaves course" },
  { groupName: "Vertical Bottom Edge", name: "Vertical tiling bottom edge on tilting fillet" },
] as const;
const EAVES_COURSE_TILE = "EV-PT";

/**
 * A dry ridge is screwed to a ridge batten held on straps, which the first release's dry ridge systems left out; and
 * the eaves course of short tiles, which the estimate now orders with the covering, came a second time from the
 * plain-tile eaves and vertical bottom-edge systems. Each seeded system still under its seeded name and group takes
 * the batten and straps where it has neither, and loses the eaves tile row the seed gave it (one per tile along the
 * edge, as seeded); systems an administrator renamed, and rows they changed, stay as they are.
 */
async function addRidgeBattensAndDropEavesCourseTiles(tx: DatabaseOrTransaction, catalogue: Catalogue) {
  const components = await tx
    .select()
    .from(tables.productComponents)
    .where(
      inArray(sql`lower(${tables.productComponents.code})`, [...RIDGE_BATTEN_AND_STRAPS, EAVES_COURSE_TILE].map(lower)),
    );
  const componentsByCode = new Map(components.map((row) => [lower(row.code), row]));
  const seededSystems = async (systems: ReadonlyArray<{ groupName: string; name: string }>) =>
    (await tx.select().from(tables.roofSystems)).filter((row) =>
      systems.some((system) => system.groupName === row.groupName && system.name === row.name),
    );

  const ridgeComponents = RIDGE_BATTEN_AND_STRAPS.map((code) => componentsByCode.get(lower(code)));
  const template = catalogue.roofSystems.find((system) => system.name === DRY_RIDGE_SYSTEMS[0].name);
  if (ridgeComponents.every((row) => row !== undefined) && template !== undefined) {
    const ridgeProductIds = ridgeComponents.map((row) => row.id);
    for (const system of await seededSystems(DRY_RIDGE_SYSTEMS)) {
      const existing = await tx
        .select()
        .from(tables.roofSystemComponents)
        .where(
          and(
            eq(tables.roofSystemComponents.roofSystemId, system.id),
            inArray(tables.roofSystemComponents.productId, ridgeProductIds),
          ),
        );
      if (existing.length > 0) continue;
      const rows = RIDGE_BATTEN_AND_STRAPS.flatMap((code, index) => {
        const seeded = template.components.find((component) => component.component === code);
        const product = ridgeComponents[index];
        if (seeded === undefined || product === undefined) return [];
        return [
          {
            roofSystemId: system.id,
            productId: product.id,
            number: seeded.number ?? 1,
            per: seeded.per ?? 1,
            unit: seeded.unit,
            formulaId: seeded.formulaId,
            subType: seeded.subType ?? product.subType ?? null,
            nbsSubType: seeded.nbsSubType ?? product.nbsSubProductType ?? null,
          },
        ];
      });
      if (rows.length > 0) await tx.insert(tables.roofSystemComponents).values(rows);
    }
  }

  const eavesTile = componentsByCode.get(lower(EAVES_COURSE_TILE));
  const eavesSystemIds = (await seededSystems(EAVES_COURSE_SYSTEMS)).map((system) => system.id);
  if (eavesTile === undefined || eavesSystemIds.length === 0) return;
  await tx
    .delete(tables.roofSystemComponents)
    .where(
      and(
        inArray(tables.roofSystemComponents.roofSystemId, eavesSystemIds),
        eq(tables.roofSystemComponents.productId, eavesTile.id),
        eq(tables.roofSystemComponents.formulaId, F.tilesAlongEdge),
        eq(tables.roofSystemComponents.number, 1),
        eq(tables.roofSystemComponents.per, 1),
      ),
    );
}

/**
 * A vertical roof was specified by the pitched roof's types of tiling clause, the only one the first release seeded.
 * Each work section still there gets the seed's vertical tiling clause (types of tiling, "Vertical tiling" sub group)
 * unless a clause already has its number there.
 */
async function addVerticalTilingClauses(tx: DatabaseOrTransaction, catalogue: Catalogue) {
  const headerIds = new Map((await tx.select().from(tables.nbsHeaders)).map((row) => [lower(row.number), row.id]));
  const rows = catalogue.nbsHeaders.flatMap((header) => {
    const nbsHeaderId = headerIds.get(lower(header.number));
    if (nbsHeaderId === undefined) return [];
    return header.clauses
      .filter(
        (clause) =>
          clause.clauseSection === NBS_SECTION.typesOfTiling && clause.subGroup === NBS_SUB_GROUP.verticalTiling,
      )
      .map((clause) => ({ ...clause, nbsHeaderId }));
  });
  if (rows.length > 0) await tx.insert(tables.nbsClauses).values(rows).onConflictDoNothing();
}

/**
 * Catalogue rows a later release adds, for databases seeded before it. Each runs once per database under its own
 * marker, after the first seed (on a new install it finds its rows already there), and touches only rows as the
 * seed left them, so an administrator's edits and deletions stand.
 */
const CATALOGUE_ADDITIONS: ReadonlyArray<{
  marker: string;
  apply: (tx: DatabaseOrTransaction, catalogue: Catalogue) => Promise<void>;
}> = [
  { marker: "catalogue-2-solar-corners-per-orientation", apply: addCornerFlashingsPerOrientation },
  { marker: "catalogue-3-ridge-battens-and-eaves-courses", apply: addRidgeBattensAndDropEavesCourseTiles },
  { marker: "catalogue-4-vertical-tiling-clauses", apply: addVerticalTilingClauses },
];

async function seedCatalogueAdditions(db: Database, catalogue: Catalogue) {
  for (const addition of CATALOGUE_ADDITIONS) {
    const [done] = await db.select().from(tables.seedMarkers).where(eq(tables.seedMarkers.name, addition.marker));
    if (done) continue;
    await db.transaction(async (tx) => {
      await addition.apply(tx, catalogue);
      await tx.insert(tables.seedMarkers).values({ name: addition.marker }).onConflictDoNothing();
    });
  }
}

/**
 * Runs at every start. Loads the seed catalogue once per database (every insert "if absent" by natural key, the
 * marker row stopping later starts from re-adding anything an administrator has since edited or deleted), then
 * each later release's additions once.
 */
export async function seedCatalogue(
  db: Database,
  log: (message: string) => void = () => {},
  catalogue: Catalogue = CATALOGUE,
): Promise<void> {
  await seedLookups(db, catalogue);
  const [marker] = await db.select().from(tables.seedMarkers).where(eq(tables.seedMarkers.name, CATALOGUE_SEED_MARKER));
  if (!marker) await seedFirstCatalogue(db, log, catalogue);
  await seedCatalogueAdditions(db, catalogue);
}

/** The whole catalogue, into a database that has none of it. */
async function seedFirstCatalogue(db: Database, log: (message: string) => void, catalogue: Catalogue) {
  await db.transaction(async (tx) => {
    await tx
      .insert(tables.finishes)
      .values(catalogue.finishes.map((finish) => ({ name: finish.name })))
      .onConflictDoNothing();
    const finishIds = new Map((await tx.select().from(tables.finishes)).map((row) => [lower(row.name), row.id]));

    await tx
      .insert(tables.colours)
      .values(
        catalogue.colours.map(({ finish, tileType, ...colour }) => ({
          suffix: colour.suffix,
          description: colour.description,
          colourHexValue: colour.colourHexValue ?? null,
          imageUrl: colour.imageUrl ?? null,
          finishId: required(finishIds, finish, "finish"),
          tileType: tileType ?? null,
        })),
      )
      .onConflictDoNothing();
    const colourIds = new Map((await tx.select().from(tables.colours)).map((row) => [lower(row.suffix), row.id]));

    await tx
      .insert(tables.productComponents)
      .values(
        catalogue.productComponents.map(({ colours: _colours, ...component }) =>
          ProductComponentInputSchema.parse(component),
        ),
      )
      .onConflictDoNothing();
    const componentRows = await tx.select().from(tables.productComponents);
    const componentIds = new Map(componentRows.map((row) => [lower(row.code), row.id]));
    const componentsById = new Map(componentRows.map((row) => [row.id, row]));

    const componentColourRows = catalogue.productComponents.flatMap((component) =>
      (component.colours ?? []).map((colour) => ({
        productId: required(componentIds, component.code, "component"),
        colourId: required(colourIds, colour.suffix, "colour"),
        linkedTileColours: colour.linkedTileColours,
      })),
    );
    if (componentColourRows.length) {
      await tx.insert(tables.productComponentColours).values(componentColourRows).onConflictDoNothing();
    }

    const insertedTiles = await tx
      .insert(tables.tiles)
      .values(
        catalogue.tiles.map(({ colours: _c, headlapRules: _h, fixings: _f, solarEdges: _s, ...tile }) =>
          TileInputSchema.parse(tile),
        ),
      )
      .onConflictDoNothing()
      .returning({ id: tables.tiles.id, code: tables.tiles.code });
    // Children only for tiles inserted now: a tile that was already there keeps its children as they are.
    const newTiles = insertedTiles.flatMap((row) => {
      const seedTile = catalogue.tiles.find((candidate) => lower(candidate.code) === lower(row.code));
      return seedTile ? [{ tileId: row.id, seedTile }] : [];
    });
    if (newTiles.length) {
      await tx
        .insert(tables.tileColours)
        .values(
          newTiles.flatMap(({ tileId, seedTile }) =>
            seedTile.colours.map((suffix) => ({ tileId, colourId: required(colourIds, suffix, "colour") })),
          ),
        );
      await tx.insert(tables.tileHeadlapRules).values(
        newTiles.flatMap(({ tileId, seedTile }) =>
          seedTile.headlapRules.map(({ finish, ...rule }) => ({
            ...rule,
            tileId,
            finishId: finish ? required(finishIds, finish, "finish") : null,
          })),
        ),
      );
      await tx.insert(tables.tileFixings).values(
        newTiles.flatMap(({ tileId, seedTile }) =>
          seedTile.fixings.map((fixing) => ({
            tileId,
            componentId: required(componentIds, fixing.component, "component"),
            subType: fixing.subType,
            nbsSubType: fixing.nbsSubType,
          })),
        ),
      );
      await tx.insert(tables.solarEdgeComponents).values(
        newTiles.flatMap(({ tileId, seedTile }) =>
          seedTile.solarEdges.map((edge) => ({
            tileId,
            componentId: required(componentIds, edge.component, "component"),
            formulaId: edge.formulaId,
            solarEdgeComponentType: edge.edge,
          })),
        ),
      );
    }

    const systemKey = (name: string, group: string, code: string) => `${lower(name)}|${group}|${lower(code)}`;
    const insertedSystems = await tx
      .insert(tables.roofSystems)
      .values(catalogue.roofSystems.map(({ components: _components, ...system }) => ({ ...system, isActive: true })))
      .onConflictDoNothing()
      .returning({
        id: tables.roofSystems.id,
        name: tables.roofSystems.name,
        groupName: tables.roofSystems.groupName,
        code: tables.roofSystems.associatedProductCode,
      });
    const newSystemIds = new Map(
      insertedSystems.map((row) => [systemKey(row.name, row.groupName, row.code), row.id] as const),
    );
    const systemComponentRows = catalogue.roofSystems.flatMap((system) => {
      const roofSystemId = newSystemIds.get(systemKey(system.name, system.groupName, system.associatedProductCode));
      if (roofSystemId === undefined) return [];
      return system.components.map((component) => {
        const productId = required(componentIds, component.component, "component");
        const product = componentsById.get(productId);
        return {
          roofSystemId,
          productId,
          number: component.number ?? 1,
          per: component.per ?? 1,
          unit: component.unit,
          formulaId: component.formulaId,
          subType: component.subType ?? product?.subType ?? null,
          nbsSubType: component.nbsSubType ?? product?.nbsSubProductType ?? null,
        };
      });
    });
    if (systemComponentRows.length) await tx.insert(tables.roofSystemComponents).values(systemComponentRows);

    await tx
      .insert(tables.nbsHeaders)
      .values(catalogue.nbsHeaders.map((header) => ({ number: header.number, text: header.text })))
      .onConflictDoNothing();
    const headerIds = new Map((await tx.select().from(tables.nbsHeaders)).map((row) => [lower(row.number), row.id]));
    await tx
      .insert(tables.nbsClauses)
      .values(
        catalogue.nbsHeaders.flatMap((header) =>
          header.clauses.map((clause) => ({ ...clause, nbsHeaderId: required(headerIds, header.number, "header") })),
        ),
      )
      .onConflictDoNothing();

    await tx
      .insert(tables.solarComponents)
      .values(catalogue.solarComponents.map(solarComponentRow))
      .onConflictDoNothing();
    const solarRows = await tx.select().from(tables.solarComponents);
    const solarIds = new Map(solarRows.map((row) => [lower(row.code), row.id]));
    const solarTypes = new Map(solarRows.map((row) => [row.id, row.type]));
    const insertedSolarSystems = await tx
      .insert(tables.solarSystems)
      .values(
        catalogue.solarSystems.map((system) => ({ solarComponentId: required(solarIds, system.panel, "solar panel") })),
      )
      .onConflictDoNothing()
      .returning({ id: tables.solarSystems.id, panelId: tables.solarSystems.solarComponentId });
    const members = insertedSolarSystems.flatMap((row) => {
      const system = catalogue.solarSystems.find((candidate) => solarIds.get(lower(candidate.panel)) === row.panelId);
      if (!system) return [];
      return [...system.flashings, ...system.cornerFlashings, ...system.windowConversionKits].map((code) => {
        const solarComponentId = required(solarIds, code, "solar component");
        return { solarSystemId: row.id, solarComponentId, kind: solarTypes.get(solarComponentId) ?? 0 };
      });
    });
    if (members.length) await tx.insert(tables.solarSystemMembers).values(members).onConflictDoNothing();

    await tx.insert(tables.seedMarkers).values({ name: CATALOGUE_SEED_MARKER }).onConflictDoNothing();
  });
  log(
    `Catalogue seeded: ${catalogue.tiles.length} tiles, ${catalogue.productComponents.length} components, ${catalogue.roofSystems.length} roof systems`,
  );
}
