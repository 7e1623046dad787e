/**
 * The roof editor's form: one set of values for the four sections it saves (fixing data, tile details, estimate
 * lengths, systems per edge), the section each field belongs to, and the translation between the form's values
 * (text as typed, the form's field names) and each section's request and response (numbers, the server's names).
 */
import {
  EDGE_TYPES,
  type RoofEstimate,
  type RoofEstimateInput,
  type RoofEstimateValueField,
  type RoofFixingData,
  type RoofFixingInput,
  type RoofSystems,
  type RoofSystemsInput,
  type RoofTileDetails,
  type RoofTileDetailsInput,
  WINDLOAD_DEFAULTS,
  type WindloadVariable,
} from "@portal/contracts";

export type EdgeType = (typeof EDGE_TYPES)[number];
export type EstimateLengthField = EdgeType["estimateField"];
export type SystemField = EdgeType["systemField"];

export const FIXING_FIELDS = [
  "roofTypeId",
  "isVerticalRoof",
  "pitch",
  "heightToEave",
  "roofSpan",
  "buildingLength",
  "rafterCentres",
  "buildingHeightToRidge",
  "verticalTimberSupportsId",
  "underlayId",
  "isUnderlaySupported",
  "counterBattenId",
  "isCeilingWellSealed",
  "windloadVariablesOveriden",
  "variableLoadSafteyFactor",
  "multiplyingFactor",
  "permanentLoadSafteyFactor",
  "variableFu",
] as const;
export const TILE_FIELDS = ["tileId", "colourId", "minHeadlap", "headlapOverride"] as const;
export const ESTIMATE_FIELDS = [
  "mainArea",
  ...EDGE_TYPES.map((edge) => edge.estimateField),
  "calculatedFields",
] as const;
export const SYSTEM_FIELDS = EDGE_TYPES.map((edge) => edge.systemField);

export type FixingField = (typeof FIXING_FIELDS)[number];
export type TileField = (typeof TILE_FIELDS)[number];
export type EstimateField = "mainArea" | EstimateLengthField | "calculatedFields";

export interface RoofEditorValues
  extends Record<
      Exclude<
        FixingField,
        | "isVerticalRoof"
        | "isUnderlaySupported"
        | "isCeilingWellSealed"
        | "windloadVariablesOveriden"
        | WindloadVariable
      >,
      string
    >,
    Record<WindloadVariable, number>,
    Record<"mainArea" | EstimateLengthField | SystemField | "tileId" | "colourId" | "minHeadlap", string> {
  isVerticalRoof: boolean;
  isUnderlaySupported: boolean;
  isCeilingWellSealed: boolean;
  windloadVariablesOveriden: boolean;
  headlapOverride: 0 | 1;
  /** The values (server names) that follow the roof's dimensions; typing a value takes it out. */
  calculatedFields: RoofEstimateValueField[];
}
export type RoofEditorField = keyof RoofEditorValues;

/** The sections in the order a save run sends them: fixing first, since the others are checked against it. */
export const SECTIONS = ["fixing", "tile", "estimate", "systems"] as const;
export type RoofSection = (typeof SECTIONS)[number];

export const SECTION_FIELDS: Record<RoofSection, readonly RoofEditorField[]> = {
  fixing: FIXING_FIELDS,
  tile: TILE_FIELDS,
  estimate: ESTIMATE_FIELDS,
  systems: SYSTEM_FIELDS,
};

const SECTION_OF_FIELD = new Map<RoofEditorField, RoofSection>(
  SECTIONS.flatMap((section) => SECTION_FIELDS[section].map((field) => [field, section] as const)),
);

export function sectionOf(field: RoofEditorField): RoofSection {
  const section = SECTION_OF_FIELD.get(field);
  if (section === undefined) throw new Error(`${field} belongs to no roof section`);
  return section;
}

/** The estimate value a form field holds, in the server's name (the name `calculatedFields` uses). */
export function serverEstimateFieldOf(field: "mainArea" | EstimateLengthField): RoofEstimateValueField {
  if (field === "mainArea") return "mainArea";
  const edge = EDGE_TYPES.find((type) => type.estimateField === field);
  if (!edge) throw new Error(`${field} is no estimate length`);
  return edge.serverEstimateField;
}

const text = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));

// Records → form values -----------------------------------------------------------------------------------------

export function fixingValues(fixing: RoofFixingData): Pick<RoofEditorValues, FixingField> {
  return {
    roofTypeId: text(fixing.roofTypeId),
    isVerticalRoof: fixing.isVerticalRoof,
    pitch: text(fixing.pitch),
    heightToEave: text(fixing.heightToEave),
    roofSpan: text(fixing.roofSpan),
    buildingLength: text(fixing.buildingLength),
    rafterCentres: text(fixing.rafterCentres),
    buildingHeightToRidge: text(fixing.buildingHeightToRidge),
    verticalTimberSupportsId: text(fixing.verticalTimberSupportsId),
    underlayId: text(fixing.underlayId),
    isUnderlaySupported: fixing.isUnderlaySupported,
    counterBattenId: text(fixing.counterBattenId),
    isCeilingWellSealed: fixing.isCeilingWellSealed,
    windloadVariablesOveriden: fixing.windloadVariablesOveriden,
    variableLoadSafteyFactor: fixing.variableLoadSafteyFactor,
    multiplyingFactor: fixing.multiplyingFactor,
    permanentLoadSafteyFactor: fixing.permanentLoadSafteyFactor,
    variableFu: fixing.variableFu,
  };
}

