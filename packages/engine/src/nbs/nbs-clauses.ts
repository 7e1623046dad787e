/**
 * NBS specification clauses for one roof: which headers and clauses apply, decided by each clause's
 * location of input (spec 03 §4: 0 None, 1 Roofdatainput, 2 Systemselection, 3 ProjectTileSelection,
 * 4 Manual, 5 Roofdata), with the selected products' names, sizes and references filled into the clause
 * text, split into required and optional clauses. Inputs are plain data; the catalogue's NBS tables map
 * onto them.
 */
import { EngineInputError } from "../errors.js";
import type { CoveringType } from "../fixing/tile-specification.js";
import { startTrace, type Traced } from "../trace.js";
import { NBS_CLAUSE_SELECTION, NBS_LOCATION_OF_INPUT } from "./clause-codes.js";
import { clauseNumber, fillPlaceholders, type PlaceholderValues, sizeValue } from "./placeholders.js";

/**
 * The NBS work section of a covering (calculations.md §9, NBS Building CAWS): H60 clay/concrete plain roof
 * tiling, H61 fibre-cement slating, H62 natural slating, H65 single lap roof tiling.
 */
export const NBS_WORK_SECTIONS: Readonly<Record<CoveringType, string>> = {
  doubleLapTile: "H60",
  fibreCementOrConcreteSlate: "H61",
  naturalSlate: "H62",
  singleLapTile: "H65",
};

export function nbsWorkSectionOf(coveringType: CoveringType): string {
  return NBS_WORK_SECTIONS[coveringType];
}

/** Roof facts a "roof data input" clause can depend on. */
export type NbsRoofCondition =
  | "isVertical"
  | "isPitched"
  | "hasCounterBattens"
  | "isUnderlaySupported"
  | "hasAirPermeableUnderlay"
  | "hasSolar";

export interface NbsHeaderData {
  id: number;
  /** Work section number, e.g. "H65". */
  number: string;
  text: string;
}

export interface NbsClauseData {
  id: number;
  nbsHeaderId: number;
  /** Clause number within its header (sortOrder), e.g. 240. */
  sortOrder: number;
  subHeading?: string | null;
  /** Clause text with placeholders such as {tileName}, {system} or {{tile.name}} (see placeholders.ts). */
  text: string;
  locationOfInput: number;
  selection: number;
  subGroup?: number;
  /** The NBS sub product type the clause names (underlay, battens, ridge system …). */
  nbsSubProductType?: number | null;
  /**
   * The roof fact that brings the clause in. Location 1: omitted → the clause's product, else always. Location 3:
   * omitted → the kind of roof its sub group describes (Types of tiling: pitched, Vertical tiling: vertical).
   */
  condition?: NbsRoofCondition;
}

export interface NbsProduct {
  nbsSubProductType: number;
  code: string;
  name: string;
  manufacturer?: string;
  size?: string;
  colour?: string;
  /** The finish of the product's colour ("Smooth"), for its Colour/finish line. */
  finish?: string;
  /** How the product is fixed ("3.35 × 65 mm ring-shank nail"), for its Fixing line. */
  fixing?: string;
}

export interface NbsSystemSelection {
  edge: string;
  systemName: string;
  /** The edge as a clause names it ("left verge"); omitted → the edge's key. */
  edgeName?: string;
  /**
   * The clause number the roof system names (its nbsClause, docs/decisions/catalogue.md "NBS"). Its edge
   * clause applies; its components bring in no other clause describing a way of doing an edge.
   */
  nbsClause?: string | null;
  components: readonly NbsProduct[];
}

export interface NbsTile {
  code: string;
  name: string;
  manufacturer?: string;
  colour?: string;
  /** The finish of the tile's colour ("Smooth"). */
  finish?: string;
  /** The tile's fixings ("Tile nail 3.35 × 65 mm; Tile clip T1"), for its Fixing line. */
  fixing?: string;
  /** Dimensions the catalogue may not give yet; the placeholders they fill are then reported unfilled. */
  lengthMm?: number;
  widthMm?: number;
  minimumHeadlapMm?: number;
}

