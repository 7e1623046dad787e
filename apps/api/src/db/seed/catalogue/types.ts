import type {
  ColourValues,
  ComponentUnit,
  HeadlapRuleValues,
  NbsClauseValues,
  ProductComponentValues,
  RoofSystemValues,
  SolarComponentValues,
  TileValues,
} from "@portal/contracts";

/**
 * The seed catalogue is written as plain data typed by the contracts, with references by natural key
 * (finish name, colour suffix, component code, tile code) so that it reads like a product list.
 * Every value carries its source beside it; letters such as (a) refer to docs/catalogue-sources.md.
 */

/** Fields a seed row must give; the rest take the schema's defaults. */
type Seed<T, Required extends keyof T> = Pick<T, Required> & Partial<Omit<T, Required | "id">>;

export type SeedFinish = { name: string };

export type SeedColour = Seed<Omit<ColourValues, "finishId" | "tileType">, "suffix" | "description"> & {
  finish: string;
  /** Tile type the colour belongs to; omitted for colours shared by every tile type. */
  tileType?: number;
};

export type SeedProductComponent = Seed<ProductComponentValues, "code" | "name" | "type"> & {
  /** Suffixes of the component's own colours, each linked to the tile colours it goes with. */
  colours?: Array<{ suffix: string; linkedTileColours: string[] }>;
};

export type SeedHeadlapRule = Omit<HeadlapRuleValues, "id" | "tileId" | "finishId"> & { finish?: string };

export type SeedTileFixing = { component: string; subType: number; nbsSubType: number };

export type SeedSolarEdge = { component: string; formulaId: number; edge: number };

type TileRequired =
  | "code"
  | "name"
  | "tileTypeId"
  | "materialType"
  | "fixingCalculationAssembly"
  | "colourMappingRules"
  | "lapped"
  | "noOfNails";

export type SeedTile = Seed<TileValues, TileRequired> & {
  colours: string[];
  headlapRules: SeedHeadlapRule[];
  fixings: SeedTileFixing[];
  solarEdges: SeedSolarEdge[];
};

export type SeedRoofSystemComponent = {
  component: string;
  number?: number;
  per?: number;
  unit: ComponentUnit;
  formulaId: number;
  subType?: number;
  nbsSubType?: number;
};

export type SeedRoofSystem = Omit<RoofSystemValues, "id" | "isActive"> & {
  isActive?: boolean;
  components: SeedRoofSystemComponent[];
};

export type SeedNbsClause = Omit<NbsClauseValues, "id" | "nbsHeaderId" | "subHeading"> & { subHeading: string };
export type SeedNbsHeader = { number: string; text: string; clauses: SeedNbsClause[] };

export type SeedSolarComponent = Seed<SolarComponentValues, "code" | "name" | "type">;
export type SeedSolarSystem = {
  panel: string;
  flashings: string[];
  cornerFlashings: string[];
  windowConversionKits: string[];
};
