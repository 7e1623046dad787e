import type { Listen } from "../../db/database.js";

/** The channel the projects table and the users' names notify on every change (migrations 0018 and 0019). */
export const PROJECTS_CHANGED_CHANNEL = "portal_projects_changed";

/**
 * How many answers are kept at most: a list page is at most 100 projects of about 1 kB, so the memory this
 * holds stays within a few tens of megabytes. When full, the answer kept longest goes first.
 */
export const MAX_KEPT_READS = 200;

export type KeptProjectReads = {
  /**
   * The answer of a read that depends only on its key and on the projects table with the names it joins:
   * from memory when nothing has changed since it was read, otherwise `readNow()`'s answer, kept for the next
   * caller. Keys of different reads must differ (prefix them with the read's name).
   */
  read: <Answer>(key: string, readNow: () => Promise<Answer>) => Promise<Answer>;
  stop: () => Promise<void>;
};

/**
 * Reads of projects kept in memory: the list pages and totals staff open most, and a project by id. Reading
 * them was most of a request's cost (docs/performance.md). Every change to the projects table, and to the
 * users' names a project shows, from any process, is announced by a trigger at commit; each read first catches
 * up with the announcements committed before it, so an answer is never older than the last change a caller
 * could have seen. While the announcements cannot be heard (the listening connection is down), nothing is kept
 * and every request reads.
 */
export async function startKeptProjectReads(listen: Listen): Promise<KeptProjectReads> {
  const answers = new Map<string, unknown>();
  let isListening = false;
  // A read that began before a change must not be kept: the change may not be in it.
  let changes = 0;
  const forget = () => {
    changes += 1;
    answers.clear();
  };
  const subscription = await listen(PROJECTS_CHANGED_CHANNEL, forget, (listening) => {
    isListening = listening;
    forget();
  });

  const keep = (key: string, answer: unknown) => {
    if (answers.size >= MAX_KEPT_READS) {
      const longestKept = answers.keys().next();
      if (!longestKept.done) answers.delete(longestKept.value);
    }
    answers.set(key, answer);
  };

  return {
    async read<Answer>(key: string, readNow: () => Promise<Answer>): Promise<Answer> {
      if (!isListening) return readNow();
      await subscription.catchUp();
      // Each key is only ever kept with its own read's answer, so the type read back is the type kept.
      if (answers.has(key)) return answers.get(key) as Answer;
      const changesBefore = changes;
      const answer = await readNow();
      if (isListening && changes === changesBefore) keep(key, answer);
      return answer;
    },
    stop: () => subscription.stop(),
  };
}