export interface NbsInput {
  headers: readonly NbsHeaderData[];
  clauses: readonly NbsClauseData[];
  /** The work section (header number) of the roof's covering; omitted → every header. */
  workSection?: string;
  roof: {
    /** Omitted while the roof's pitch is not entered. */
    pitchDeg?: number;
    conditions: Partial<Record<NbsRoofCondition, boolean>>;
    /** Summary of the fixing specification, for {fixingSpecification}. */
    fixingSpecification?: string;
    /** Batten size, e.g. "50 × 25 mm", for {battenSize}. */
    battenSize?: string;
    /** The batten nails, e.g. "3.35 × 65 mm ring-shank nail", for {battenNails}. */
    battenNails?: string;
    rafterCentresMm?: number;
    /** The headlap the roof is laid at (mm); omitted → the tile's minimum headlap. */
    headlapMm?: number;
  };
  tile?: NbsTile;
  /** Products chosen in the roof data: underlay, battens, counter battens, nails, clips. */
  roofDataProducts?: readonly NbsProduct[];
  systems?: readonly NbsSystemSelection[];
  selectedOptionalClauseIds?: readonly number[];
}

export interface NbsFilledClause {
  id: number;
  headerId: number;
  number: number;
  subHeading: string | null;
  text: string;
  selection: "required" | "optional";
  isSelected: boolean;
  reason: string;
  missingPlaceholders: string[];
  /**
   * The product lines of the product the clause names, as NBS product clauses carry them ("Manufacturer: …",
   * "Product reference: …", "Colour/finish: …", "Fixing: …"); a line the catalogue gives no value for is left
   * out, and a clause naming no product has none.
   */
  productLines: string[];
}

export interface NbsHeaderClauses {
  header: NbsHeaderData;
  required: NbsFilledClause[];
  optional: NbsFilledClause[];
}

export interface NbsSelection {
  headers: NbsHeaderClauses[];
  requiredClauseIds: number[];
  optionalClauseIds: number[];
  selectedClauseIds: number[];
}

type Values = Record<string, PlaceholderValue | undefined>;
type PlaceholderValue = PlaceholderValues[string];

const named = (text: string | undefined): PlaceholderValue =>
  text === undefined || text === "" ? undefined : { text };

function productValues(prefix: string, product: NbsProduct | undefined): Values {
  if (product === undefined) return {};
  return {
    [`${prefix}.name`]: named(product.name),
    [`${prefix}.code`]: named(product.code),
    [`${prefix}.reference`]: named(product.code),
    [`${prefix}.manufacturer`]: named(product.manufacturer),
    [`${prefix}.size`]: sizeValue(product.size),
    [`${prefix}.colour`]: named(product.colour),
  };
}

/** The label of each product line, in the order NBS product clauses print them. */
export const NBS_PRODUCT_LINE_LABELS = {
  manufacturer: "Manufacturer",
  reference: "Product reference",
  colourFinish: "Colour/finish",
  fixing: "Fixing",
} as const;

const given = (text: string | undefined) => (text === undefined || text.trim() === "" ? undefined : text.trim());

type LinedProduct = Pick<NbsProduct, "code" | "manufacturer" | "colour" | "finish" | "fixing">;

/** A product's value for each line, undefined where it gives none. */
function lineValues(product: LinedProduct): (string | undefined)[] {
  const colour = given(product.colour);
  const finish = given(product.finish);
  return [
    given(product.manufacturer),
    given(product.code),
    colour !== undefined && finish !== undefined ? `${colour} (${finish})` : (colour ?? finish),
    given(product.fixing),
  ];
}

const LINE_LABELS = [
  NBS_PRODUCT_LINE_LABELS.manufacturer,
  NBS_PRODUCT_LINE_LABELS.reference,
  NBS_PRODUCT_LINE_LABELS.colourFinish,
  NBS_PRODUCT_LINE_LABELS.fixing,
];

/**
 * The product lines of the products a clause names: Manufacturer, Product reference, Colour/finish ("Slate grey
 * (Smooth)"), Fixing, each only where a product gives a value, so a line is never printed empty. Several products
 * (the left and the right verge's systems) each give their value with where it is used ("DV-L (left verge),
 * DV-R (right verge)"), one value where they agree.
 */
export function productLinesOf(products: readonly { product: LinedProduct; where?: string }[]): string[] {
  const distinct = products.filter(
    (entry, index) => products.findIndex((other) => other.product.code === entry.product.code) === index,
  );
  return LINE_LABELS.flatMap((label, line) => {
    const values = distinct.flatMap(({ product, where }) => {
      const value = lineValues(product)[line];
      return value === undefined ? [] : [{ value, where }];
    });
    if (values.length === 0) return [];
    const same = values.every((entry) => entry.value === values[0]?.value) && values.length === distinct.length;
    const text = same
      ? (values[0]?.value as string)
      : values.map((entry) => (entry.where === undefined ? entry.value : `${entry.value} (${entry.where})`)).join(", ");
    return [`${label}: ${text}`];
  });
}

