import { z } from "zod";
import { MAX_ACTIVE_CLONES_PER_USER } from "./constants.js";
import { PagingQuerySchema, sortByOneOf } from "./paging.js";
import { UK_POSTCODE_PATTERN } from "./patterns.js";
import { databaseId, nullableText, text } from "./primitives.js";
import { ExpectedVersionSchema, RecordVersionSchema } from "./versions.js";

/** Project-area constants (spec 02 §9). */
export const PROJECTS_PAGE_SIZES = [10, 20, 30] as const;
export const PROJECTS_DEFAULT_PAGE_SIZE = 20;
export const PROJECTS_DEFAULT_SORT_BY = "referenceNumber";
export const PLOTS_PAGE_SIZES = [10, 20, 30] as const;
export const PLOTS_DEFAULT_PAGE_SIZE = 10;
export const PLOT_LIST_CALL_PAGE_SIZE = 1000;
export const NOTES_AUTOSAVE_MS = 1000;
export const ADDRESS_SAVE_DEBOUNCE_MS = 500;
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 500;
export const CUSTOMER_SEARCH_MIN_LENGTH = 3;
export const ROOF_LINK_MAX_LENGTH = 10;
export const CLONE_NAME_SUFFIX = " (Copy)";
export const DEFAULT_STATUS_LABEL = "TBD";
export const DEFAULT_SOURCE_LABEL = "Website";
/** The map opens on London until a project has coordinates (spec 02 §9). */
export const MAP_DEFAULT_CENTRE = { lat: 51.5074, long: -0.1278 } as const;

export const PROJECT_STATUS_LABELS = [
  "TBD",
  "Awaiting Info",
  "Started",
  "Cancelled",
  "Completed",
  "Rejected",
  "Won",
] as const;

export const PROJECT_MESSAGES = {
  nameRequired: "Project Name is required",
  salesLeadRequired: "Sales Lead is required",
  projectOwnerRequired: "Project Owner is required",
  sourceRequired: "Source is required",
  statusRequired: "Status is required",
  categoryRequired: "Category is required",
  receivedRequired: "Project Received date is required",
  issuedRequired: "Project Issued date is required",
  dateInvalid: "Date must be dd/mm/yyyy in the years 1900 to 2099",
  cloneNameRequired: "Name cannot be empty.",
  tooManyClones: `You already have ${MAX_ACTIVE_CLONES_PER_USER} copies in progress. Please wait for them to finish.`,
  notFound: "Project not found",
  noLocation: "Cannot create Roofing Calculations without location data. Ensure location data is set.",
  noMatchingProjects: "No matching projects",
  noProjectsFound: "No projects found",
  noPlotsFound: "No plots found",
  notesSaved: "Notes have been saved successfully!",
  postcodeRequiredForLookup: "Postcode is required to find the address.",
  postcodeInvalidForLookup: "Please provide a valid postCode.",
  addressLocked: "The site address is locked. Ask technical support to change it.",
  invalidCoordinates: "Latitude and longitude must both be set, within the United Kingdom.",
} as const;

export const LookupOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export type LookupOption = z.infer<typeof LookupOptionSchema>;

/** Staff users offered as sales persons and project owners. */
export const StaffOptionSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type StaffOption = z.infer<typeof StaffOptionSchema>;

/** Dates travel as ISO yyyy-mm-dd; the form enters them as dd/mm/yyyy (years 19xx or 20xx). */
export const ISO_DATE_PATTERN = /^(19|20)\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const UK_DATE_PATTERN = /^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/(19|20)\d{2}$/;

