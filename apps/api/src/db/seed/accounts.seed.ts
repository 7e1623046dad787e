import { ROLE_IDS, ROLES, type RoleName } from "@portal/contracts";
import { sql } from "drizzle-orm";
import { generatePassword, hashPassword } from "../../lib/passwords.js";
import type { Database } from "../database.js";
import { industryTypes, roles, users } from "../schema/index.js";

/** The industries a registering user chooses from; ids are stable because profiles store them. */
export const INDUSTRY_TYPES = [
  { id: 1, name: "Roofing Contractor" },
  { id: 2, name: "Builders Merchant" },
  { id: 3, name: "Architect" },
  { id: 4, name: "Specifier / Consultant" },
  { id: 5, name: "House Builder / Developer" },
  { id: 6, name: "General Builder" },
  { id: 7, name: "Homeowner" },
  { id: 8, name: "Solar Installer" },
  { id: 9, name: "Other" },
] as const;

/** Documented in the README; only seeded when SEED_DEMO is on. */
export const DEMO_USERS: Array<{
  email: string;
  password: string;
  role: RoleName;
  firstName: string;
  lastName: string;
  company: string;
  jobTitle: string;
}> = [
  {
    email: "tas@example.com",
    password: "TechnicalSupport#2026",
    role: ROLES.tasUser,
    firstName: "Tamsin",
    lastName: "Ashworth",
    company: "Roofing Portal Technical Advisory Service",
    jobTitle: "Technical Advisor",
  },
  {
    email: "roofer@example.com",
    password: "RooferDemo#2026",
    role: ROLES.user,
    firstName: "Rhys",
    lastName: "Pritchard",
    company: "Pritchard Roofing Ltd",
    jobTitle: "Director",
  },
];

type SeedLog = (message: string) => void;

async function seedUser(
  db: Database,
  values: {
    email: string;
    password: string;
    role: RoleName;
    firstName: string;
    lastName: string;
    company?: string;
    jobTitle?: string;
  },
): Promise<boolean> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${values.email}) and ${users.deletedAt} is null`);
  if (existing) return false;
  const now = new Date();
  await db.insert(users).values({
    email: values.email,
    passwordHash: await hashPassword(values.password),
    roleId: ROLE_IDS[values.role],
    firstName: values.firstName,
    lastName: values.lastName,
    company: values.company ?? null,
    jobTitle: values.jobTitle ?? null,
    addressLine1: "1 Example Street",
    town: "Reading",
    postCode: "RG1 1AA",
    phoneNumber: "0118 496 0000",
    industryType: 1,
    hasAcceptedTermsAndConditions: true,
    emailConfirmedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  return true;
}

/** Idempotent: inserts what is missing and never overwrites what exists (an administrator may have edited it). */
export async function seedAccounts(
  db: Database,
  options: { adminEmail: string; adminPassword: string | undefined; demo: boolean; log: SeedLog },
): Promise<void> {
  await db
    .insert(roles)
    .values(Object.values(ROLES).map((name) => ({ id: ROLE_IDS[name], name })))
    .onConflictDoNothing();
  await db
    .insert(industryTypes)
    .values(INDUSTRY_TYPES.map((type, index) => ({ ...type, sortOrder: index })))
    .onConflictDoNothing();

  const adminPassword = options.adminPassword ?? generatePassword();
  const adminCreated = await seedUser(db, {
    email: options.adminEmail,
    password: adminPassword,
    role: ROLES.administrator,
    firstName: "Portal",
    lastName: "Administrator",
    jobTitle: "Administrator",
  });
  if (adminCreated && !options.adminPassword) {
    // Printed once, at the first start, so the first administrator can sign in; it is stored only as a hash.
    options.log(`First administrator created: ${options.adminEmail} / ${adminPassword} (change it after signing in)`);
  }
  if (options.demo) {
    for (const demoUser of DEMO_USERS) await seedUser(db, demoUser);
  }
}
