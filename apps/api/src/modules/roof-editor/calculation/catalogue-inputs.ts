/**
 * Catalogue ids → the engine's inputs. The roof stores ids (tile, colour, underlay, counter batten, one roof
 * system per edge, manual components); `loadCatalogueInputs` reads their rows and pure functions map them onto
 * `calculateRoof`'s types, a file per part: the tile (`tile-inputs.ts`), its fixings and the roof's products
 * (`product-inputs.ts`), the edge systems and their colours (`system-inputs.ts`) and the manual components
 * (`manual-component-inputs.ts`). A value the catalogue lacks is left to the engine's documented default
 * (docs/decisions/engine.md) and said in `notes`; a value the engine cannot do without, or a selection that
 * does not fit the tile, is a `CatalogueInputError` naming it. No number is made up here.
 */
import { NBS_SUB_PRODUCT_TYPE, PRODUCT_COMPONENT_SUBTYPE, PRODUCT_COMPONENT_TYPES } from "@portal/contracts";

import type { UnderlaySpecification } from "@portal/engine";
import type { ColourRow, ProductComponentRow, TileRow } from "./catalogue.repository.js";
import * as repository from "./catalogue.repository.js";
import { CatalogueInputError, type CatalogueInputs, type CatalogueSelection } from "./catalogue-input-types.js";
import type { CatalogueSource } from "./kept-catalogue.js";
import { manualComponentsFromRows } from "./manual-component-inputs.js";
import { roofProductsFrom, tileFixingsFromRows, underlayFromComponent } from "./product-inputs.js";
import { roofSystemsFromRows } from "./system-inputs.js";
import { headlapRulesFromRows, tileLabel, tileSpecificationFromRow } from "./tile-inputs.js";

async function loadTileColour(
  source: CatalogueSource,
  tile: TileRow,
  colourId: number | null,
): Promise<ColourRow | null> {
  if (colourId === null) return null;
  const [colour, mapping] = await Promise.all([
    repository.findColour(source, colourId),
    repository.findTileColourMapping(source, tile.id, colourId),
  ]);
  if (colour === undefined) throw new CatalogueInputError("colourId", "not found", `Colour ${colourId} does not exist`);
  if (mapping === undefined) {
    throw new CatalogueInputError(
      "colourId",
      "not for this tile",
      `Colour ${colour.suffix} is not a colour of tile ${tile.code}`,
    );
  }
  if (!mapping.isValidHere) {
    throw new CatalogueInputError(
      "colourId",
      "not for this tile",
      `Colour ${colour.suffix} is not valid for tile ${tile.code}`,
    );
  }
  return colour;
}

async function loadProductOfKind(
  source: CatalogueSource,
  field: string,
  componentId: number,
  subType: number,
  kind: string,
): Promise<ProductComponentRow> {
  const row = await repository.findProductComponent(source, componentId);
  if (row === undefined) throw new CatalogueInputError(field, "not found", `The ${kind} ${componentId} does not exist`);
  if (row.subType !== subType) {
    throw new CatalogueInputError(field, "wrong kind", `Product component ${row.code} is not a ${kind}`);
  }
  if (!row.isActive) throw new CatalogueInputError(field, "inactive", `The ${kind} ${row.code} is inactive`);
  return row;
}

/**
 * Reads the catalogue rows behind a roof's ids and maps them onto `calculateRoof`'s inputs. Throws
 * `CatalogueInputError` when the tile is missing or inactive, the colour is not one of the tile's, a product is
 * missing or of the wrong kind, or a system is missing, inactive, for another tile or for another edge.
 */
