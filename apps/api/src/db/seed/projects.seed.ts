import { PROJECT_STATUS_LABELS } from "@portal/contracts";
import { sql } from "drizzle-orm";
import { insertProject } from "../../modules/projects/projects.repository.js";
import type { Database } from "../database.js";
import {
  customerAccounts,
  customerContacts,
  plots,
  projectCategories,
  projectSources,
  projectStatuses,
  projects,
  roofs,
  users,
} from "../schema/index.js";
import { DEMO_USERS } from "./accounts.seed.js";

/** The spec's status labels, in its order (spec 02 §4). */
const STATUSES = PROJECT_STATUS_LABELS.map((name, index) => ({ name, sortOrder: index }));
const CATEGORIES = ["New Build", "Re-roof", "Refurbishment", "Extension", "Commercial", "Heritage"].map(
  (name, index) => ({
    name,
    sortOrder: index,
  }),
);
/** 'Website' is the default source on submit (spec 02 §5). */
const SOURCES = ["Website", "Telephone", "Email", "Merchant", "Specifier", "Trade Event"].map((name, index) => ({
  name,
  sortOrder: index,
}));

/** Fictional demo customers: accounts with billing addresses, contacts with mailing addresses. */
const DEMO_ACCOUNTS = [
  {
    name: "Northern Roofing Supplies Ltd",
    billingStreet: "Unit 4, Calder Park",
    billingCity: "Wakefield",
    billingPostalCode: "WF4 3FL",
  },
  {
    name: "Severn Valley Builders",
    billingStreet: "18 Quay Street",
    billingCity: "Gloucester",
    billingPostalCode: "GL1 2LG",
  },
  {
    name: "Thames Estuary Homes",
    billingStreet: "2 Riverside Way",
    billingCity: "Southend-on-Sea",
    billingPostalCode: "SS1 1EE",
  },
];
const DEMO_CONTACTS = [
  {
    name: "Megan Howells",
    email: "megan.howells@example.com",
    mailingStreet: "7 Chapel Row",
    mailingCity: "Brecon",
    mailingPostalCode: "LD3 7AB",
  },
  {
    name: "Callum Reid",
    email: "callum.reid@example.com",
    mailingStreet: "21 Harbour Road",
    mailingCity: "Whitby",
    mailingPostalCode: "YO21 1DE",
  },
];

/** Idempotent: inserts lookups by name when missing; demo customers only into an empty customer table. */
export async function seedProjectLookups(db: Database, options: { demo: boolean }) {
  await db.insert(projectStatuses).values(STATUSES).onConflictDoNothing();
  await db.insert(projectCategories).values(CATEGORIES).onConflictDoNothing();
  await db.insert(projectSources).values(SOURCES).onConflictDoNothing();
  if (!options.demo) return;
  await seedSampleProject(db);
  const [existing] = await db.select({ total: sql<number>`count(*)::int` }).from(customerAccounts);
  if ((existing?.total ?? 0) > 0) return;
  const accounts = await db.insert(customerAccounts).values(DEMO_ACCOUNTS).returning({ id: customerAccounts.id });
  await db.insert(customerContacts).values(
    DEMO_CONTACTS.map((contact, index) => ({
      ...contact,
      accountId: index === 0 ? (accounts[0]?.id ?? null) : null,
    })),
  );
}

/** A located sample project with a plot and a roof for the demo public user, so a first visit has something to open. */
async function seedSampleProject(db: Database) {
  const demoUser = DEMO_USERS.find((user) => user.role === "User");
  if (!demoUser) return;
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${demoUser.email}) and ${users.deletedAt} is null`);
  if (!owner) return;
  const [existing] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(projects)
    .where(sql`${projects.accountUserId} = ${owner.id}`);
  if ((existing?.total ?? 0) > 0) return;
  const now = new Date();
  const audit = { createdAt: now, updatedAt: now, createdByUserId: owner.id, updatedByUserId: owner.id };
  const project = await insertProject(db, {
    name: "Sample: Orchard Close",
    address: "Orchard Close",
    town: "Exeter",
    postCode: "EX1 1AA",
    lat: 50.7236,
    long: -3.5275,
    customerName: "Pritchard Roofing Ltd",
    accountUserId: owner.id,
    ...audit,
  });
  const [plot] = await db
    .insert(plots)
    .values({ projectId: project.id, name: "Plot 1", ...audit })
    .returning({ id: plots.id });
  if (plot) await db.insert(roofs).values({ plotId: plot.id, name: "Main Roof", ...audit });
}
