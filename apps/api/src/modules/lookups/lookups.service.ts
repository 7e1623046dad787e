import { type LookupOption, LookupOptionSchema, type StaffOption } from "@portal/contracts";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { type JsonText, jsonTextOf } from "../../plugins/json-text.js";
import { findStaffUsers, type LookupList, prepareLookupQueries } from "./lookups.repository.js";

/** The lookup lists of the project form (spec 02 §7 Lookups). */
export function createLookups(ctx: AppContext) {
  const lists = prepareLookupQueries(ctx.db);
  // Categories, sources and statuses are fixed by the specification and seeded before the server listens;
  // nothing in the product changes them. Each is read once per process and kept as the JSON the route sends.
  const sent = new Map<LookupList, Promise<JsonText<LookupOption[]>>>();
  const readOnce = (list: LookupList) => {
    const rows = lists[list].execute();
    const text = rows.then((options) => jsonTextOf(z.array(LookupOptionSchema), options));
    // A failed read (the database away) is not kept: the next request reads again.
    text.catch(() => sent.delete(list));
    sent.set(list, text);
    return text;
  };
  return {
    list: (list: LookupList): Promise<JsonText<LookupOption[]>> => sent.get(list) ?? readOnce(list),
    /** Staff as options, named by their full name or, without one, their e-mail. */
    staffOptions: async (): Promise<StaffOption[]> =>
      (await findStaffUsers(ctx.db)).map((row) => ({
        id: row.id,
        name: [row.firstName, row.lastName].filter(Boolean).join(" ") || row.email,
        email: row.email,
      })),
  };
}
