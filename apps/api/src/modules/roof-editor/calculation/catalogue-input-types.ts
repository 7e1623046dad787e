/** What the catalogue gives the calculation, and what it refuses (`CatalogueInputError`). */
import type {
  EdgeKey,
  FixingOption,
  HeadlapRule,
  ManualComponent,
  RoofProducts,
  RoofSystemSelection,
  SystemComponent,
  TileSpecification,
  UnderlaySpecification,
} from "@portal/engine";
import type { ColourRow } from "./catalogue.repository.js";

export interface CatalogueSelection {
  tileId: number;
  colourId: number | null;
  underlayId: number | null;
  counterBattenId: number | null;
  edgeSystems: Partial<Record<EdgeKey, number>>;
  manualComponents?: ReadonlyArray<{ componentId: number; colourId: number | null; quantity: number }>;
  /** Rafter centres: picks the batten product BS 5534 Table 3 calls for. Omitted → the engine's generic batten line. */
  rafterCentresMm?: number;
  /** Roof pitch: a chosen system whose pitch range leaves it out is named in the notes. */
  pitchDeg?: number;
}

export type ComponentColourSource =
  | "fixed colour of the system component"
  | "colour mapping chosen on the system component"
  | "linked to the tile colour"
  | "same as the tile colour"
  | "chosen for the manual component"
  | "none";

export interface ResolvedColour {
  colour: ColourRow | null;
  source: ComponentColourSource;
}

/** An engine system component that also says which catalogue component and colour it came from. */
export interface ResolvedSystemComponent extends SystemComponent {
  productId: number;
  /** The catalogue code before the colour suffix. */
  componentCode: string;
  colour: ColourRow | null;
  colourSource: ComponentColourSource;
}

export interface ResolvedRoofSystem extends RoofSystemSelection {
  systemId: number;
  groupName: string;
  components: ResolvedSystemComponent[];
}

export interface ResolvedManualComponent extends ManualComponent {
  productId: number;
  componentCode: string;
  colour: ColourRow | null;
  colourSource: ComponentColourSource;
}

export interface CatalogueInputs {
  tile: TileSpecification;
  tileColour: ColourRow | null;
  headlapRules: HeadlapRule[];
  fixingOptions: FixingOption[];
  products: RoofProducts;
  underlay: UnderlaySpecification | undefined;
  counterBattenDepthMm: number | undefined;
  systems: ResolvedRoofSystem[];
  manualComponents: ResolvedManualComponent[];
  /** What the catalogue did not give and which documented default the engine takes instead. */
  notes: string[];
}

export type CatalogueInputProblem =
  | "not found"
  | "inactive"
  | "wrong kind"
  | "not for this tile"
  | "missing value"
  | "invalid value";

/** A selection the catalogue cannot turn into engine inputs. `field` names the selection or catalogue field. */
export class CatalogueInputError extends Error {
  readonly field: string;
  readonly problem: CatalogueInputProblem;

  constructor(field: string, problem: CatalogueInputProblem, message: string) {
    super(message);
    this.name = "CatalogueInputError";
    this.field = field;
    this.problem = problem;
  }
}

export type Mapped<T> = { notes: string[] } & T;
