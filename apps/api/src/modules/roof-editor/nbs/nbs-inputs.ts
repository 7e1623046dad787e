/**
 * A roof's stored data → the engine's NBS input. Everything comes from the stored roof (`loadStoredRoof`): its
 * sections (tile, colour, pitch, rafter centres, underlay, counter batten, a system per edge), the catalogue rows
 * behind their ids, and its last calculation (headlap, batten and fixing specification as the editor and the
 * Fixing Spec show them). Nothing the browser sends is used and nothing is worked out again: a value the roof
 * lacks (a headlap or batten before the roof is calculated) is left out and its placeholder stays unfilled (the
 * engine reports it), so a roof being filled in still gets its clauses.
 *
 * Each product carries what the catalogue holds for its product lines (docs/decisions/nbs-clauses.md "NBS Clauses page and
 * overrides"): its code (Product reference), the colour it is ordered in with the colour's finish (the tile's
 * chosen colour; a system component's colour as the estimate orders it), its fixing (the tile's nails and clips,
 * the battens' nails) and its manufacturer (Manufacturer), where the catalogue's tile or product component names one.
 */
import { EDGE_TYPES, NBS_SUB_PRODUCT_TYPE, PRODUCT_COMPONENT_SUBTYPE } from "@portal/contracts";
import {
  type BandFixing,
  type FixingSpecification,
  type NbsInput,
  type NbsProduct,
  type NbsSystemSelection,
  nbsWorkSectionOf,
} from "@portal/engine";
import * as catalogue from "../calculation/catalogue.repository.js";
import { type CatalogueSource, catalogueSourceOf, type RoofReadContext } from "../calculation/kept-catalogue.js";
import { battenSizeFromName, tileFixingsFromRows } from "../calculation/product-inputs.js";
import { componentColourFor } from "../calculation/system-inputs.js";
import { coveringTypeOf } from "../calculation/tile-inputs.js";
import { takeOffOf } from "../sections/roof-geometry.js";
import { presentEstimate } from "../sections/sections.presenter.js";
import { loadStoredRoof, type StoredRoof } from "../stored-roof.js";
import * as repository from "./nbs.repository.js";

export interface RoofNbsInputs {
  /** False while the roof has no tile (or its tile is gone): the earlier sections are incomplete. */
  isComplete: boolean;
  input: NbsInput | null;
  /** The tile the input was worked out for (null with no input): a project's NBS edits are per tile. */
  tileId: number | null;
}

/** The manufacturer a catalogue row names, for its Manufacturer line; left out when the catalogue has none. */
const manufacturerOf = (row: { manufacturer: string | null }) =>
  row.manufacturer === null ? {} : { manufacturer: row.manufacturer };

const product = (
  nbsSubProductType: number,
  row: { code: string; name: string; manufacturer: string | null },
): NbsProduct => ({
  nbsSubProductType,
  code: row.code,
  name: row.name,
  ...manufacturerOf(row),
});

/** A colour as a product line gives it: its description, with its finish's name where the catalogue has one. */
function colourOf(colour: catalogue.ColourRow | null, finishNames: ReadonlyMap<number, string>) {
  if (colour === null) return {};
  const finish = finishNames.get(colour.finishId);
  return { colour: colour.description, ...(finish === undefined ? {} : { finish }) };
}

/** "Perimeter: 2 nails; General area: 1 clip" from the fixing each area of the roof needs. */
export function fixingSummaryOf(fixing: FixingSpecification): string {
  const areas: BandFixing[] = [
    fixing.perimeter,
    ...fixing.localAreas,
    ...(fixing.generalArea ? [fixing.generalArea] : []),
  ];
  return areas.map((area) => `${area.name}: ${area.fixing?.name ?? area.minimumRule}`).join("; ");
}

/**
 * The edges the roof has: those with a length above zero in its stored calculation's edges, or, before the roof is
 * calculated, in the lengths its estimate shows (entered, or taken off the geometry).
 */
