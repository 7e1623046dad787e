import type { QueryKey } from "@tanstack/react-query";
import { colourListQueryKey } from "./colours/get-colours";
import { componentColourListQueryKey, componentColoursQueryKey } from "./component-colours/get-component-colours";
import { finishListQueryKey } from "./finishes/get-finishes";
import { nbsClauseListQueryKey } from "./nbs-clauses/get-nbs-clauses";
import { nbsHeadersQueryKey } from "./nbs-headers/get-nbs-headers";
import { productComponentsQueryKey } from "./product-components/get-product-components";
import {
  roofSystemComponentListQueryKey,
  roofSystemComponentsQueryKey,
} from "./roof-system-components/get-roof-system-components";
import { roofSystemQueryKey } from "./roof-systems/get-roof-system";
import { roofSystemListQueryKey, roofSystemsQueryKey } from "./roof-systems/get-roof-systems";
import { solarComponentsQueryKey } from "./solar-components/get-solar-components";
import { solarSystemsQueryKey } from "./solar-systems/get-solar-systems";
import { tilePageQueryKey, tilePagesQueryKey } from "./tiles/get-tile-page";
import { tileListQueryKey, tilesQueryKey } from "./tiles/get-tiles";

/**
 * The queries each kind of write changes: its own resource's, and those of the resources whose rows show it
 * (a tile page lists its colours' suffixes and finishes, a roof system counts its components, a solar system
 * names its panel and members). Everything else keeps its cache, so saving a colour leaves the NBS,
 * roof-system and solar lists alone.
 */
export const CHANGED_BY = {
  finish: [finishListQueryKey, colourListQueryKey, tilePagesQueryKey, componentColoursQueryKey],
  colour: [colourListQueryKey, tilePagesQueryKey, componentColoursQueryKey],
  tile: [tilesQueryKey],
  /** A tile's colour mapping, headlap rule, fixing or solar edge: its page, and the list's Valid? column. */
  tilePart: (tileId: number) => [tilePageQueryKey(tileId), tileListQueryKey],
  productComponent: [productComponentsQueryKey, roofSystemComponentsQueryKey, tilePagesQueryKey],
  componentColour: (productId: number) => [componentColourListQueryKey(productId)],
  roofSystem: [roofSystemsQueryKey],
  /** The system's components, and the component count its page and the list show. */
  roofSystemComponent: (roofSystemId: number) => [
    roofSystemComponentListQueryKey(roofSystemId),
    roofSystemQueryKey(roofSystemId),
    roofSystemListQueryKey,
  ],
  nbsHeader: [nbsHeadersQueryKey],
  nbsClause: (headerId: number) => [nbsClauseListQueryKey(headerId)],
  solarComponent: [solarComponentsQueryKey, solarSystemsQueryKey],
  solarSystem: [solarSystemsQueryKey],
} satisfies Record<string, readonly QueryKey[] | ((parentId: number) => readonly QueryKey[])>;
