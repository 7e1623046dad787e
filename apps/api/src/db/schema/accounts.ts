import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** The five role strings, with stable ids (seeded). */
export const roles = pgTable("roles", {
  id: integer("id").primaryKey(),
  name: text("name").notNull().unique(),
});

export const industryTypes = pgTable("industry_types", {
  id: integer("id").primaryKey(),
  name: text("name").notNull().unique(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id),
    firstName: text("first_name"),
    lastName: text("last_name"),
    addressLine1: text("address_line1"),
    addressLine2: text("address_line2"),
    town: text("town"),
    postCode: text("post_code"),
    phoneNumber: text("phone_number"),
    jobTitle: text("job_title"),
    company: text("company"),
    industryType: integer("industry_type").notNull().default(0),
    acceptMarketingByEmail: boolean("accept_marketing_by_email").notNull().default(false),
    acceptMarketingByPost: boolean("accept_marketing_by_post").notNull().default(false),
    acceptOptInToThirdParties: boolean("accept_opt_in_to_third_parties").notNull().default(false),
    hasAcceptedTermsAndConditions: boolean("has_accepted_terms_and_conditions").notNull().default(false),
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
    failedLoginCount: integer("failed_login_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdByUserId: integer("created_by_user_id"),
    updatedByUserId: integer("updated_by_user_id"),
    /**
     * A registration that took over an Anonymous user's e-mail names that user here; confirming the e-mail moves the
     * anonymous user's projects to this account and clears it (decisions/visitor-sessions.md "Visitor sessions").
     */
    adoptsAnonymousUserId: integer("adopts_anonymous_user_id").references((): AnyPgColumn => users.id),
    /** Deleted users keep their row so the projects they own stay attributable. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("users_email_active_unique").on(sql`lower(${table.email})`).where(sql`${table.deletedAt} is null`),
    index("users_role_idx").on(table.roleId),
    index("users_name_idx").on(sql`lower(${table.firstName})`, sql`lower(${table.lastName})`),
  ],
);
export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** One signed-in device. Signing out ends its session; access tokens name their session, so they end with it. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedReason: text("revoked_reason"),
    /**
     * A wizard visitor's name as typed with the e-mail that opened the session ("First Last"): the sessions of one
     * e-mail are often different people, so the name belongs to the session, not to the Anonymous user. Documents
     * the session asks for say who requested them by it.
     */
    visitorName: text("visitor_name"),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

/** Refresh tokens rotate on every use; only a hash is stored. A spent token used again revokes its session. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => sessions.id),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("refresh_tokens_session_idx").on(table.sessionId)],
);

/**
 * "complete-registration" is the set-password link mailed when someone registers with a wizard visitor's e-mail:
 * whoever follows it proves the mailbox and chooses the password in the same step (decisions/visitor-sessions.md "Visitor
 * sessions").
 */
export const ONE_TIME_CODE_PURPOSES = ["confirm-email", "reset-password", "complete-registration"] as const;
export type OneTimeCodePurpose = (typeof ONE_TIME_CODE_PURPOSES)[number];

/**
 * Codes mailed for e-mail verification, password reset and completing a visitor's registration; only a hash is
 * stored, each used once. A completing code carries the registration's details (never a password) in `details`.
 */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    purpose: text("purpose").$type<OneTimeCodePurpose>().notNull(),
    codeHash: text("code_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    details: jsonb("details"),
    createdAt: createdAt(),
  },
  (table) => [index("one_time_codes_user_idx").on(table.userId, table.purpose)],
);
