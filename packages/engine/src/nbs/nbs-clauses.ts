/**
 * NBS specification clauses for one roof: which headers and clauses apply, decided by each clause's
 * location of input (spec 03 §4: 0 None, 1 Roofdatainput, 2 Systemselection, 3 ProjectTileSelection,
 * 4 Manual, 5 Roofdata), with the selected products' names, sizes and references filled into the clause
 * text, split into required and optional clauses. Inputs are plain data; the catalogue's NBS tables map
 * onto them.
 */
import { EngineInputError } from "../errors.js";
import { startTrace, type Traced } from "../trace.js";

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
  /** Clause text with placeholders such as {{tile.name}}, {{product.reference}}. */
  text: string;
  locationOfInput: number;
  selection: number;
  subGroup?: number;
  /** The NBS sub product type the clause names (underlay, battens, ridge system …). */
  nbsSubProductType?: number | null;
  /** For location 1: the roof fact that brings the clause in; omitted → always. */
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
  components: readonly NbsProduct[];
}

export interface NbsTile {
  code: string;
  name: string;
  manufacturer?: string;
  colour?: string;
  lengthMm: number;
  widthMm: number;
  minimumHeadlapMm: number;
}

export interface NbsInput {
  headers: readonly NbsHeaderData[];
  clauses: readonly NbsClauseData[];
  roof: {
    pitchDeg: number;
    conditions: Partial<Record<NbsRoofCondition, boolean>>;
    /** Summary of the fixing specification, for {{fixing.specification}}. */
    fixingSpecification?: string;
    battenSize?: string;
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

const PLACEHOLDER = /\{\{\s*([a-zA-Z]+\.[a-zA-Z]+)\s*\}\}/g;

function fill(text: string, values: Record<string, string | undefined>): { text: string; missing: string[] } {
  const missing: string[] = [];
  const filled = text.replace(PLACEHOLDER, (token, key: string) => {
    const value = values[key];
    if (value === undefined || value === "") {
      missing.push(key);
      return token;
    }
    return value;
  });
  return { text: filled, missing };
}

function productValues(prefix: string, product: NbsProduct | undefined): Record<string, string | undefined> {
  if (product === undefined) return {};
  return {
    [`${prefix}.name`]: product.name,
    [`${prefix}.code`]: product.code,
    [`${prefix}.reference`]: product.code,
    [`${prefix}.manufacturer`]: product.manufacturer,
    [`${prefix}.size`]: product.size,
    [`${prefix}.colour`]: product.colour,
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

export function selectNbsClauses(input: NbsInput): Traced<NbsSelection> {
  const recorder = startTrace("NBS clauses", "NBS (CAWS H60/H65); spec 03 §4 location of input");
  const headersById = new Map(input.headers.map((header) => [header.id, header]));
  const selected = new Set(input.selectedOptionalClauseIds ?? []);
  const roofDataProducts = input.roofDataProducts ?? [];
  const systemComponents = (input.systems ?? []).flatMap((system) =>
    system.components.map((component) => ({ system, component })),
  );
  const tile = input.tile;
  const common: Record<string, string | undefined> = {
    "roof.pitch": `${Number(input.roof.pitchDeg.toFixed(1))}°`,
    "fixing.specification": input.roof.fixingSpecification,
    "batten.size": input.roof.battenSize,
    ...(tile === undefined
      ? {}
      : {
          "tile.name": tile.name,
          "tile.code": tile.code,
          "tile.reference": tile.code,
          "tile.manufacturer": tile.manufacturer,
          "tile.colour": tile.colour,
          "tile.size": `${tile.lengthMm} × ${tile.widthMm} mm`,
          "tile.minimumHeadlap": `${tile.minimumHeadlapMm} mm`,
        }),
  };
  for (const product of roofDataProducts) {
    const prefix = ROOF_DATA_PRODUCT_PREFIXES[product.nbsSubProductType];
    if (prefix !== undefined) Object.assign(common, productValues(prefix, product));
  }

  const byHeader = new Map<number, NbsHeaderClauses>();
  for (const clause of input.clauses) {
    const header = headersById.get(clause.nbsHeaderId);
    if (header === undefined) throw new EngineInputError(`clauses[${clause.id}].nbsHeaderId`, "no such NBS header");
    if (clause.selection !== NBS_CLAUSE_SELECTION.required && clause.selection !== NBS_CLAUSE_SELECTION.optional) {
      throw new EngineInputError(`clauses[${clause.id}].selection`, "must be 1 (required) or 2 (optional)");
    }
    let applies = false;
    let reason = "";
    let values: Record<string, string | undefined> = common;
    switch (clause.locationOfInput) {
      case NBS_LOCATION_OF_INPUT.none:
        applies = true;
        reason = "general clause";
        break;
      case NBS_LOCATION_OF_INPUT.roofDataInput:
        applies = clause.condition === undefined || input.roof.conditions[clause.condition] === true;
        reason = clause.condition === undefined ? "roof data input" : `roof data input: ${clause.condition}`;
        break;
      case NBS_LOCATION_OF_INPUT.systemSelection: {
        const match = systemComponents.find(
          ({ component }) => component.nbsSubProductType === clause.nbsSubProductType,
        );
        applies = match !== undefined;
        if (match !== undefined) {
          reason = `system selection: ${match.system.systemName} (${match.system.edge})`;
          values = { ...common, ...productValues("product", match.component), "system.name": match.system.systemName };
        }
        break;
      }
      case NBS_LOCATION_OF_INPUT.projectTileSelection:
        applies = tile !== undefined;
        reason = "project tile selection";
        break;
      case NBS_LOCATION_OF_INPUT.manual:
        applies = true;
        reason = "manual choice";
        break;
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
    const filled = fill(clause.text, values);
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
