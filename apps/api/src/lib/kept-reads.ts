import type { Listen } from "../db/database.js";

/** Reads answered from memory: `read` catches up with the announced changes, then answers. */
export type KeptReader = {
  /**
   * The answer of a read that depends only on its key and on the tables the channel announces: from memory when
   * nothing has changed since it was read, otherwise `readNow()`'s answer, kept for the next caller. Keys of
   * different reads must differ (prefix them with the read's name). A kept answer is frozen: callers share it.
   */
  read: <Answer>(key: string, readNow: () => Promise<Answer>) => Promise<Answer>;
};

export type KeptReads = KeptReader & {
  /**
   * Catches up once and answers a reader that does not catch up again: for a request that makes several reads,
   * none of which may be older than the request, but which need not each wait for the announcements again.
   */
  caughtUp: () => Promise<KeptReader>;
  stop: () => Promise<void>;
};

function deepFreeze<Value>(value: Value): Value {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const nested of Object.values(value)) deepFreeze(nested);
  }
  return value;
}

/**
 * Answers kept in memory until a change to what they read is announced on `channel` (a trigger's NOTIFY at
 * commit, from any process). An announcement with a payload forgets the answers whose key begins with the payload
 * and a colon (a roof's id: `42:fixing`); an empty one forgets every answer. Each read first catches up with the
 * announcements committed before it, so an answer is never older than the last change a caller could have seen. While the announcements cannot be heard
 * (the listening connection is down), nothing is kept and every request reads. At most `maxKept` answers are
 * kept; when full, the answer kept longest goes first.
 */
export async function startKeptReads(
  listen: Listen,
  options: { channel: string; maxKept: number },
): Promise<KeptReads> {
  const answers = new Map<string, unknown>();
  const keysByScope = new Map<string, Set<string>>();
  const scopeOf = (key: string) => key.slice(0, Math.max(0, key.indexOf(":")));
  let isListening = false;
  // A read that began before any change must not be kept: the change may be in what it read.
  let changes = 0;
  const forgetKey = (key: string) => {
    answers.delete(key);
    const scope = scopeOf(key);
    const keys = keysByScope.get(scope);
    keys?.delete(key);
    if (keys?.size === 0) keysByScope.delete(scope);
  };
  const forget = (scope: string) => {
    changes += 1;
    if (scope === "") {
      answers.clear();
      keysByScope.clear();
      return;
    }
    for (const key of keysByScope.get(scope) ?? []) answers.delete(key);
    keysByScope.delete(scope);
  };
  const subscription = await listen(options.channel, forget, (listening) => {
    isListening = listening;
    forget("");
  });

  const keep = (key: string, answer: unknown) => {
    if (!answers.has(key) && answers.size >= options.maxKept) {
      const longestKept = answers.keys().next();
      if (!longestKept.done) forgetKey(longestKept.value);
    }
    answers.set(key, deepFreeze(answer));
    const scope = scopeOf(key);
    const keys = keysByScope.get(scope) ?? new Set<string>();
    keys.add(key);
    keysByScope.set(scope, keys);
  };

  const readCaughtUp = async <Answer>(key: string, readNow: () => Promise<Answer>): Promise<Answer> => {
    if (!isListening) return readNow();
    // Each key is only ever kept with its own read's answer, so the type read back is the type kept.
    if (answers.has(key)) return answers.get(key) as Answer;
    const changesBefore = changes;
    const answer = await readNow();
    if (isListening && changes === changesBefore) keep(key, answer);
    return answer;
  };

  return {
    async read<Answer>(key: string, readNow: () => Promise<Answer>): Promise<Answer> {
      if (isListening) await subscription.catchUp();
      return readCaughtUp(key, readNow);
    },
    async caughtUp() {
      if (isListening) await subscription.catchUp();
      return { read: readCaughtUp };
    },
    stop: () => subscription.stop(),
  };
}
