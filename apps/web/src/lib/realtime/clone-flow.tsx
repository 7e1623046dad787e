import type { CloneAccepted, RealtimeEventName, RealtimeMessage } from "@portal/contracts";
import { CLONE_EVENT_TIMEOUT_MS, CLONE_TEXT, CLONE_TOAST_MS } from "@portal/contracts/ui";
import type { QueryKey } from "@tanstack/react-query";
import { useState } from "react";
import { navigateTo } from "../navigation";
import { queryClient } from "../query-client";
import { startTaskToast } from "../toast";
import { awaitRealtimeOutcome, createRunningFlows } from "./realtime-outcome";

export interface CloneOptions {
  /** Sends the clone request; resolves once the server accepted it (202), throws when refused (already reported). */
  request: () => Promise<CloneAccepted>;
  /** The event that announces the copy: projectCloned, plotCloned or roofCloned. */
  event: RealtimeEventName;
  /** Where the toast's View link leads, read from the event (the new item's id); null for no link. */
  viewPath: (message: RealtimeMessage) => string | null;
  /** Lists that now hold the copy; they are refetched rather than patched. */
  invalidate?: readonly QueryKey[];
}

const runningClones = createRunningFlows();

/** True while any clone (project, plot or roof) is on its way: every clone button is disabled meanwhile. */
export function useIsAnyCloneRunning(): boolean {
  return runningClones.useIsRunning();
}

/** The success text with a View link; toasts live outside the router, so the link navigates through lib. */
function ClonedToast({ message, path }: { message: string; path: string | null }) {
  return (
    <span>
      {message}{" "}
      {path !== null ? (
        <a
          href={path}
          className="font-semibold underline"
          onClick={(event) => {
            event.preventDefault();
            navigateTo(path);
          }}
        >
          {CLONE_TEXT.view}
        </a>
      ) : null}
    </span>
  );
}

/**
 * The clone flow of spec 02 §4: the request, a 'Cloning...' toast once it is accepted, then the realtime
 * event turns the toast into a success with a View link (about 3 s), or an `error` event into its message
 * (or 'Error cloning'). Resolves true when the copy exists.
 */
export async function runClone(options: CloneOptions): Promise<boolean> {
  const endRunning = runningClones.begin();
  // Listening starts before the request: a quick job may announce the copy before the 202 arrives.
  const wait = await awaitRealtimeOutcome({
    event: options.event,
    timeoutMs: CLONE_EVENT_TIMEOUT_MS,
    failureText: CLONE_TEXT.errorCloning,
  });
  const finish = () => {
    wait.stop();
    endRunning();
  };

  let accepted: CloneAccepted;
  try {
    accepted = await options.request();
  } catch {
    // The API client has shown the call's own failure text.
    finish();
    return false;
  }

  const progress = startTaskToast(CLONE_TEXT.cloning);
  // The same user's other tabs and browsers hear their own clones' and documents' events too: only this
  // request's counts here (an event naming no request at all comes from a server before events named them).
  const result = await wait.outcome(
    (message) =>
      message.CloneRequestId === accepted.cloneRequestId ||
      (message.CloneRequestId === undefined && message.GenerationId === undefined),
  );
  finish();
  if (result.kind === "failed") {
    progress.finish("error", result.message, { autoCloseMs: CLONE_TOAST_MS });
    return false;
  }
  progress.finish("success", <ClonedToast message={result.message.Message} path={options.viewPath(result.message)} />, {
    autoCloseMs: CLONE_TOAST_MS,
  });
  await Promise.all((options.invalidate ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return true;
}

/**
 * The clone flow for components. `start` runs a clone and settles as soon as the server has accepted or
 * refused the request, so a dialog can close at once while the copy is made in the background; `isStarting`
 * is true until then. `startClone` is the whole flow, settling when the copy is announced or has failed.
 */
export function useCloneFlow() {
  const isAnyCloneRunning = useIsAnyCloneRunning();
  const [isStarting, setIsStarting] = useState(false);
  const start = (options: CloneOptions) =>
    new Promise<void>((resolve, reject) => {
      setIsStarting(true);
      runClone({
        ...options,
        request: async () => {
          try {
            const accepted = await options.request();
            resolve();
            return accepted;
          } catch (error) {
            reject(error);
            throw error;
          } finally {
            setIsStarting(false);
          }
        },
      }).catch((error: unknown) => {
        // Only reached if the flow failed before sending the request; the dialog must not wait forever.
        setIsStarting(false);
        reject(error);
      });
    });
  return { start, isStarting, startClone: runClone, isAnyCloneRunning };
}
