import type { QueryKey } from "@tanstack/react-query";
import { catalogueKeys as keys } from "./query-keys";

/**
 * The queries each kind of write changes: its own resource's, and those of the resources whose rows show it
 * (a tile page lists its colours' suffixes and finishes, a roof system counts its components, a solar system
 * names its panel and members). Everything else keeps its cache, so saving a colour leaves the NBS,
 * roof-system and solar lists alone.
 */
export const CHANGED_BY = {
  finish: [keys.finishes, keys.colours, keys.tilePages, keys.componentColours],
  colour: [keys.colours, keys.tilePages, keys.componentColours],
  tile: [keys.tiles],
  /** A tile's colour mapping, headlap rule, fixing or solar edge: its page, and the list's Valid? column. */
  tilePart: (tileId: number) => [keys.tilePage(tileId), keys.tileList],
  productComponent: [keys.productComponents, keys.roofSystemComponents, keys.tilePages],
  componentColour: (productId: number) => [keys.componentColourList(productId)],
  roofSystem: [keys.roofSystems],
  /** The system's components, and the component count its page and the list show. */
  roofSystemComponent: (roofSystemId: number) => [
    keys.roofSystemComponentList(roofSystemId),
    keys.roofSystem(roofSystemId),
    keys.roofSystemList,
  ],
  nbsHeader: [keys.nbsHeaders],
  nbsClause: (headerId: number) => [keys.nbsClauseList(headerId)],
  solarComponent: [keys.solarComponents, keys.solarSystems],
  solarSystem: [keys.solarSystems],
} satisfies Record<string, readonly QueryKey[] | ((parentId: number) => readonly QueryKey[])>;
