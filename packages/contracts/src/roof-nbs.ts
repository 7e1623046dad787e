/**
 * The roof's NBS clauses (spec 03 §2.1 NBS panel, §3.2 "Roof NBS details update: roofId, nbsClauseIds", §7.2
 * the roof NBS calls). The server works out which clauses apply, and fills in their text, from the roof's stored
 * tile, colour, products and systems; the user only ticks the optional ones, saved with the version they were
 * read at.
 */
import { z } from "zod";
import { databaseId } from "./primitives.js";
import { ExpectedVersionSchema, RecordVersionSchema } from "./versions.js";

/** More optional clauses than a work section holds is not a real selection. */
export const MAX_SELECTED_NBS_CLAUSES = 500;

export const ROOF_NBS_MESSAGES = {
  roofIdRequired: "RoofId is required",
  clauseIdInvalid: "Clause id is invalid",
  tooManyClauses: `At most ${MAX_SELECTED_NBS_CLAUSES} clauses can be selected`,
  duplicateClause: "A clause is selected more than once",
  /** A clause id that is not one of the roof's optional clauses (required, of another work section, unknown). */
  notOptionalClause: (id: number) => `Clause ${id} is not an optional clause of this roof`,
  /** Spec 03 §6: the clause checkboxes are enabled only when authenticated. */
  signInToSelect: "Sign in to choose the roof's optional NBS clauses",
  /**
   * What the roof's NBS document waits for (docs/decisions/nbs-clauses.md "NBS Clauses page and overrides"): the choices whose
   * values its printed clauses still lack, in the user's words (nbsChoiceName). The roof's NBS panel shows it and
   * the API refuses the document's generation with it.
   */
  documentNeeds: (needs: readonly string[]) => `The NBS specification needs: ${needs.join(", ")}.`,
  /** The same for a plot's or a project's document: each roof with what it lacks. */
  documentNeedsOfRoofs: (roofs: readonly { roofName: string; needs: readonly string[] }[]) =>
    `The NBS specification needs: ${roofs.map((roof) => `${roof.needs.join(", ")} (${roof.roofName})`).join("; ")}.`,
} as const;

/**
 * The choice a clause placeholder stands for, in the user's words, by its dotted name (or the name's first part).
 * A value marked "calculate the roof" comes from the roof's calculation; one marked "catalogue" from the
 * catalogue's product, which staff complete.
 */
const NBS_CHOICE_WORDS: Readonly<Record<string, string>> = {
  "roof.pitch": "the roof pitch",
  "roof.rafterCentres": "the rafter centres",
  "roof.headlap": "the headlap (calculate the roof)",
  "fixing.specification": "the fixing specification (calculate the roof)",
  "tile.colour": "the tile colour",
  "tile.size": "the tile's length and width (catalogue)",
  "tile.minimumHeadlap": "the tile's minimum headlap (catalogue)",
  "tile.manufacturer": "the tile's manufacturer (catalogue)",
  tile: "the tile",
  underlay: "the underlay",
  counterBatten: "the counter batten",
  batten: "the batten size (calculate the roof)",
  battenNail: "the batten nails (catalogue)",
  tileNail: "the tile nail (catalogue)",
  tileClip: "the tile clip (catalogue)",
};

/**
 * The choice an unfilled placeholder of a printed clause stands for: `placeholder` is its dotted name
 * ("underlay.name"), `clause` the clause it is in. A system's or product's placeholder names the clause, whose
 * system or product it is ("the product of H65/840 Ventilator tiles"); a name nobody gave words to is named as
 * written, with its clause.
 */
export function nbsChoiceName(placeholder: string, clause: { code: string; subHeading: string | null }): string {
  const label = clause.subHeading === null ? clause.code : `${clause.code} ${clause.subHeading}`;
  const [first = placeholder] = placeholder.split(".");
  if (first === "system") return `the system of ${label}`;
  if (first === "product") return `the product of ${label}`;
  return NBS_CHOICE_WORDS[placeholder] ?? NBS_CHOICE_WORDS[first] ?? `a value for {${placeholder}} in ${label}`;
}

/** A roof named in the address (`/{roofId}`) or in the query (`?roofId=`). */
export const RoofIdParamsSchema = z.object({ roofId: databaseId(ROOF_NBS_MESSAGES.roofIdRequired) });
/** @alias The same shape read from the query string. */
export const RoofIdQuerySchema = RoofIdParamsSchema;

