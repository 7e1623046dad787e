import type { LookupOption, StaffOption } from "@portal/contracts";
import type { AppContext } from "../../context.js";
import { findStaffUsers, type LookupList, prepareLookupQueries } from "./lookups.repository.js";

/** The lookup lists of the project form (spec 02 §7 Lookups). */
export function createLookups(ctx: AppContext) {
  const lists = prepareLookupQueries(ctx.db);
  return {
    list: (list: LookupList): Promise<LookupOption[]> => lists[list].execute(),
    /** Staff as options, named by their full name or, without one, their e-mail. */
    staffOptions: async (): Promise<StaffOption[]> =>
      (await findStaffUsers(ctx.db)).map((row) => ({
        id: row.id,
        name: [row.firstName, row.lastName].filter(Boolean).join(" ") || row.email,
        email: row.email,
      })),
  };
}