/** Short prefixes for the roof-data products, by NBS sub product type (contracts NBS_SUB_PRODUCT_TYPE). */
const ROOF_DATA_PRODUCT_PREFIXES: Readonly<Record<number, string>> = {
  2: "underlay",
  3: "batten",
  4: "counterBatten",
  5: "tileNail",
  6: "tileClip",
};

/** The clause number a roof system names: "700", or the last number of "H65/700". */
function namedClauseNumber(nbsClause: string | null | undefined): number | undefined {
  const match = /(\d+)\s*$/.exec(nbsClause ?? "");
  return match ? Number(match[1]) : undefined;
}

function commonValues(input: NbsInput): Values {
  const { roof, tile } = input;
  const values: Values = {
    "roof.pitch": roof.pitchDeg === undefined ? undefined : { text: clauseNumber(roof.pitchDeg), unit: "°" },
    "roof.rafterCentres":
      roof.rafterCentresMm === undefined ? undefined : { text: clauseNumber(roof.rafterCentresMm), unit: "mm" },
    "fixing.specification": named(roof.fixingSpecification),
    "batten.size": sizeValue(roof.battenSize),
    "battenNail.name": named(roof.battenNails),
  };
  const headlapMm = roof.headlapMm ?? tile?.minimumHeadlapMm;
  if (headlapMm !== undefined) values["roof.headlap"] = { text: clauseNumber(headlapMm), unit: "mm" };
  if (tile !== undefined) {
    Object.assign(values, {
      "tile.name": named(tile.name),
      "tile.code": named(tile.code),
      "tile.reference": named(tile.code),
      "tile.manufacturer": named(tile.manufacturer),
      "tile.colour": named(tile.colour),
      "tile.size":
        tile.lengthMm === undefined || tile.widthMm === undefined
          ? undefined
          : { text: `${clauseNumber(tile.lengthMm)} × ${clauseNumber(tile.widthMm)}`, unit: "mm" },
      "tile.minimumHeadlap":
        tile.minimumHeadlapMm === undefined ? undefined : { text: clauseNumber(tile.minimumHeadlapMm), unit: "mm" },
    } satisfies Values);
  }
  // A roof known to have no counter battens says so, rather than leaving the type of tiling clause unfilled.
  if (roof.conditions.hasCounterBattens === false) values["counterBatten.name"] = { text: "None" };
  for (const product of input.roofDataProducts ?? []) {
    const prefix = ROOF_DATA_PRODUCT_PREFIXES[product.nbsSubProductType];
    // A batten size given for the roof stays: the product's name is not a size.
    if (prefix !== undefined) {
      const { [`${prefix}.size`]: size, ...rest } = productValues(prefix, product);
      Object.assign(values, rest, size === undefined ? {} : { [`${prefix}.size`]: size });
    }
  }
  return values;
}

interface SystemMatch {
  /** Every selected system the clause follows, in the order the roof's edges come. */
  systems: NbsSystemSelection[];
  component: NbsProduct | undefined;
  how: "named" | "component";
}

/** The NBS sub group of the types-of-tiling clauses (contracts NBS_SUB_GROUP.typesOfTiling). */
const TYPES_OF_TILING_SUB_GROUP = 1;
/** The NBS sub group of vertical tiling (contracts NBS_SUB_GROUP.verticalTiling). */
const VERTICAL_TILING_SUB_GROUP = 14;

/**
 * The roof fact a clause needs: its own condition, else, for a project tile selection clause describing the
 * covering, the kind of roof its sub group is about (a Types of tiling clause a pitched roof, a Vertical tiling
 * one a vertical roof), so a vertical roof is never specified as "tiling to pitched roofs".
 */
function conditionOf(clause: NbsClauseData): NbsRoofCondition | undefined {
  if (clause.condition !== undefined) return clause.condition;
  if (clause.locationOfInput !== NBS_LOCATION_OF_INPUT.projectTileSelection) return undefined;
  if (clause.subGroup === TYPES_OF_TILING_SUB_GROUP) return "isPitched";
  if (clause.subGroup === VERTICAL_TILING_SUB_GROUP) return "isVertical";
  return undefined;
}

/**
 * The selected systems a location-2 clause follows (docs/decisions/nbs-clauses.md "NBS Clauses page and overrides"):
 * - every system that names the clause by number;
 * - else, when no system names it, every system with a component of the clause's product type, but only when the
 *   clause is the work section's one system selection clause of that type. Where the section has several (dry,
 *   mortar bedded and mono ridges; dry and mortar bedded verges; side and top abutments), each is a way of doing
 *   an edge and only the system chosen for that edge, by naming it, decides which: a dry hip whose hip units are
 *   ridge products brings no ridge clause, a vertical top edge's lead flashing no abutment clause. A clause of a
 *   type with one clause (mortar bedding, 290) follows any system with such a component.
 */
