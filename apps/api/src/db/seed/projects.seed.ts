import { PROJECT_STATUS_LABELS } from "@portal/contracts";
import { sql } from "drizzle-orm";
import type { Database } from "../database.js";
import {
  customerAccounts,
  customerContacts,
  projectCategories,
  projectSources,
  projectStatuses,
} from "../schema/index.js";

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