export function tileValues(tile: RoofTileDetails): Pick<RoofEditorValues, TileField> {
  return {
    tileId: text(tile.tileId),
    colourId: text(tile.colourId),
    minHeadlap: text(tile.minHeadlap),
    headlapOverride: tile.headlapOverride,
  };
}

export function estimateValues(estimate: RoofEstimate): Pick<RoofEditorValues, EstimateField> {
  return {
    mainArea: text(estimate.mainArea),
    ...(Object.fromEntries(
      EDGE_TYPES.map((edge) => [edge.estimateField, text(estimate[edge.serverEstimateField])]),
    ) as Record<EstimateLengthField, string>),
    calculatedFields: [...estimate.calculatedFields],
  };
}

export function systemValues(systems: RoofSystems): Pick<RoofEditorValues, SystemField> {
  return Object.fromEntries(
    EDGE_TYPES.map((edge) => [edge.systemField, text(systems[edge.serverSystemField])]),
  ) as Record<SystemField, string>;
}

export interface RoofRecords {
  fixing: RoofFixingData;
  tile: RoofTileDetails;
  estimate: RoofEstimate;
  systems: RoofSystems;
}

export function roofEditorValues(records: RoofRecords): RoofEditorValues {
  return {
    ...fixingValues(records.fixing),
    ...tileValues(records.tile),
    ...estimateValues(records.estimate),
    ...systemValues(records.systems),
  };
}

/** A section's form values from its record, for refreshing the form after a save or a reload. */
export function sectionValues(section: RoofSection, record: RoofRecords[RoofSection]): Partial<RoofEditorValues> {
  switch (section) {
    case "fixing":
      return fixingValues(record as RoofFixingData);
    case "tile":
      return tileValues(record as RoofTileDetails);
    case "estimate":
      return estimateValues(record as RoofEstimate);
    case "systems":
      return systemValues(record as RoofSystems);
  }
}

// Form values → request bodies ----------------------------------------------------------------------------------

/** Blank is "not entered yet" (null); anything else is the number typed, NaN when it is none (the schema says so). */
const numberOrNull = (value: string) => (value.trim() === "" ? null : Number(value));

/** The body before the version is added: the schemas check it the same way, with or without one. */
export type Unversioned<Body> = Omit<Body, "version"> & { version?: number };

export function fixingBody(values: RoofEditorValues, roofId: number): Unversioned<RoofFixingInput> {
  const windload = Object.fromEntries(
    (Object.keys(WINDLOAD_DEFAULTS) as WindloadVariable[]).map((variable) => [variable, values[variable]]),
  ) as Record<WindloadVariable, number>;
  return {
    roofId,
    // Required by the schema: 0 is refused with the roof type message, as the server would.
    roofTypeId: numberOrNull(values.roofTypeId) ?? 0,
    pitch: numberOrNull(values.pitch),
    heightToEave: numberOrNull(values.heightToEave),
    roofSpan: numberOrNull(values.roofSpan),
    buildingLength: numberOrNull(values.buildingLength),
    rafterCentres: numberOrNull(values.rafterCentres),
    isVerticalRoof: values.isVerticalRoof,
    buildingHeightToRidge: values.isVerticalRoof ? numberOrNull(values.buildingHeightToRidge) : null,
    verticalTimberSupportsId: values.isVerticalRoof ? numberOrNull(values.verticalTimberSupportsId) : null,
    underlayId: numberOrNull(values.underlayId),
    isUnderlaySupported: values.isUnderlaySupported,
    counterBattenId: values.isUnderlaySupported ? numberOrNull(values.counterBattenId) : null,
    isCeilingWellSealed: values.isCeilingWellSealed,
    windloadVariablesOveriden: values.windloadVariablesOveriden,
    ...windload,
  };
}

export function tileBody(
  values: RoofEditorValues,
  roofId: number,
  referenceNumber: string | null,
): Unversioned<RoofTileDetailsInput> {
  return {
    roofId,
    tileId: numberOrNull(values.tileId) ?? 0,
    colourId: numberOrNull(values.colourId) ?? 0,
    referenceNumber,
    minHeadlap: numberOrNull(values.minHeadlap),
    headlapOverride: values.headlapOverride,
  };
}

export function estimateBody(values: RoofEditorValues, roofId: number): Unversioned<RoofEstimateInput> {
  const lengths = Object.fromEntries(
    EDGE_TYPES.map((edge) => [edge.serverEstimateField, numberOrNull(values[edge.estimateField])]),
  ) as Record<EdgeType["serverEstimateField"], number | null>;
  return { roofId, mainArea: numberOrNull(values.mainArea), ...lengths, calculatedFields: values.calculatedFields };
}

export function systemsBody(values: RoofEditorValues, roofId: number): Unversioned<RoofSystemsInput> {
  const systems = Object.fromEntries(
    EDGE_TYPES.map((edge) => [edge.serverSystemField, numberOrNull(values[edge.systemField])]),
  ) as Record<EdgeType["serverSystemField"], number | null>;
  return { roofId, ...systems };
}

/** A length that is blank or zero has no system (spec 03 §4). */
export const hasLength = (value: string) => {
  const length = numberOrNull(value);
  return length !== null && length > 0;
};