function systemsFor(
  clause: NbsClauseData,
  systems: readonly NbsSystemSelection[],
  isOnlyClauseOfItsType: (clause: NbsClauseData) => boolean,
): SystemMatch | undefined {
  const type = clause.nbsSubProductType;
  const ofType = (system: NbsSystemSelection) =>
    system.components.find((candidate) => candidate.nbsSubProductType === type);
  const named = systems.filter((system) => namedClauseNumber(system.nbsClause) === clause.sortOrder);
  if (named.length > 0) {
    return { systems: named, component: named.map(ofType).find((found) => found !== undefined), how: "named" };
  }
  if (type === undefined || type === null || !isOnlyClauseOfItsType(clause)) return undefined;
  const withComponent = systems.filter((system) => ofType(system) !== undefined);
  const [first] = withComponent;
  return first === undefined ? undefined : { systems: withComponent, component: ofType(first), how: "component" };
}

/**
 * The systems as a clause names them: one name when one system (or one system on several edges) is chosen, else
 * each system with its edge, "Dry verge, left hand (left verge); Cloaked verge, right hand (right verge)".
 */
function systemNames(systems: readonly NbsSystemSelection[]): string {
  const names = [...new Set(systems.map((system) => system.systemName))];
  if (names.length <= 1) return names[0] ?? "";
  return names
    .map((name) => {
      const edges = systems
        .filter((system) => system.systemName === name)
        .map((system) => system.edgeName ?? system.edge);
      return `${name} (${edges.join(", ")})`;
    })
    .join("; ");
}

