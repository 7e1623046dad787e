import {
  EDGE_TYPES,
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

/**
 * react-hook-form's resolver over the contract schemas. The form validates one field at a time (on blur or
 * change), so a section's other messages wait until their own field is touched.
 */
export function roofEditorResolver(roofId: number): Resolver<RoofEditorValues> {
  return async (values) => {
    const messages = validateRoofEditor(values, roofId);
    const errors: FieldErrors<RoofEditorValues> = {};
    for (const [field, message] of Object.entries(messages)) {
      Object.assign(errors, { [field]: { type: "validation", message } });
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };
}
