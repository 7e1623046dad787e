import { z } from "zod";
import { FIRST_PAGE, SORT_ORDER } from "./constants.js";
import { DATABASE_INTEGER_MAX, text } from "./primitives.js";

/** Query strings carry booleans as text; an empty value means "no filter". */
export const optionalQueryBoolean = z
  .union([z.boolean(), z.enum(["true", "false", ""])])
  .optional()
  .transform((value) => (value === "" || value === undefined ? undefined : value === true || value === "true"));

/**
 * A list's sortBy: one of the list's columns, matched whatever its case; anything else is undefined, the list's
 * default order.
 */
export function sortByOneOf<const Field extends string>(fields: readonly Field[]) {
  return text()
    .trim()
    .optional()
    .transform((value) => fields.find((field) => field.toLowerCase() === value?.toLowerCase()));
}

export const PagingQuerySchema = z.object({
  pageNumber: z.coerce.number().int().min(FIRST_PAGE).max(DATABASE_INTEGER_MAX).default(FIRST_PAGE),
  pageSize: z.coerce.number().int().min(1).max(1000).default(20),
  sortOrder: z.coerce
    .number()
    .int()
    .refine((value) => Object.values(SORT_ORDER).includes(value as 0 | 1 | 2), "SortOrder is invalid")
    .default(SORT_ORDER.none),
  sortBy: text().trim().max(64).optional(),
});
export type PagingQuery = z.infer<typeof PagingQuerySchema>;

/**
 * What a client sends for one page of a list, typed from the list's own query schema: the page, its size and
 * the sort always; every filter of the query optional (the column a table sorts by is named by its header).
 */
export type ListRequest<Query extends PagingQuery> = Pick<Query, "pageNumber" | "pageSize" | "sortOrder"> & {
  sortBy: string;
} & Partial<Omit<Query, keyof PagingQuery>>;
