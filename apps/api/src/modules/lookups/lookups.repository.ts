import { ROLE_IDS, ROLES } from "@portal/contracts";
import { and, asc, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { LOOKUP_TABLES, type LookupList } from "../../db/project-lookups.js";
import { users } from "../../db/schema/index.js";

export type { LookupList };

/**
 * One prepared statement per list, built once per app: on PostgreSQL a named statement is also parsed and
 * planned once per connection (the lookups are read on every project form).
 */
export function prepareLookupQueries(db: Database) {
  const prepare = (list: LookupList) => {
    const table = LOOKUP_TABLES[list];
    return db
      .select({ id: table.id, name: table.name })
      .from(table)
      .orderBy(asc(table.sortOrder), asc(table.id))
      .prepare(`lookup_project_${list}`);
  };
  return { categories: prepare("categories"), sources: prepare("sources"), statuses: prepare("statuses") };
}

/** Active administrators and technical support, the only people who sell or own projects (spec 02 §6). */
export function findStaffUsers(db: Database) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(
      and(inArray(users.roleId, [ROLE_IDS[ROLES.administrator], ROLE_IDS[ROLES.tasUser]]), isNull(users.deletedAt)),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}
