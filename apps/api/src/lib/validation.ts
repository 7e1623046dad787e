import type { z } from "zod";
import { validationError } from "../errors.js";
import { toModelState } from "../plugins/error-handler.js";

/** Parses with a shared contract schema, turning failures into the spec's 400 with model state. */
export function parseOrThrow<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  message?: string,
): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw validationError(
    toModelState(result.error.issues.map((issue) => ({ path: issue.path.join("/"), message: issue.message }))),
    message,
  );
}
