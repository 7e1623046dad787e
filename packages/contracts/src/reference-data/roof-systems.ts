import { z } from "zod";
import { formMessages } from "../messages.js";
import { databaseId, text, whenObjectPayload } from "../primitives.js";
import {
  COMPONENT_UNITS,
  DEFAULT_COMPONENT_NUMBER,
  DEFAULT_COMPONENT_PER,
  ROOF_SYSTEM_COMPONENT_NUMBER_MIN,
  ROOF_SYSTEM_COMPONENT_PER_MIN,
  ROOF_SYSTEM_GROUP_NAMES,
  ROOF_SYSTEM_PITCH_MAX,
  ROOF_SYSTEM_PITCH_MIN,
} from "./constants.js";
import { flag, optionalId, requiredId, requiredNumber, requiredText } from "./fields.js";
import { PRODUCT_MANAGEMENT_MESSAGES } from "./messages.js";

/** Roof system (spec 03 §3.1): the set of components that finishes one edge type. */
export const RoofSystemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  groupName: z.string(),
  associatedProductCode: z.string(),
  maxPitch: z.number(),
  minPitch: z.number(),
  nbsClause: z.string(),
  nbsSection: z.number().int(),
  clauseSubgroup: z.number().int(),
  isActive: z.boolean(),
  componentCount: z.number().int(),
});
export type RoofSystem = z.infer<typeof RoofSystemSchema>;

const pitch = (label: string) => requiredNumber(label, { min: ROOF_SYSTEM_PITCH_MIN, max: ROOF_SYSTEM_PITCH_MAX });

export const RoofSystemInputSchema = z
  .object({
    id: databaseId().optional(),
    name: requiredText("Name", 200),
    groupName: requiredText("Group Name", 100).refine(
      (value) => (ROOF_SYSTEM_GROUP_NAMES as readonly string[]).includes(value),
      formMessages.invalid("Group Name"),
    ),
    associatedProductCode: requiredText("Associated Product Code", 50),
    maxPitch: pitch("Max Pitch"),
    minPitch: pitch("Min Pitch"),
    nbsClause: requiredText("Nbs Clause", 20),
    nbsSection: requiredId("Nbs Section"),
    clauseSubgroup: requiredId("Clause Subgroup"),
    isActive: flag(true),
  })
  .superRefine((system, ctx) => {
    // Runs even when other fields are wrong, so the form shows every message at once (spec 03 §5).
    const { minPitch, maxPitch } = system as { minPitch: unknown; maxPitch: unknown };
    if (typeof minPitch === "number" && typeof maxPitch === "number" && minPitch > maxPitch) {
      ctx.addIssue({ code: "custom", path: ["minPitch"], message: PRODUCT_MANAGEMENT_MESSAGES.minPitchAboveMax });
      ctx.addIssue({ code: "custom", path: ["maxPitch"], message: PRODUCT_MANAGEMENT_MESSAGES.maxPitchBelowMin });
    }
  }, whenObjectPayload);
export type RoofSystemInput = z.input<typeof RoofSystemInputSchema>;
export type RoofSystemValues = z.output<typeof RoofSystemInputSchema>;

/** Roof system component (spec 03 §3.1). addedWastage and packQuantity are the chosen component's. */
export const RoofSystemComponentSchema = z.object({
  id: z.number().int(),
  roofSystemId: z.number().int(),
  productId: z.number().int(),
  mappedId: z.number().int().nullable(),
  number: z.number(),
  per: z.number(),
  unit: z.string(),
  formulaId: z.number().int(),
  formulaName: z.string(),
  subType: z.number().int().nullable(),
  subTypeName: z.string().nullable(),
  nbsSubType: z.number().int().nullable(),
  nbsSubTypeName: z.string().nullable(),
  componentMappingId: z.number().int().nullable(),
  code: z.string(),
  name: z.string(),
  addedWastage: z.number().nullable(),
  packQuantity: z.number().nullable(),
});
export type RoofSystemComponent = z.infer<typeof RoofSystemComponentSchema>;

export const RoofSystemComponentInputSchema = z.object({
  id: databaseId().optional(),
  roofSystemId: requiredId("Roof System"),
  productId: requiredId("Component"),
  mappedId: optionalId("Mapped Id"),
  number: requiredNumber("Number", { min: ROOF_SYSTEM_COMPONENT_NUMBER_MIN }).default(DEFAULT_COMPONENT_NUMBER),
  per: requiredNumber("Per", { min: ROOF_SYSTEM_COMPONENT_PER_MIN }).default(DEFAULT_COMPONENT_PER),
  unit: z.enum(COMPONENT_UNITS, { error: formMessages.required("Unit") }),
  formulaId: requiredId("Formula ID"),
  subType: optionalId("Sub Type"),
  nbsSubType: optionalId("NBS Sub Type"),
  componentMappingId: optionalId("Component Mapping Id"),
});
export type RoofSystemComponentInput = z.input<typeof RoofSystemComponentInputSchema>;
export type RoofSystemComponentValues = z.output<typeof RoofSystemComponentInputSchema>;

/**
 * The specification lists a roof-system component's payload as productId, mappedId and componentMappingId
 * with no roofSystemId, as in its component colour mappings, where productId names the parent and mappedId
 * the chosen item. Read so, productId is the roof system, mappedId the product component and
 * componentMappingId the component's colour mapping (no fixed colour). The portal's own form names the
 * roof system in roofSystemId, the component in productId and a fixed colour in mappedId; a body with a
 * roofSystemId is read that way (docs/decisions/catalogue.md).
 */
function fromSpecificationReading(body: unknown): unknown {
  if (typeof body !== "object" || body === null || Array.isArray(body) || "roofSystemId" in body) return body;
  const { productId, mappedId, ...rest } = body as Record<string, unknown>;
  return { ...rest, roofSystemId: productId, productId: mappedId, mappedId: null };
}

/** What the API accepts for a roof-system component: the form's schema, in either reading of the payload. */
export const RoofSystemComponentRequestSchema = z.preprocess(fromSpecificationReading, RoofSystemComponentInputSchema);

/** GET /productroofsystems?groupName=&associatedProductCode=: the list, narrowed by either when given. */
export const RoofSystemQuerySchema = z.object({
  groupName: text().trim().max(100).optional(),
  associatedProductCode: text().trim().max(50).optional(),
});