function edgesWithLength({ sections, calculation }: Pick<StoredRoof, "sections" | "calculation">): Set<string> {
  const stored = calculation?.inputs.edges;
  if (stored !== undefined) return new Set(stored.filter((run) => run.lengthM > 0).map((run) => run.edge));
  const lengths = presentEstimate(sections.estimate, takeOffOf(sections.fixing), sections.fixing);
  return new Set(EDGE_TYPES.filter((edge) => (lengths[edge.serverEstimateField] ?? 0) > 0).map((edge) => edge.key));
}

/**
 * The systems chosen for the edges the roof has. A system stored for an edge the roof lacks (saved before a save
 * cleared such systems, or on a roof type without that edge) is left out: it specifies nothing.
 */
async function systemsOf(
  source: CatalogueSource,
  roof: StoredRoof,
  finishNames: ReadonlyMap<number, string>,
): Promise<NbsSystemSelection[]> {
  const edges = edgesWithLength(roof);
  const chosen = EDGE_TYPES.flatMap((edge) => {
    const systemId = roof.sections.systems[edge.serverSystemField];
    return systemId === null || !edges.has(edge.key)
      ? []
      : [{ edge: edge.key, edgeName: edge.group.toLowerCase(), systemId }];
  });
  const ids = [...new Set(chosen.map((choice) => choice.systemId))];
  const [systems, components, colouring] = await Promise.all([
    repository.findSystems(source, ids),
    repository.listSystemComponents(source, ids),
    catalogue.listRoofSystemComponents(source, ids),
  ]);
  const componentColours = await catalogue.listComponentColours(source, [
    ...new Set(components.map((component) => component.productId)),
  ]);
  const systemsById = new Map(systems.map((system) => [system.id, system]));
  const colouringById = new Map(colouring.map((row) => [row.id, row]));
  /** The colour a system component is ordered in with the roof's tile colour, as the estimate orders it. */
  const colourOfComponent = (component: (typeof components)[number]) => {
    const row = colouringById.get(component.id);
    const { colour } = componentColourFor({
      fixedColour: row?.fixedColour ?? null,
      mappingColour: row?.mappingColour ?? null,
      tileColour: roof.colour,
      componentColours: componentColours.filter((mapping) => mapping.productId === component.productId),
    });
    return colourOf(colour, finishNames);
  };
  return chosen.flatMap(({ edge, edgeName, systemId }) => {
    const system = systemsById.get(systemId);
    if (system === undefined) return [];
    return [
      {
        edge,
        edgeName,
        systemName: system.name,
        nbsClause: system.nbsClause,
        components: components
          .filter((component) => component.roofSystemId === systemId && component.nbsSubProductType !== null)
          .map((component) => ({
            ...product(component.nbsSubProductType as number, component),
            ...colourOfComponent(component),
          })),
      },
    ];
  });
}

