import type { Listen } from "../../db/database.js";

/** The channel the projects table's trigger notifies on every change (migration 0018). */
export const PROJECTS_CHANGED_CHANNEL = "portal_projects_changed";

export type ProjectCounts = {
  /**
   * How many projects a list of the given kind holds: from memory when nothing has changed since it was last
   * counted, otherwise `countNow()`'s answer, kept for the next request.
   */
  count: (kind: string, countNow: () => Promise<number>) => Promise<number>;
  stop: () => Promise<void>;
};

/**
 * The totals of the lists staff open most, kept in memory. Counting 100,000 projects for every page was most of
 * a staff list request's cost (docs/performance.md). Every change to the projects table, from any process, is
 * announced by the table's trigger at commit; each read first catches up with the announcements committed
 * before it, so a total is never older than the last change a caller could have seen. While the announcements
 * cannot be heard (the listening connection is down), nothing is kept and every request counts.
 */
export async function startProjectCounts(listen: Listen): Promise<ProjectCounts> {
  const counts = new Map<string, number>();
  let isListening = false;
  // A count that began before a change must not be kept: the change may not be in it.
  let changes = 0;
  const forget = () => {
    changes += 1;
    counts.clear();
  };
  const subscription = await listen(PROJECTS_CHANGED_CHANNEL, forget, (listening) => {
    isListening = listening;
    forget();
  });

  return {
    async count(kind, countNow) {
      if (!isListening) return countNow();
      await subscription.catchUp();
      const known = counts.get(kind);
      if (known !== undefined) return known;
      const changesBefore = changes;
      const total = await countNow();
      if (isListening && changes === changesBefore) counts.set(kind, total);
      return total;
    },
    stop: () => subscription.stop(),
  };
}
