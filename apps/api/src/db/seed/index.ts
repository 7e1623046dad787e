import type { AppConfig } from "../../env.js";
import type { Database } from "../database.js";
import { seedAccounts } from "./accounts.seed.js";
import { seedCatalogue } from "./catalogue/seed.js";
import { seedProjectLookups } from "./projects.seed.js";

/** Everything a fresh install needs; safe to run at every start. */
export async function seedDatabase(db: Database, config: AppConfig, log: (message: string) => void): Promise<void> {
  await seedAccounts(db, {
    adminEmail: config.seed.adminEmail,
    adminPassword: config.seed.adminPassword,
    demo: config.seed.demo,
    log,
  });
  await seedProjectLookups(db, { demo: config.seed.demo });
  await seedCatalogue(db, log);
}