export async function loadRoofNbsInputs(
  ctx: RoofReadContext,
  roofId: number,
  selectedOptionalClauseIds: readonly number[],
): Promise<RoofNbsInputs> {
  const [roof, source] = await Promise.all([loadStoredRoof(ctx, roofId), catalogueSourceOf(ctx)]);
  const { sections, tile, colour, calculation } = roof;
  const { fixing } = sections;
  if (tile === null) return { isComplete: false, input: null, tileId: null };

  const counterBattenId = fixing.isUnderlaySupported ? fixing.counterBattenId : null;
  const finishNames = await repository.listFinishNames(source);
  const [nbs, chosenProducts, tileFixings, battens, battenNails, systems] = await Promise.all([
    repository.listNbsCatalogue(source),
    catalogue.findProductComponents(
      source,
      [fixing.underlayId, counterBattenId].filter((id): id is number => id !== null),
    ),
    catalogue.listTileFixings(source, tile.id),
    catalogue.listActiveComponents(source, { subType: PRODUCT_COMPONENT_SUBTYPE.batten }),
    catalogue.listActiveComponents(source, {
      subType: PRODUCT_COMPONENT_SUBTYPE.nail,
      nbsSubProductType: NBS_SUB_PRODUCT_TYPE.battens,
    }),
    systemsOf(source, roof, finishNames),
  ]);
  const coveringType = coveringTypeOf(tile);
  const result = calculation?.result;
  const underlay = chosenProducts.find((row) => row.id === fixing.underlayId);
  const counterBatten = chosenProducts.find((row) => row.id === counterBattenId);

  const rafterCentres = fixing.rafterCentres;
  const battenSize = result?.fixing.batten;
  const battenProduct =
    battenSize === undefined
      ? undefined
      : battens.find((row) => {
          const size = battenSizeFromName(row.name);
          return size?.widthMm === battenSize.widthMm && size.depthMm === battenSize.depthMm;
        });
  const { tileNail, tileClip } = tileFixingsFromRows(tileFixings);

  const battenFixing = battenNails[0] ? { fixing: battenNails[0].name } : {};
  const roofDataProducts: NbsProduct[] = [];
  if (underlay) roofDataProducts.push(product(NBS_SUB_PRODUCT_TYPE.underlay, underlay));
  if (counterBatten) roofDataProducts.push(product(NBS_SUB_PRODUCT_TYPE.counterBattens, counterBatten));
  if (battenSize !== undefined) {
    // Every tiled roof is battened: without a catalogue batten of the size, the size names it.
    roofDataProducts.push(
      battenProduct
        ? { ...product(NBS_SUB_PRODUCT_TYPE.battens, battenProduct), size: battenSize.name, ...battenFixing }
        : {
            nbsSubProductType: NBS_SUB_PRODUCT_TYPE.battens,
            code: "",
            name: `${battenSize.name} batten`,
            size: battenSize.name,
            ...battenFixing,
          },
    );
  }
  if (tileNail) roofDataProducts.push(product(NBS_SUB_PRODUCT_TYPE.tileNails, tileNail));
  if (tileClip) roofDataProducts.push(product(NBS_SUB_PRODUCT_TYPE.tileClips, tileClip));

  // The tile's own fixings as the catalogue lists them, for the tile's Fixing line.
  const tileFixing = [tileNail, tileClip].flatMap((row) => (row ? [`${row.name} (${row.code})`] : [])).join("; ");
  const pitch = fixing.pitch ?? (fixing.isVerticalRoof ? 90 : null);
  const headlapMm = result?.fixing.headlap.headlapMm;
  const input: NbsInput = {
    headers: nbs.headers,
    clauses: nbs.clauses,
    workSection: nbsWorkSectionOf(coveringType),
    roof: {
      ...(pitch === null ? {} : { pitchDeg: pitch }),
      conditions: {
        isVertical: fixing.isVerticalRoof,
        isPitched: !fixing.isVerticalRoof,
        isUnderlaySupported: fixing.isUnderlaySupported,
        hasCounterBattens: counterBatten !== undefined,
        hasAirPermeableUnderlay: underlay?.isAirPermeable === true,
      },
      ...(result ? { fixingSpecification: fixingSummaryOf(result.fixing) } : {}),
      ...(battenSize ? { battenSize: battenSize.name } : {}),
      ...(battenNails[0] ? { battenNails: battenNails[0].name } : {}),
      ...(rafterCentres === null ? {} : { rafterCentresMm: rafterCentres }),
      ...(headlapMm === undefined ? {} : { headlapMm }),
    },
    tile: {
      code: tile.code,
      name: tile.name,
      ...manufacturerOf(tile),
      ...colourOf(colour, finishNames),
      ...(tileFixing === "" ? {} : { fixing: tileFixing }),
      ...(tile.length === null ? {} : { lengthMm: tile.length }),
      ...(tile.width === null ? {} : { widthMm: tile.width }),
      ...(tile.minimumHeadlap === null ? {} : { minimumHeadlapMm: tile.minimumHeadlap }),
    },
    roofDataProducts,
    systems,
    selectedOptionalClauseIds,
  };
  return { isComplete: true, input, tileId: tile.id };
}