function isRealCalendarDate(isoDate: string): boolean {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const isoDate = text()
  .regex(ISO_DATE_PATTERN, PROJECT_MESSAGES.dateInvalid)
  .refine(isRealCalendarDate, PROJECT_MESSAGES.dateInvalid);

const optionalId = databaseId().nullish();

export const ProjectSchema = z.object({
  id: z.number().int(),
  referenceNumber: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  town: z.string().nullable(),
  postCode: z.string().nullable(),
  siteAddress: z.string(),
  lat: z.number().nullable(),
  long: z.number().nullable(),
  isAddressEditLocked: z.boolean(),
  notes: z.string().nullable(),
  customerName: z.string().nullable(),
  customerAddress1: z.string().nullable(),
  customerAddress2: z.string().nullable(),
  customerAddressTown: z.string().nullable(),
  customerAddressPostCode: z.string().nullable(),
  projectStatusId: z.number().int().nullable(),
  projectStatus: z.string().nullable(),
  projectCategoryId: z.number().int().nullable(),
  projectCategory: z.string().nullable(),
  projectSourceId: z.number().int().nullable(),
  projectSource: z.string().nullable(),
  projectOwnerId: z.number().int().nullable(),
  projectOwner: z.string().nullable(),
  salesPersonId: z.number().int().nullable(),
  salesPerson: z.string().nullable(),
  projectedStartDate: z.string().nullable(),
  projectedEndDate: z.string().nullable(),
  isUnregistered: z.boolean(),
  /**
   * Whether the members of the owner's company may open and change the project as its owner can (decisions/companies.md); always false while the owner belongs to no company.
   */
  sharedWithCompany: z.boolean(),
  /** The account the project belongs to: its id (whose the project is), and its name (or e-mail) as the list shows it. */
  ownerUserId: z.number().int().nullable(),
  ownerName: z.string().nullable(),
  dateCreated: z.string(),
  dateUpdated: z.string(),
  /** Sent back on PUT /projects; a save from an older version answers 409. */
  version: RecordVersionSchema,
});
export type Project = z.infer<typeof ProjectSchema>;

/** The list's text filters (spec 02 §3), typed into the column headers' filter row. */
export const PROJECT_TEXT_FILTERS = [
  "referenceNumber",
  "name",
  "customerName",
  "projectOwner",
  "projectCategory",
  "siteAddress",
] as const;
export type ProjectTextFilter = (typeof PROJECT_TEXT_FILTERS)[number];

export const PROJECT_SORT_FIELDS = [
  ...PROJECT_TEXT_FILTERS,
  "postCode",
  "projectStatus",
  "projectedEndDate",
  "dateCreated",
] as const;
export type ProjectSortField = (typeof PROJECT_SORT_FIELDS)[number];

const filterText = text()
  .trim()
  .max(200)
  .optional()
  .transform((value) => value || undefined);

const queryDate = z
  .union([isoDate, z.literal("")])
  .optional()
  .transform((value) => value || undefined);

/** One status id or several, as repeated query parameters. */
const statusIds = z
  .union([databaseId("Status is invalid"), z.array(databaseId("Status is invalid"))])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));

/** A tick-box filter of the list: on only when sent as true; absent or empty is off. */
const queryFlag = z
  .union([z.boolean(), z.enum(["true", "false", ""])])
  .optional()
  .transform((value) => value === true || value === "true");

/** /projects/paginated (spec 02 §3, §7): every filter, sort and page is applied in SQL. */
export const ProjectsQuerySchema = PagingQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(PROJECTS_DEFAULT_PAGE_SIZE),
  sortBy: sortByOneOf(PROJECT_SORT_FIELDS),
  ...(Object.fromEntries(PROJECT_TEXT_FILTERS.map((field) => [field, filterText])) as Record<
    ProjectTextFilter,
    typeof filterText
  >),
  from: queryDate,
  to: queryDate,
  statuses: statusIds,
  /** The same filter as sent by clients that name arrays with brackets (`statuses[]=1&statuses[]=3`). */
  "statuses[]": statusIds,
  showPubliclyCreated: queryFlag,
  /** "Shared with my company": only the projects the caller's company shares (their own shared ones included). */
  sharedWithCompany: queryFlag,
}).transform(({ "statuses[]": bracketed, ...query }) => ({ ...query, statuses: [...query.statuses, ...bracketed] }));
export type ProjectsQuery = z.infer<typeof ProjectsQuerySchema>;

