import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testConfig } from "../../../test/build-app.js";
import { openTestDatabase } from "../../../test/test-database.js";
import { customerAccounts, plots, projects, roofs } from "../schema/index.js";
import { seedDatabase } from "./index.js";

describe("demo seed", () => {
  it("gives the demo public user one located sample project with a plot and a roof, once", async () => {
    const database = await openTestDatabase();
    try {
      const config = testConfig({
        seed: { adminEmail: "admin@example.com", adminPassword: "Admin-password-12", demo: true },
      });
      await seedDatabase(database.db, config, () => {});
      await seedDatabase(database.db, config, () => {});
      const sample = await database.db.select().from(projects);
      expect(sample).toHaveLength(1);
      expect(sample[0]).toMatchObject({ name: "Sample: Orchard Close", postCode: "EX1 1AA", isUnregistered: false });
      expect(sample[0]?.lat).not.toBeNull();
      const [plotCount] = await database.db
        .select({ total: count() })
        .from(plots)
        .where(eq(plots.projectId, sample[0]?.id ?? 0));
      expect(plotCount?.total).toBe(1);
      const [roofCount] = await database.db.select({ total: count() }).from(roofs);
      expect(roofCount?.total).toBe(1);
      const [customers] = await database.db.select({ total: count() }).from(customerAccounts);
      expect(customers?.total).toBe(3);
    } finally {
      await database.close();
    }
  });
});
