import { AsyncLocalStorage, AsyncResource } from "node:async_hooks";

/**
 * Marks the code of the job queue (its polling, its handlers and whatever they await) as background work, so the
 * database connection can let users' requests go first (docs/decisions/background-work.md, "Background work gives way to
 * users"). Everything else, requests included, is interactive: the mark is only ever set on purpose.
 */
const backgroundWork = new AsyncLocalStorage<true>();

/** Runs `work` and every asynchronous continuation it starts (timers included) as background work. */
export function runAsBackgroundWork<Result>(work: () => Result): Result {
  return backgroundWork.run(true, work);
}

export function isBackgroundWork(): boolean {
  return backgroundWork.getStore() === true;
}

/**
 * A background statement that has waited this long goes next even while users' statements queue: a server under
 * constant load still runs its jobs (their heartbeats lapse after 10 s and the job would be failed), at the cost
 * to users of one short statement or transaction now and then.
 */
export const BACKGROUND_PATIENCE_MS = 1_000;

type Waiter = { start: () => void; queuedAt: number };

/**
 * One database use at a time, users' first: the embedded database's single connection, where a statement or a
 * transaction holds it from start to end. When one ends, the oldest waiting interactive use starts; a background
 * use starts only when no interactive one waits (or it has waited BACKGROUND_PATIENCE_MS). Nothing is cut
 * short: a use, a transaction with all its statements, runs to its end once started.
 */
export class InteractiveFirstGate {
  #isBusy = false;
  #isHandoverScheduled = false;
  readonly #interactive: Waiter[] = [];
  readonly #background: Waiter[] = [];

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** Runs `use` once the connection is its turn, with the caller's priority (isBackgroundWork). */
  run<Result>(use: () => Promise<Result>): Promise<Result> {
    const line = isBackgroundWork() ? this.#background : this.#interactive;
    return new Promise<Result>((resolve, reject) => {
      // Bound to the caller's context: a use started when another ends still runs as its caller's work.
      const start = AsyncResource.bind(() => {
        this.#isBusy = true;
        let used: Promise<Result>;
        try {
          used = use();
        } catch (error) {
          used = Promise.reject(error);
        }
        used.then(resolve, reject).finally(() => this.#startNext());
      });
      const isFree = !this.#isBusy && !this.#isHandoverScheduled;
      if (isFree && this.#interactive.length === 0 && this.#background.length === 0) start();
      else line.push({ start, queuedAt: this.now() });
    });
  }

  /** How many uses wait, by priority (for tests and diagnostics). */
  get waiting(): { interactive: number; background: number } {
    return { interactive: this.#interactive.length, background: this.#background.length };
  }

  #startNext() {
    this.#isBusy = false;
    if (this.#interactive.length > 0 || this.#isBackgroundOverdue()) {
      this.#startOne();
      return;
    }
    if (this.#background.length === 0 || this.#isHandoverScheduled) return;
    // A request's next statement is sent by the code that awaited its last one, a few continuations later: the
    // event loop gets a turn first, so a request between two of its statements is not overtaken by a job.
    this.#isHandoverScheduled = true;
    setImmediate(() => {
      this.#isHandoverScheduled = false;
      if (!this.#isBusy) this.#startOne();
    });
  }

  #isBackgroundOverdue(): boolean {
    const oldest = this.#background[0];
    return oldest !== undefined && this.now() - oldest.queuedAt >= BACKGROUND_PATIENCE_MS;
  }

  #startOne() {
    const next = this.#isBackgroundOverdue()
      ? this.#background.shift()
      : (this.#interactive.shift() ?? this.#background.shift());
    next?.start();
  }
}
