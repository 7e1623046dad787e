import { z } from "zod";

/** The one error body every API failure answers with (spec 01 §3.5, DESIGN §5). */
export const ErrorBodySchema = z.object({
  message: z.string().optional(),
  modelState: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Request field names are camelCase; model-state keys are the PascalCase names the spec lists. */
export function modelStateKey(fieldPath: string): string {
  return fieldPath.charAt(0).toUpperCase() + fieldPath.slice(1);
}

/** Back from a model-state key to the form's field name. */
export function fieldNameFromModelStateKey(key: string): string {
  return key.charAt(0).toLowerCase() + key.slice(1);
}