export async function loadCatalogueInputs(
  source: CatalogueSource,
  selection: CatalogueSelection,
): Promise<CatalogueInputs> {
  const tileRow = await repository.findTile(source, selection.tileId);
  if (tileRow === undefined) {
    throw new CatalogueInputError("tileId", "not found", `Tile ${selection.tileId} does not exist`);
  }
  if (!tileRow.isActive) throw new CatalogueInputError("tileId", "inactive", `Tile ${tileRow.code} is inactive`);

  const systemIds = [...new Set(Object.values(selection.edgeSystems).filter((id): id is number => id !== undefined))];
  const manualRequests = selection.manualComponents ?? [];
  const manualIds = [...new Set(manualRequests.map((request) => request.componentId))];
  const [
    tileColour,
    headlapRows,
    fixingRows,
    battens,
    battenNails,
    tileComponent,
    underlayRow,
    counterBattenRow,
    systemRows,
    systemComponentRows,
    manualRows,
    systemUnits,
  ] = await Promise.all([
    loadTileColour(source, tileRow, selection.colourId),
    repository.listHeadlapRules(source, tileRow.id),
    repository.listTileFixings(source, tileRow.id),
    repository.listActiveComponents(source, { subType: PRODUCT_COMPONENT_SUBTYPE.batten }),
    repository.listActiveComponents(source, {
      subType: PRODUCT_COMPONENT_SUBTYPE.nail,
      nbsSubProductType: NBS_SUB_PRODUCT_TYPE.battens,
    }),
    repository.findProductComponentByCode(source, tileRow.code),
    selection.underlayId === null
      ? undefined
      : loadProductOfKind(source, "underlayId", selection.underlayId, PRODUCT_COMPONENT_SUBTYPE.underlay, "underlay"),
    selection.counterBattenId === null
      ? undefined
      : loadProductOfKind(
          source,
          "counterBattenId",
          selection.counterBattenId,
          PRODUCT_COMPONENT_SUBTYPE.counterBatten,
          "counter batten",
        ),
    repository.findRoofSystems(source, systemIds),
    repository.listRoofSystemComponents(source, systemIds),
    repository.findProductComponents(source, manualIds),
    repository.listSystemComponentUnits(source, tileRow.code, manualIds),
  ]);
  const colourProductIds = [
    ...new Set([...systemComponentRows.map((row) => row.productId), ...manualRows.map((row) => row.id)]),
  ];
  const componentColours = await repository.listComponentColours(source, colourProductIds);

  const notes: string[] = [];
  if (tileColour === null) {
    notes.push("No tile colour chosen: every headlap rule applies, whatever its finish");
  }
  const fixings = tileFixingsFromRows(fixingRows);
  notes.push(...fixings.notes);
  const tile = tileSpecificationFromRow(tileRow, {
    colour: tileColour,
    tileNail: fixings.tileNail,
    tileClip: fixings.tileClip,
  });
  notes.push(...tile.notes);
  const headlapRules = headlapRulesFromRows(headlapRows, tileColour);
  if (headlapRules.length === 0) {
    notes.push(`${tileLabel(tileRow)}: no headlap rule applies; the tile's Minimum Headlap governs`);
  }

  // Only a tile sold as a product component gives its pack quantity.
  const tileProduct =
    tileComponent !== undefined && tileComponent.type === PRODUCT_COMPONENT_TYPES.tile ? tileComponent : undefined;
  const products = roofProductsFrom({
    tileNail: fixings.tileNail,
    tileClip: fixings.tileClip,
    battens,
    battenNails,
    counterBatten: counterBattenRow,
    tileComponent: tileProduct,
    coveringType: tile.tile.coveringType,
    rafterCentresMm: selection.rafterCentresMm,
  });
  notes.push(...products.notes);

  let underlay: UnderlaySpecification | undefined;
  if (underlayRow === undefined) {
    notes.push("No underlay chosen: the underlay is neither checked nor ordered");
  } else {
    const mapped = underlayFromComponent(underlayRow);
    underlay = mapped.underlay;
    notes.push(...mapped.notes);
  }

  let counterBattenDepthMm: number | undefined;
  if (counterBattenRow !== undefined) {
    if (counterBattenRow.counterBattenDepth !== null && counterBattenRow.counterBattenDepth > 0) {
      counterBattenDepthMm = counterBattenRow.counterBattenDepth;
    } else {
      notes.push(
        `Counter batten ${counterBattenRow.code} has no Counter Batten Depth; a supported underlay cannot be calculated without it`,
      );
    }
  }

  const systems = roofSystemsFromRows({
    tile: tileRow,
    tileColour,
    edgeSystems: selection.edgeSystems,
    systems: systemRows,
    components: systemComponentRows,
    componentColours,
    pitchDeg: selection.pitchDeg,
  });
  notes.push(...systems.notes);

  const manual = manualComponentsFromRows({
    requested: manualRequests,
    components: manualRows,
    componentColours,
    systemUnits,
    tileColour,
  });
  notes.push(...manual.notes);

  return {
    tile: tile.tile,
    tileColour,
    headlapRules,
    fixingOptions: fixings.fixingOptions,
    products: products.products,
    underlay,
    counterBattenDepthMm,
    systems: systems.systems,
    manualComponents: manual.manualComponents,
    notes,
  };
}
