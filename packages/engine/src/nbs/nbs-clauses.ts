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
import { clauseNumber, fillPlaceholders, type PlaceholderValues, sizeValue } from "./placeholders.js";

export const NBS_LOCATION_OF_INPUT = {
  none: 0,
  roofDataInput: 1,
  systemSelection: 2,
  projectTileSelection: 3,
  manual: 4,
  roofData: 5,
} as const;
export type NbsLocationOfInput = (typeof NBS_LOCATION_OF_INPUT)[keyof typeof NBS_LOCATION_OF_INPUT];

/** Clause selection: 1 required, 2 optional. */
export const NBS_CLAUSE_SELECTION = { required: 1, optional: 2 } as const;

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
  /** For location 1: the roof fact that brings the clause in; omitted → the clause's product, else always. */
  condition?: NbsRoofCondition;
}

export interface NbsProduct {
  nbsSubProductType: number;
  code: string;
  name: string;
  manufacturer?: string;
  size?: string;
  colour?: string;
}

export interface NbsSystemSelection {
  edge: string;
  systemName: string;
  /**
   * The clause number the roof system names (its nbsClause, docs/decisions/catalogue.md "NBS"). Its edge
   * clause applies, and the system's components of that clause's product type bring in no other clause.
   */
  nbsClause?: string | null;
  components: readonly NbsProduct[];
}

export interface NbsTile {
  code: string;
  name: string;
  manufacturer?: string;
  colour?: string;
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
  system: NbsSystemSelection;
  component: NbsProduct | undefined;
  how: "named" | "component";
}

/**
 * The selected system a location-2 clause follows: one that names the clause by number, else one with a
 * component of the clause's product type, unless that system names another clause of the same type (a dry
 * verge naming 320 does not also bring in 325, mortar bedded verges).
 */
function systemFor(
  clause: NbsClauseData,
  systems: readonly NbsSystemSelection[],
  namedTypeOf: (system: NbsSystemSelection) => number | null | undefined,
): SystemMatch | undefined {
  const type = clause.nbsSubProductType;
  const named = systems.find((system) => namedClauseNumber(system.nbsClause) === clause.sortOrder);
  if (named !== undefined) {
    const component = named.components.find((candidate) => candidate.nbsSubProductType === type);
    return { system: named, component, how: "named" };
  }
  if (type === undefined || type === null) return undefined;
  for (const system of systems) {
    if (namedClauseNumber(system.nbsClause) !== undefined && namedTypeOf(system) === type) continue;
    const component = system.components.find((candidate) => candidate.nbsSubProductType === type);
    if (component !== undefined) return { system, component, how: "component" };
  }
  return undefined;
}

export function selectNbsClauses(input: NbsInput): Traced<NbsSelection> {
  const recorder = startTrace("NBS clauses", "NBS (CAWS H60–H65), calculations.md §9; spec 03 §4 location of input");
  const headersById = new Map(input.headers.map((header) => [header.id, header]));
  const selected = new Set(input.selectedOptionalClauseIds ?? []);
  const roofDataProducts = input.roofDataProducts ?? [];
  const systems = input.systems ?? [];
  const tile = input.tile;
  const common = commonValues(input);
  if (input.workSection !== undefined) {
    recorder.decide(`work section ${input.workSection}`, "the covering's NBS work section", "calculations.md §9");
  }

  const inSection = (header: NbsHeaderData) =>
    input.workSection === undefined || header.number.trim().toLowerCase() === input.workSection.trim().toLowerCase();
  /** The product type of the clause a system names, within the roof's work section. */
  const namedTypeOf = (system: NbsSystemSelection) => {
    const number = namedClauseNumber(system.nbsClause);
    const clause = input.clauses.find((candidate) => {
      const header = headersById.get(candidate.nbsHeaderId);
      return candidate.sortOrder === number && header !== undefined && inSection(header);
    });
    return clause?.nbsSubProductType;
  };
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
        break;
      }
      case NBS_LOCATION_OF_INPUT.systemSelection: {
        const match = systemFor(clause, systems, namedTypeOf);
        applies = match !== undefined;
        if (match !== undefined) {
          reason =
            match.how === "named"
              ? `system selection: ${match.system.systemName} (${match.system.edge}) names clause ${clause.sortOrder}`
              : `system selection: ${match.system.systemName} (${match.system.edge})`;
          values = {
            ...common,
            ...productValues("product", match.component),
            "system.name": named(match.system.systemName),
          };
        }
        break;
      }
      case NBS_LOCATION_OF_INPUT.projectTileSelection:
        applies = tile !== undefined;
        reason = "project tile selection";
        break;
      case NBS_LOCATION_OF_INPUT.manual: {
        applies = true;
        reason = "manual choice";
        const product = productOfType(clause.nbsSubProductType);
        if (product !== undefined) values = { ...common, ...productValues("product", product) };
        break;
      }
      case NBS_LOCATION_OF_INPUT.roofData: {
        const product = roofDataProducts.find((candidate) => candidate.nbsSubProductType === clause.nbsSubProductType);
        applies = clause.nbsSubProductType === undefined || clause.nbsSubProductType === null || product !== undefined;
        reason = product === undefined ? "roof data" : `roof data: ${product.name}`;
        if (product !== undefined) values = { ...common, ...productValues("product", product) };
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
