import {
  EDGE_TYPES,
  formMessages,
  ROOF_FIXING_LABELS,
  RoofEstimateInputSchema,
  RoofFixingInputSchema,
  RoofSystemsInputSchema,
  RoofTileDetailsInputSchema,
} from "@portal/contracts";
import type { FieldErrors, Resolver } from "react-hook-form";
import type { z } from "zod";
import {
  estimateBody,
  fixingBody,
  type RoofEditorField,
  type RoofEditorValues,
  type RoofSection,
  SECTION_FIELDS,
  systemsBody,
  tileBody,
} from "./roof-editor-values";

/** The form's name for a field the server names differently (the edge lengths and systems, spec 03 §3.2). */
const FORM_NAME_OF_SERVER_FIELD = new Map<string, RoofEditorField>(
  EDGE_TYPES.flatMap((edge) => [
    [edge.serverEstimateField, edge.estimateField],
    [edge.serverSystemField, edge.systemField],
  ]),
);

export type SectionErrors = Partial<Record<RoofEditorField, string>>;

function issuesOf(result: z.ZodSafeParseResult<unknown>, section: RoofSection): SectionErrors {
  if (result.success) return {};
  const errors: SectionErrors = {};
  for (const issue of result.error.issues) {
    const serverName = String(issue.path[0] ?? "");
    const field = FORM_NAME_OF_SERVER_FIELD.get(serverName) ?? (serverName as RoofEditorField);
    // Only fields the section's form shows: the version and roof id are the editor's, never the user's.
    if (SECTION_FIELDS[section].includes(field) && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/**
 * A section's messages from the contract schema the API checks the same request with, so the form says what
 * the server would (spec 03 §5). The version is the editor's own and always valid here.
 */
export function validateSection(section: RoofSection, values: RoofEditorValues, roofId: number): SectionErrors {
  switch (section) {
    case "fixing":
      return issuesOf(RoofFixingInputSchema.safeParse({ ...fixingBody(values, roofId), version: 1 }), section);
    case "tile":
      return issuesOf(RoofTileDetailsInputSchema.safeParse({ ...tileBody(values, roofId, null), version: 1 }), section);
    case "estimate":
      return issuesOf(RoofEstimateInputSchema.safeParse({ ...estimateBody(values, roofId), version: 1 }), section);
    case "systems":
      return issuesOf(RoofSystemsInputSchema.safeParse({ ...systemsBody(values, roofId), version: 1 }), section);
  }
}

export function validateRoofEditor(values: RoofEditorValues, roofId: number): SectionErrors {
  return {
    ...validateSection("fixing", values, roofId),
    ...validateSection("tile", values, roofId),
    ...validateSection("estimate", values, roofId),
    ...validateSection("systems", values, roofId),
  };
}

/** The fields a roof needs before it can be calculated; the vertical ones only for vertical tiling. */
const REQUIRED_FIELDS = ["pitch", "heightToEave", "roofSpan", "buildingLength", "rafterCentres"] as const;
const REQUIRED_WHEN_VERTICAL = ["buildingHeightToRidge", "verticalTimberSupportsId"] as const;
type RequiredField = (typeof REQUIRED_FIELDS)[number] | (typeof REQUIRED_WHEN_VERTICAL)[number];

/**
 * '{Label} is required' for a required field left blank (spec 03 §5). Only for the fields the user has just left:
 * the server keeps a roof filled in part way, so a blank the user has not touched blocks no save.
 */
export function requiredMessages(values: RoofEditorValues, fields: readonly string[]): SectionErrors {
  const required: readonly RequiredField[] = values.isVerticalRoof
    ? [...REQUIRED_FIELDS, ...REQUIRED_WHEN_VERTICAL]
    : REQUIRED_FIELDS;
  const errors: SectionErrors = {};
  for (const field of required) {
    if (fields.includes(field) && values[field].trim() === "") {
      errors[field] = formMessages.required(ROOF_FIXING_LABELS[field]);
    }
  }
  return errors;
}

/**
 * react-hook-form's resolver over the contract schemas. The form validates one field at a time, when it loses
 * focus (spec 03 §5), so a section's other messages wait until their own field is touched; a field it names
 * (`options.names`: the one just left, or those a choice triggers) also says when it is required and blank.
 */
export function roofEditorResolver(roofId: number): Resolver<RoofEditorValues> {
  return async (values, _context, options) => {
    const messages = { ...requiredMessages(values, options.names ?? []), ...validateRoofEditor(values, roofId) };
    const errors: FieldErrors<RoofEditorValues> = {};
    for (const [field, message] of Object.entries(messages)) {
      Object.assign(errors, { [field]: { type: "validation", message } });
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };
}