export const ProjectsPageSchema = z.object({ projects: z.array(ProjectSchema), totalCount: z.number().int() });
export type ProjectsPage = z.infer<typeof ProjectsPageSchema>;

const siteFields = {
  address: nullableText(200),
  town: nullableText(100),
  postCode: nullableText(20).refine(
    (value) => value === null || UK_POSTCODE_PATTERN.test(value),
    "Postcode is invalid",
  ),
  lat: z.coerce.number().min(49).max(61).nullish(),
  long: z.coerce.number().min(-9).max(2).nullish(),
};

/**
 * The project form (spec 02 §5). Staff fields are optional here because the server applies the spec's
 * defaults on submit (status TBD, source Website, owner and sales lead = the current user); the staff form
 * itself marks them required with the messages below.
 */
export const ProjectInputSchema = z.object({
  name: text({ error: PROJECT_MESSAGES.nameRequired }).trim().min(1, PROJECT_MESSAGES.nameRequired).max(200),
  ...siteFields,
  isAddressEditLocked: z.boolean().optional(),
  /** Left out: a new project is shared when its owner belongs to a company; a saved one keeps its setting. */
  sharedWithCompany: z.boolean().optional(),
  notes: text().max(20_000).nullish(),
  customerName: nullableText(200),
  customerAddress1: nullableText(200),
  customerAddress2: nullableText(200),
  customerAddressTown: nullableText(100),
  customerAddressPostCode: nullableText(10),
  projectStatusId: optionalId,
  projectCategoryId: optionalId,
  projectSourceId: optionalId,
  projectOwnerId: optionalId,
  salesPersonId: optionalId,
  projectedStartDate: isoDate.nullish(),
  projectedEndDate: isoDate.nullish(),
});
export type ProjectInput = z.input<typeof ProjectInputSchema>;

/** PUT /projects carries the full project, its id and the version it was edited from included. */
export const UpdateProjectSchema = ProjectInputSchema.extend({
  id: databaseId(),
  version: ExpectedVersionSchema,
});
export type UpdateProject = z.infer<typeof UpdateProjectSchema>;

/** Clone and rename dialogs (spec 02 §5). */
export const NameSchema = z.object({
  name: text({ error: PROJECT_MESSAGES.cloneNameRequired }).trim().min(1, PROJECT_MESSAGES.cloneNameRequired).max(200),
});
/**
 * POST /projects/{id}/clone: the project form in clone mode (spec 02 §5), with the coordinates (spec 02 §7).
 * Every field but the name may be left out, and the copy then keeps the source's value.
 */
export const CloneProjectSchema = ProjectInputSchema.partial().extend(NameSchema.shape);
export type CloneProject = z.input<typeof CloneProjectSchema>;

/** dd/MM/yyyy as the form takes it (years 19xx or 20xx) → yyyy-MM-dd, or null when it is not a real day. */
export function ukDateToIso(text: string): string | null {
  const trimmed = text.trim();
  if (!UK_DATE_PATTERN.test(trimmed)) return null;
  const [day, month, year] = trimmed.split("/");
  const iso = `${year}-${month}-${day}`;
  return isRealCalendarDate(iso) ? iso : null;
}

/** The project form's values as typed (spec 02 §5): text as entered, lookups as an id or null, dates dd/MM/yyyy. */
const projectFormValues = z.object({
  name: ProjectInputSchema.shape.name,
  customerName: z.string(),
  customerAddress1: z.string(),
  customerAddress2: z.string(),
  customerAddressTown: z.string(),
  customerAddressPostCode: z.string(),
  salesPersonId: z.number().int().nullable(),
  projectOwnerId: z.number().int().nullable(),
  projectSourceId: z.number().int().nullable(),
  projectStatusId: z.number().int().nullable(),
  projectCategoryId: z.number().int().nullable(),
  projectedStartDate: z.string(),
  projectedEndDate: z.string(),
});
export type ProjectFormValues = z.input<typeof projectFormValues>;

