import { type AnyColumn, sql } from "drizzle-orm";
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { sessions, users } from "./accounts.js";

/** Who created and last changed a row, and when (the audit every project-area table carries). */
/**
 * Projects, plots and roofs are soft-deleted the same way: `deleted_at` is set, the row stays for the record
 * (documents and clones stay attributable), and every list and lookup reads only rows without it.
 */
const softDelete = () => ({ deletedAt: timestamp("deleted_at", { withTimezone: true }) });

export const audit = () => ({
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  createdByUserId: integer("created_by_user_id").references(() => users.id),
  updatedByUserId: integer("updated_by_user_id").references(() => users.id),
});

/**
 * The optimistic-concurrency token of a record users edit: each read returns it, each update must send it back
 * and moves it on by one in the same UPDATE, so a save made from a stale copy matches no row (409).
 */
export const version = () => ({ version: integer("version").notNull().default(1) });

const lookupTable = (name: string) =>
  pgTable(name, {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull().unique(),
    sortOrder: integer("sort_order").notNull().default(0),
  });

export const projectStatuses = lookupTable("project_statuses");
export const projectCategories = lookupTable("project_categories");
export const projectSources = lookupTable("project_sources");

/** Customer accounts (companies) with a billing address. */
export const customerAccounts = pgTable(
  "customer_accounts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    billingStreet: text("billing_street"),
    billingCity: text("billing_city"),
    billingPostalCode: text("billing_postal_code"),
    ...audit(),
  },
  (table) => [index("customer_accounts_name_idx").on(sql`lower(${table.name})`)],
);

/** Customer contacts (people), optionally of an account, with a mailing address. */
export const customerContacts = pgTable(
  "customer_contacts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer("account_id").references(() => customerAccounts.id),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    mailingStreet: text("mailing_street"),
    mailingCity: text("mailing_city"),
    mailingPostalCode: text("mailing_postal_code"),
    ...audit(),
  },
  (table) => [index("customer_contacts_name_idx").on(sql`lower(${table.name})`)],
);

/**
 * The site address as one searchable text. Built with || (immutable) rather than concat_ws (stable) so it can be
 * indexed; the list's site-address filter uses exactly this expression.
 */
export function siteAddressSearchText(table: { address: AnyColumn; town: AnyColumn; postCode: AnyColumn }) {
  return sql`coalesce(${table.address}, '') || ', ' || coalesce(${table.town}, '') || ', ' || coalesce(${table.postCode}, '')`;
}

/** Feeds the readable, unique project reference numbers (formatted by the service). */
export const projectReferenceSequence = pgSequence("project_reference_seq", { startWith: 1000 });

export const projects = pgTable(
  "projects",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    referenceNumber: text("reference_number").notNull().unique(),
    name: text("name").notNull(),
    address: text("address"),
    town: text("town"),
    postCode: text("post_code"),
    lat: doublePrecision("lat"),
    long: doublePrecision("long"),
    isAddressEditLocked: boolean("is_address_edit_locked").notNull().default(false),
    notes: text("notes"),
    customerName: text("customer_name"),
    customerAddress1: text("customer_address1"),
    customerAddress2: text("customer_address2"),
    customerAddressTown: text("customer_address_town"),
    customerAddressPostCode: text("customer_address_post_code"),
    projectStatusId: integer("project_status_id").references(() => projectStatuses.id),
    projectCategoryId: integer("project_category_id").references(() => projectCategories.id),
    projectSourceId: integer("project_source_id").references(() => projectSources.id),
    projectOwnerId: integer("project_owner_id").references(() => users.id),
    salesPersonId: integer("sales_person_id").references(() => users.id),
    projectedStartDate: date("projected_start_date", { mode: "string" }),
    projectedEndDate: date("projected_end_date", { mode: "string" }),
    /** The account the project belongs to: its creator, or the registered user who adopted an anonymous session's project. */
    accountUserId: integer("account_user_id").references(() => users.id),
    /** Created through the public wizard by a visitor who has not registered yet ("unregistered projects"). */
    isUnregistered: boolean("is_unregistered").notNull().default(false),
    /**
     * The anonymous session that created the project: an Anonymous caller reaches only its own session's projects,
     * so a second session opened with the same e-mail sees none of them. Cleared when a registration adopts it.
     */
    anonymousSessionId: uuid("anonymous_session_id").references(() => sessions.id),
    /**
     * The members of the account's company may open and change the project as the account can
     * (decisions/companies.md "Companies"). Only counts while the account belongs to a company.
     */
    sharedWithCompany: boolean("shared_with_company").notNull().default(false),
    ...version(),
    ...audit(),
    ...softDelete(),
  },
  (table) => [
    index("projects_account_user_idx").on(table.accountUserId),
    index("projects_reference_idx").on(table.referenceNumber),
    index("projects_name_idx").on(sql`lower(${table.name})`),
    index("projects_created_at_idx").on(table.createdAt),
    index("projects_status_idx").on(table.projectStatusId),
    index("projects_owner_idx").on(table.projectOwnerId),
    index("projects_sales_person_idx").on(table.salesPersonId),
    index("projects_category_idx").on(table.projectCategoryId),
    index("projects_issued_idx").on(table.projectedEndDate),
    // The list's sorts on a column of projects alone read the first page from an index instead of sorting every
    // visible project (100,000 on a large install); the expression is the list's own sort key.
    index("projects_customer_name_sort_idx").on(sql`lower(coalesce(${table.customerName}, ''))`),
    index("projects_post_code_idx").on(table.postCode),
    // Trigram indexes serve the list's "contains" filters (ILIKE '%text%') on a large table.
    index("projects_name_trgm_idx").using("gin", sql`${table.name} gin_trgm_ops`),
    index("projects_customer_name_trgm_idx").using("gin", sql`${table.customerName} gin_trgm_ops`),
    index("projects_reference_trgm_idx").using("gin", sql`${table.referenceNumber} gin_trgm_ops`),
    index("projects_site_address_trgm_idx").using("gin", sql`(${siteAddressSearchText(table)}) gin_trgm_ops`),
  ],
);
export type ProjectRow = typeof projects.$inferSelect;
export type NewProjectRow = typeof projects.$inferInsert;

export const plots = pgTable(
  "plots",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id),
    name: text("name").notNull(),
    ...version(),
    ...audit(),
    ...softDelete(),
  },
  (table) => [index("plots_project_idx").on(table.projectId)],
);
export type PlotRow = typeof plots.$inferSelect;

export const roofs = pgTable(
  "roofs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    plotId: integer("plot_id")
      .notNull()
      .references(() => plots.id),
    name: text("name").notNull(),
    ...version(),
    ...audit(),
    ...softDelete(),
  },
  (table) => [index("roofs_plot_idx").on(table.plotId)],
);
export type RoofRow = typeof roofs.$inferSelect;

/** Files uploaded to a project; the bytes live in storage under storageKey, uploaded through a signed link. */
export const projectFiles = pgTable(
  "project_files",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id),
    fileName: text("file_name").notNull(),
    fileType: text("file_type").notNull(),
    storageKey: text("storage_key").notNull().unique(),
    sizeBytes: integer("size_bytes"),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }),
    ...audit(),
  },
  (table) => [index("project_files_project_idx").on(table.projectId)],
);
export type ProjectFileRow = typeof projectFiles.$inferSelect;
export type NewProjectFileRow = typeof projectFiles.$inferInsert;
