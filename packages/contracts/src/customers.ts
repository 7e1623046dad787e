import { z } from "zod";
import { text } from "./primitives.js";

/** Customer lookup (spec 02 §3): type 0 is an account, anything else a contact. */
export const CUSTOMER_TYPES = { account: 0, contact: 1 } as const;

export const CustomerLookupResultSchema = z.object({ id: z.number().int(), name: z.string(), type: z.number().int() });
export type CustomerLookupResult = z.infer<typeof CustomerLookupResultSchema>;
export const CustomerLookupQuerySchema = z.object({
  searchString: text()
    .trim()
    .max(200)
    .optional()
    .transform((value) => value ?? ""),
});

export const CustomerAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  billingAddress: z.object({
    street: z.string().nullable(),
    city: z.string().nullable(),
    postalCode: z.string().nullable(),
  }),
});
export type CustomerAccount = z.infer<typeof CustomerAccountSchema>;

export const CustomerContactSchema = z.object({
  id: z.number().int(),
  contact: z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
  mailingAddress: z.object({
    street: z.string().nullable(),
    city: z.string().nullable(),
    postalCode: z.string().nullable(),
  }),
});
export type CustomerContact = z.infer<typeof CustomerContactSchema>;
