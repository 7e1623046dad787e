import { REALTIME_EVENTS, type RealtimeEventName, type RealtimeMessage } from "@portal/contracts";
import { useSyncExternalStore } from "react";
import { onRealtimeEvent, startRealtime } from "./connection";

/**
 * The pieces every long job's flow shares (clones, documents): a count of the flows running, which disables
 * their buttons, and the wait for the event that ends the job.
 */

export interface RunningFlows {
  /** Counts one more flow as running; call the returned function once it has ended. */
  begin: () => () => void;
  isRunning: () => boolean;
  /** True while any flow of this kind runs, re-rendering the component when that changes. */
  useIsRunning: () => boolean;
}

export function createRunningFlows(): RunningFlows {
  let running = 0;
  const listeners = new Set<() => void>();
  const change = (delta: number) => {
    running = Math.max(0, running + delta);
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const isRunning = () => running > 0;
  return {
    begin: () => {
      change(1);
      let hasEnded = false;
      return () => {
        if (hasEnded) return;
        hasEnded = true;
        change(-1);
      };
    },
    isRunning,
    useIsRunning: () => useSyncExternalStore(subscribe, isRunning, isRunning),
  };
}

export type RealtimeOutcome = { kind: "done"; message: RealtimeMessage } | { kind: "failed"; message: string };

export interface RealtimeOutcomeOptions {
  /** The event that announces the job's end, such as roofCloned or nbsGenerated. */
  event: RealtimeEventName;
  /** How long to wait: a job whose event never arrives (the socket was down) must not wait for good. */
  timeoutMs: number;
  /** The failure text when the error event carries no message, and after the time-out. */
  failureText: string;
}

export interface RealtimeOutcomeWait {
  /**
   * The first done or error event that `accepts` takes (every event when left out), or the time-out's failure.
   * Events that arrived before this call are considered too, so it may be called after the request answered.
   */
  outcome: (accepts?: (message: RealtimeMessage) => boolean) => Promise<RealtimeOutcome>;
  /** Stops listening and clears the time-out; the flow calls it once, whatever the outcome. */
  stop: () => void;
}

/**
 * Starts listening for a job's outcome. It is called before the job's request is sent: a quick job may
 * announce its end before the request's answer arrives.
 */
export async function awaitRealtimeOutcome(options: RealtimeOutcomeOptions): Promise<RealtimeOutcomeWait> {
  try {
    await startRealtime();
  } catch {
    // Without a connection the job still runs; only its announcement may be missed (the wait times out).
  }
  const received: Array<{ outcome: RealtimeOutcome; message: RealtimeMessage }> = [];
  let waiter: { accepts: (message: RealtimeMessage) => boolean; resolve: (outcome: RealtimeOutcome) => void } | null =
    null;
  let timedOut: RealtimeOutcome | null = null;

  const offer = (outcome: RealtimeOutcome, message: RealtimeMessage) => {
    if (waiter?.accepts(message)) {
      waiter.resolve(outcome);
      waiter = null;
      return;
    }
    received.push({ outcome, message });
  };
  const stopDone = onRealtimeEvent(options.event, (message) => offer({ kind: "done", message }, message));
  const stopError = onRealtimeEvent(REALTIME_EVENTS.error, (message) =>
    offer({ kind: "failed", message: message.Message || options.failureText }, message),
  );
  const timer = setTimeout(() => {
    timedOut = { kind: "failed", message: options.failureText };
    waiter?.resolve(timedOut);
    waiter = null;
  }, options.timeoutMs);

  return {
    outcome: (accepts = () => true) =>
      new Promise<RealtimeOutcome>((resolve) => {
        const earlier = received.find((entry) => accepts(entry.message));
        if (earlier !== undefined) resolve(earlier.outcome);
        else if (timedOut !== null) resolve(timedOut);
        else waiter = { accepts, resolve };
      }),
    stop: () => {
      clearTimeout(timer);
      stopDone();
      stopError();
    },
  };
}
