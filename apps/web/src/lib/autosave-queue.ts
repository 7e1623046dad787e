/**
 * The one autosave queue behind every edit that saves itself (the project notes, the location panel, the roof
 * editor's sections, a solar array's design): a save starts once the edits have stopped for the debounce; one save
 * runs at a time, and a save asked for meanwhile runs once it ends, so a versioned record is never sent twice at the
 * same version. A save that got no answer is held for the network (docs/decisions/phone.md, 'offline'): the
 * "not saved yet" banner is up under the queue's key and the save runs again when the connection returns.
 *
 * What a run sends, how it treats an answer, and whether it keeps a draft are the feature's: `run` does the sending
 * and says, through `holdForNetwork` and `releaseNetworkHold`, what the connection did.
 */
import type { ReconnectRetry } from "./offline/reconnect";

/** The offline handling a held save needs (`lib/offline/save-offline.ts`). */
export interface OfflineSaves {
  setPendingSave: (key: string, pending: boolean) => void;
  dropPendingSave: (key: string) => void;
  createReconnectRetry: (retry: () => void) => ReconnectRetry;
}

export interface AutosaveQueueOptions {
  /** The queue's own key for the "not saved yet" banner. */
  pendingKey: string;
  debounceMs: number;
  /** One save; the queue never runs two at once. It should not reject: a failure is the run's to report. */
  run: () => Promise<void>;
  /** The offline handling, or the promise of it where it comes in a chunk of its own (kept out of a page's first paint). */
  offline: OfflineSaves | Promise<OfflineSaves>;
}

export interface AutosaveQueue {
  /** An edit: the save runs once the edits have stopped for the debounce. */
  schedule: () => void;
  /** The edit that was waiting for the debounce is gone (undone, or not savable): no save for it. */
  cancelScheduled: () => void;
  /** Runs the save now, or as soon as the one in flight ends. */
  runSoon: () => void;
  /** Runs the save now, or once the one in flight ends, even if the queue is stopped meanwhile (leaving the page). */
  flush: () => void;
  /** The save asked for while this one runs is no longer wanted (the record was replaced by the saved one). */
  cancelReplay: () => void;
  isRunning: () => boolean;
  /** A save is held for the network (the banner is up, a retry waits for the connection). */
  isHeldForNetwork: () => boolean;
  /** The run's save got no answer: hold it, say so, and run again when the connection returns. */
  holdForNetwork: () => void;
  /** A save went through: the held one is no longer held (the banner says the changes are saved). */
  releaseNetworkHold: () => void;
  isStopped: () => boolean;
  /** Saves may run (the page is shown again after a stop). */
  start: () => void;
  /** The page is gone: nothing more is scheduled or retried (a run in flight finishes), and its banner key goes. */
  stop: () => void;
}

export function createAutosaveQueue({ pendingKey, debounceMs, run, offline }: AutosaveQueueOptions): AutosaveQueue {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  /** A save was asked for while one ran: it runs when that one ends. */
  let replay = false;
  /** A save asked for on leaving: it runs even though the queue stops. */
  let flushing = false;
  let stopped = false;
  let heldForNetwork = false;
  let retry: ReconnectRetry | null = null;

  const withOffline = (use: (saves: OfflineSaves) => void) => {
    if (offline instanceof Promise) void offline.then(use, () => undefined);
    else use(offline);
  };

  const cancelScheduled = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  function runSoon() {
    if (stopped && !flushing) return;
    if (running) {
      replay = true;
      return;
    }
    flushing = false;
    running = true;
    void run().finally(() => {
      running = false;
      if (replay) {
        replay = false;
        runSoon();
      }
    });
  }

  return {
    schedule: () => {
      cancelScheduled();
      timer = setTimeout(() => {
        timer = undefined;
        runSoon();
      }, debounceMs);
    },
    cancelScheduled,
    runSoon,
    flush: () => {
      cancelScheduled();
      flushing = true;
      runSoon();
    },
    cancelReplay: () => {
      replay = false;
    },
    isRunning: () => running,
    isHeldForNetwork: () => heldForNetwork,
    holdForNetwork: () =>
      withOffline((saves) => {
        if (stopped) return;
        heldForNetwork = true;
        saves.setPendingSave(pendingKey, true);
        retry ??= saves.createReconnectRetry(runSoon);
        retry.schedule();
      }),
    releaseNetworkHold: () => {
      if (!heldForNetwork) return;
      heldForNetwork = false;
      retry?.cancel();
      withOffline((saves) => saves.setPendingSave(pendingKey, false));
    },
    isStopped: () => stopped,
    start: () => {
      stopped = false;
    },
    stop: () => {
      stopped = true;
      cancelScheduled();
      retry?.cancel();
      if (!heldForNetwork) return;
      heldForNetwork = false;
      withOffline((saves) => saves.dropPendingSave(pendingKey));
    },
  };
}