/** One clause as it applies to the roof, its text filled in. */
export const RoofNbsClauseSchema = z.object({
  id: z.number().int(),
  nbsHeaderId: z.number().int(),
  /** The work section's number, e.g. "H65". */
  headerNumber: z.string(),
  /** The clause number within the work section (its sort order), e.g. 240. */
  number: z.number().int(),
  subHeading: z.string().nullable(),
  text: z.string(),
  selection: z.enum(["required", "optional"]),
  /** Required clauses are always included; an optional one when the user ticked it. */
  isSelected: z.boolean(),
  /** Placeholders of the text the roof gives no value for yet, as written (e.g. "counterBatten"). */
  missingPlaceholders: z.array(z.string()),
  /**
   * The product lines of the product the clause names ("Manufacturer: …", "Product reference: …",
   * "Colour/finish: …", "Fixing: …"), only those the catalogue gives a value for; empty when it names none.
   */
  productLines: z.array(z.string()),
});
export type RoofNbsClause = z.infer<typeof RoofNbsClauseSchema>;

export const RoofNbsHeaderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  text: z.string(),
  requiredClauses: z.array(RoofNbsClauseSchema),
  optionalClauses: z.array(RoofNbsClauseSchema),
});
export type RoofNbsHeader = z.infer<typeof RoofNbsHeaderSchema>;

/** GET /nbs-clauses/roof/{roofId} and POST /nbs-clauses/calculate-clauses/roof/{roofId}. */
export const RoofNbsClausesSchema = z.object({
  roofId: z.number().int(),
  /** True while the roof has no tile: the NBS panel asks the user to complete the earlier sections first. */
  earlierSectionsIncomplete: z.boolean(),
  /** The work section of the roof's covering, e.g. "H65"; null while incomplete. */
  workSection: z.string().nullable(),
  headers: z.array(RoofNbsHeaderSchema),
  /** The form's fields (spec 03 §3.2): ids of the required, optional and ticked optional clauses that apply. */
  nbsRequiredClauses: z.array(z.number().int()),
  nbsOptionalClauses: z.array(z.number().int()),
  nbsSelectedOptionalClauses: z.array(z.number().int()),
  /**
   * The choices the roof's NBS document still needs (nbsChoiceName's words): its printed clauses' unfilled
   * placeholders. The document can be generated only when this is empty (ROOF_NBS_MESSAGES.documentNeeds).
   */
  documentNeeds: z.array(z.string()),
  /** The version of the roof's selection, to send back with PUT /roof-nbs-details. */
  version: RecordVersionSchema,
});
export type RoofNbsClauses = z.infer<typeof RoofNbsClausesSchema>;

/** The answer while the roof has no tile: no clauses to choose from, and the earlier sections marked incomplete. */
export function roofNbsClausesIncomplete(roofId: number, version: number): RoofNbsClauses {
  return {
    roofId,
    earlierSectionsIncomplete: true,
    workSection: null,
    headers: [],
    nbsRequiredClauses: [],
    nbsOptionalClauses: [],
    nbsSelectedOptionalClauses: [],
    documentNeeds: [],
    version,
  };
}

/** GET /nbs-clauses/user/roof/{roofId} and the answer of PUT /roof-nbs-details: what the user ticked. */
export const RoofNbsDetailsSchema = z.object({
  roofId: z.number().int(),
  nbsClauseIds: z.array(z.number().int()),
  version: RecordVersionSchema,
});
export type RoofNbsDetails = z.infer<typeof RoofNbsDetailsSchema>;

/** PUT /roof-nbs-details (spec 03 §3.2): the whole selection of optional clauses. */
export const RoofNbsDetailsInputSchema = z.object({
  roofId: databaseId(ROOF_NBS_MESSAGES.roofIdRequired),
  nbsClauseIds: z
    .array(databaseId(ROOF_NBS_MESSAGES.clauseIdInvalid))
    .max(MAX_SELECTED_NBS_CLAUSES, ROOF_NBS_MESSAGES.tooManyClauses)
    .refine((ids) => new Set(ids).size === ids.length, ROOF_NBS_MESSAGES.duplicateClause),
  version: ExpectedVersionSchema,
});
export type RoofNbsDetailsInput = z.output<typeof RoofNbsDetailsInputSchema>;

/**
 * POST /nbs-clauses/calculate-clauses/roof/{roofId}. With pruneSelection the stored selection also drops the
 * ticked clauses that no longer apply to the roof (after its tile or systems changed).
 */
export const CalculateNbsClausesSchema = z.object({ pruneSelection: z.boolean().default(false) });
export type CalculateNbsClauses = z.output<typeof CalculateNbsClausesSchema>;
