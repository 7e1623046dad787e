import type { CompanyAuditAction, CompanyRole } from "@portal/contracts";
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { projects } from "./projects.js";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** A roofing firm in the portal (decisions/companies.md "Companies"). Its members share the projects marked as shared. */
export const companies = pgTable("companies", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  createdAt: createdAt(),
  createdByUserId: integer("created_by_user_id")
    .notNull()
    .references(() => users.id),
});

/**
 * Who belongs to which company: a user to one at most (the primary key), and each company has exactly one Owner
 * while it has members (the partial unique index holds at most one; the service never leaves it without one).
 */
export const companyMembers = pgTable(
  "company_members",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    role: text("role").$type<CompanyRole>().notNull(),
    joinedAt: createdAt(),
  },
  (table) => [
    index("company_members_company_idx").on(table.companyId),
    uniqueIndex("company_members_one_owner").on(table.companyId).where(sql`${table.role} = 'Owner'`),
  ],
);

/**
 * Pending invitations: only the token's hash is kept; accepting or withdrawing one ends it (`endedAt`), and an
 * address has at most one pending invitation per company (inviting it again replaces the old one).
 */
export const companyInvitations = pgTable(
  "company_invitations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedByUserId: integer("invited_by_user_id")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("company_invitations_pending_email")
      .on(table.companyId, sql`lower(${table.email})`)
      .where(sql`${table.endedAt} is null`),
  ],
);

/**
 * What happened in a company, for its Owner: append-only (a trigger refuses updates and deletes). Names and
 * e-mails are copied in, so an entry reads the same after the people in it change or leave.
 */
export const companyAudit = pgTable(
  "company_audit",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    action: text("action").$type<CompanyAuditAction>().notNull(),
    actorUserId: integer("actor_user_id")
      .notNull()
      .references(() => users.id),
    actor: text("actor").notNull(),
    subject: text("subject"),
    subjectUserId: integer("subject_user_id").references(() => users.id),
    projectId: integer("project_id").references(() => projects.id),
    shared: boolean("shared"),
    createdAt: createdAt(),
  },
  (table) => [index("company_audit_company_idx").on(table.companyId, table.id)],
);