const requiredLookup = (message: string) =>
  z
    .number()
    .int()
    .nullable()
    .refine((value) => value !== null && value > 0, message);

const requiredUkDate = (requiredMessage: string) =>
  z
    .string()
    .trim()
    .min(1, { message: requiredMessage, abort: true })
    .regex(UK_DATE_PATTERN, { message: PROJECT_MESSAGES.dateInvalid, abort: true })
    .refine((value) => ukDateToIso(value) !== null, PROJECT_MESSAGES.dateInvalid);

/** Staff fill in every staff field and both dates, with the spec's messages (spec 02 §5). */
const staffProjectFormValues = projectFormValues.extend({
  salesPersonId: requiredLookup(PROJECT_MESSAGES.salesLeadRequired),
  projectOwnerId: requiredLookup(PROJECT_MESSAGES.projectOwnerRequired),
  projectSourceId: requiredLookup(PROJECT_MESSAGES.sourceRequired),
  projectStatusId: requiredLookup(PROJECT_MESSAGES.statusRequired),
  projectCategoryId: requiredLookup(PROJECT_MESSAGES.categoryRequired),
  projectedStartDate: requiredUkDate(PROJECT_MESSAGES.receivedRequired),
  projectedEndDate: requiredUkDate(PROJECT_MESSAGES.issuedRequired),
});

/**
 * The last stage of the project form: the API's own schema, its issues reported on the same field names. Only
 * the form's fields come out, so a save laid over the stored project leaves the site address as it was.
 */
function checkedAsApiInput(values: ProjectInput, context: z.RefinementCtx): ProjectInput {
  const checked = ProjectInputSchema.safeParse(values);
  if (checked.success) {
    const formFields = new Set(Object.keys(values));
    // The API's output for the form's own fields: the same fields the form put in, each a valid input value.
    return Object.fromEntries(Object.entries(checked.data).filter(([field]) => formFields.has(field))) as ProjectInput;
  }
  for (const issue of checked.error.issues)
    context.addIssue({ code: "custom", path: issue.path, message: issue.message });
  return z.NEVER;
}

/**
 * The project form (add, edit, clone) for its caller, ending in the very schema the API validates with: the
 * values the form shows are checked, turned into the API's fields (dates to ISO; ASM and public users send no
 * staff fields) and then checked by ProjectInputSchema, whose messages land on the same field names. A clone's
 * name says 'Name cannot be empty.' as the other clone dialogs do.
 */
export function projectFormSchema(options: { staff: boolean; clone?: boolean }) {
  const name = options.clone ? NameSchema.shape.name : ProjectInputSchema.shape.name;
  if (!options.staff) {
    return projectFormValues
      .extend({ name })
      .transform(
        ({
          salesPersonId: _salesPerson,
          projectOwnerId: _owner,
          projectSourceId: _source,
          projectStatusId: _status,
          projectCategoryId: _category,
          projectedStartDate: _received,
          projectedEndDate: _issued,
          ...values
        }) => values,
      )
      .transform(checkedAsApiInput);
  }
  return staffProjectFormValues
    .extend({ name })
    .transform((values) => ({
      ...values,
      projectedStartDate: ukDateToIso(values.projectedStartDate),
      projectedEndDate: ukDateToIso(values.projectedEndDate),
    }))
    .transform(checkedAsApiInput);
}

export const AcceptedSchema = z.object({ message: z.string() });
/**
 * The 202 of a clone request: the request's id, which the clone's realtime event carries back as CloneRequestId,
 * so a page waits for its own copy when the same user clones from two browsers at once.
 */
export const CloneAcceptedSchema = z.object({ message: z.string(), cloneRequestId: z.number().int() });
export type CloneAccepted = z.infer<typeof CloneAcceptedSchema>;
export const CreatedIdSchema = z.object({ id: z.number().int() });