export function selectNbsClauses(input: NbsInput): Traced<NbsSelection> {
  const recorder = startTrace(
    "NBS clauses",
    "NBS (CAWS H60–H65 work sections): clauses chosen by the roof's data and systems",
  );
  const headersById = new Map(input.headers.map((header) => [header.id, header]));
  const selected = new Set(input.selectedOptionalClauseIds ?? []);
  const roofDataProducts = input.roofDataProducts ?? [];
  const systems = input.systems ?? [];
  const tile = input.tile;
  const common = commonValues(input);
  if (input.workSection !== undefined) {
    recorder.decide(`work section ${input.workSection}`, "the covering's NBS work section", "NBS CAWS H60–H65");
  }

  const inSection = (header: NbsHeaderData) =>
    input.workSection === undefined || header.number.trim().toLowerCase() === input.workSection.trim().toLowerCase();
  /** Whether a system selection clause is the only one of its product type under its header. */
  const isOnlyClauseOfItsType = (clause: NbsClauseData) =>
    !input.clauses.some(
      (other) =>
        other.id !== clause.id &&
        other.nbsHeaderId === clause.nbsHeaderId &&
        other.locationOfInput === NBS_LOCATION_OF_INPUT.systemSelection &&
        other.nbsSubProductType === clause.nbsSubProductType,
    );
  /** Any chosen product of a type: roof data first, then the systems' components. */
  const productOfType = (type: number | null | undefined) => {
    if (type === undefined || type === null) return undefined;
    return (
      roofDataProducts.find((product) => product.nbsSubProductType === type) ??
      systems.flatMap((system) => system.components).find((component) => component.nbsSubProductType === type)
    );
  };

  const byHeader = new Map<number, NbsHeaderClauses>();
  for (const clause of input.clauses) {
    const header = headersById.get(clause.nbsHeaderId);
    if (header === undefined) throw new EngineInputError(`clauses[${clause.id}].nbsHeaderId`, "no such NBS header");
    if (clause.selection !== NBS_CLAUSE_SELECTION.required && clause.selection !== NBS_CLAUSE_SELECTION.optional) {
      throw new EngineInputError(`clauses[${clause.id}].selection`, "must be 1 (required) or 2 (optional)");
    }
    if (!inSection(header)) continue;
    let applies = false;
    let reason = "";
    let values: Values = common;
    /** The product the clause names, whose product lines it carries. */
    let namedProducts: Parameters<typeof productLinesOf>[0] = [];
    switch (clause.locationOfInput) {
      case NBS_LOCATION_OF_INPUT.none:
        applies = true;
        reason = "general clause";
        break;
      case NBS_LOCATION_OF_INPUT.roofDataInput: {
        if (clause.condition !== undefined) {
          applies = input.roof.conditions[clause.condition] === true;
          reason = `roof data input: ${clause.condition}`;
          break;
        }
        // Without a condition, a clause naming a product follows that product's choice in the roof data.
        const type = clause.nbsSubProductType;
        const product = roofDataProducts.find((candidate) => candidate.nbsSubProductType === type);
        applies = type === undefined || type === null || product !== undefined;
        reason = product === undefined ? "roof data input" : `roof data input: ${product.name}`;
        if (product !== undefined) values = { ...common, ...productValues("product", product) };
        if (product !== undefined) namedProducts = [{ product }];
        break;
      }
      case NBS_LOCATION_OF_INPUT.systemSelection: {
        const match = systemsFor(clause, systems, isOnlyClauseOfItsType);
        applies = match !== undefined;
        if (match !== undefined) {
          const chosen = match.systems.map((system) => `${system.systemName} (${system.edge})`).join(", ");
          reason =
            match.how === "named"
              ? `system selection: ${chosen} names clause ${clause.sortOrder}`
              : `system selection: ${chosen}, the only clause of its product type`;
          values = {
            ...common,
            ...productValues("product", match.component),
            "system.name": named(systemNames(match.systems)),
          };
          // Each system's component of the clause's type, with the edge it is on.
          namedProducts = match.systems.flatMap((system) => {
            const component = system.components.find(
              (candidate) => candidate.nbsSubProductType === clause.nbsSubProductType,
            );
            return component === undefined ? [] : [{ product: component, where: system.edgeName ?? system.edge }];
          });
        }
        break;
      }
      case NBS_LOCATION_OF_INPUT.projectTileSelection: {
        const condition = conditionOf(clause);
        applies = tile !== undefined && (condition === undefined || input.roof.conditions[condition] === true);
        reason = condition === undefined ? "project tile selection" : `project tile selection: ${condition}`;
        if (tile !== undefined) namedProducts = [{ product: tile }];
        break;
      }
      case NBS_LOCATION_OF_INPUT.manual: {
        applies = true;
        reason = "manual choice";
        const product = productOfType(clause.nbsSubProductType);
        if (product !== undefined) values = { ...common, ...productValues("product", product) };
        if (product !== undefined) namedProducts = [{ product }];
        break;
      }
      case NBS_LOCATION_OF_INPUT.roofData: {
        const product = roofDataProducts.find((candidate) => candidate.nbsSubProductType === clause.nbsSubProductType);
        applies = clause.nbsSubProductType === undefined || clause.nbsSubProductType === null || product !== undefined;
        reason = product === undefined ? "roof data" : `roof data: ${product.name}`;
        if (product !== undefined) values = { ...common, ...productValues("product", product) };
        if (product !== undefined) namedProducts = [{ product }];
        break;
      }
      default:
        throw new EngineInputError(`clauses[${clause.id}].locationOfInput`, "must be 0–5");
    }
    if (!applies) continue;
    // Manual clauses are always the user's choice, whatever their selection says.
    const isOptional =
      clause.selection === NBS_CLAUSE_SELECTION.optional || clause.locationOfInput === NBS_LOCATION_OF_INPUT.manual;
    const filled = fillPlaceholders(clause.text, values);
    const entry: NbsFilledClause = {
      id: clause.id,
      headerId: header.id,
      number: clause.sortOrder,
      subHeading: clause.subHeading ?? null,
      text: filled.text,
      selection: isOptional ? "optional" : "required",
      isSelected: !isOptional || selected.has(clause.id),
      reason,
      missingPlaceholders: filled.missing,
      productLines: productLinesOf(namedProducts),
    };
    let group = byHeader.get(header.id);
    if (group === undefined) {
      group = { header, required: [], optional: [] };
      byHeader.set(header.id, group);
    }
    (isOptional ? group.optional : group.required).push(entry);
    recorder.decide(
      `${header.number}/${clause.sortOrder} ${entry.selection}${isOptional && entry.isSelected ? ", selected" : ""}`,
      reason + (filled.missing.length > 0 ? `; not filled: ${filled.missing.join(", ")}` : ""),
      `location of input ${clause.locationOfInput}`,
    );
  }
  const headers = [...byHeader.values()].sort((a, b) => a.header.number.localeCompare(b.header.number));
  for (const group of headers) {
    group.required.sort((a, b) => a.number - b.number);
    group.optional.sort((a, b) => a.number - b.number);
  }
  const required = headers.flatMap((group) => group.required.map((clause) => clause.id));
  const optional = headers.flatMap((group) => group.optional.map((clause) => clause.id));
  return {
    result: {
      headers,
      requiredClauseIds: required,
      optionalClauseIds: optional,
      selectedClauseIds: [...required, ...optional.filter((id) => selected.has(id))],
    },
    trace: recorder.trace,
  };
}
