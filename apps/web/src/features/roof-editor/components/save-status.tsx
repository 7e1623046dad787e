import { ROOF_EDITOR_MESSAGES } from "@portal/contracts";
import { ROOF_EDITOR_TEXT } from "@portal/contracts/ui";
import { useCallback, useRef, useState } from "react";
import { cn } from "@/lib/cn";

/**
 * Where one save stands, beside the control or panel it saves: saving, saved, or failed with the reason. The
 * roof editor's own saves outside the autosave (estimate lines, NBS ticks, manual quantities) all show it this way.
 */
export type SaveState =
  | { status: "idle" }
  | { status: "saving" }
  | { status: "saved" }
  | { status: "failed"; reason: string };

const IDLE: SaveState = { status: "idle" };

/** The reason a failed save gives: the message the API call threw ('Failed to save progress.' when it had none). */
export function reasonOf(error: unknown): string {
  return error instanceof Error && error.message !== "" ? error.message : ROOF_EDITOR_MESSAGES.saveFailed;
}

export interface SaveTracker {
  state: SaveState;
  /**
   * Runs a save and follows it. Only the latest save speaks: an older one answering late does not overwrite it.
   * Resolves to the save's answer, or undefined when it failed (the state then holds the reason).
   */
  track: <T>(save: () => Promise<T>) => Promise<T | undefined>;
  reset: () => void;
}

export function useSaveState(): SaveTracker {
  const [state, setState] = useState<SaveState>(IDLE);
  const latest = useRef(0);
  const track = useCallback(async <T,>(save: () => Promise<T>): Promise<T | undefined> => {
    latest.current += 1;
    const run = latest.current;
    setState({ status: "saving" });
    try {
      const answer = await save();
      if (run === latest.current) setState({ status: "saved" });
      return answer;
    } catch (error) {
      if (run === latest.current) setState({ status: "failed", reason: reasonOf(error) });
      return undefined;
    }
  }, []);
  const reset = useCallback(() => {
    latest.current += 1;
    setState(IDLE);
  }, []);
  return { state, track, reset };
}

export interface SaveStatusProps {
  state: SaveState;
  /** Sends the user's value again; offered while the save has failed. */
  onRetry?: () => void;
  id?: string;
  className?: string;
}

/**
 * The save's state in words, in a live region that exists before it speaks, so a screen reader hears "Saving…",
 * "Saved" or "Not saved: {reason}" as it happens. A failure keeps the user's value and offers to try again.
 */
export function SaveStatus({ state, onRetry, id, className }: SaveStatusProps) {
  const text =
    state.status === "saving"
      ? ROOF_EDITOR_TEXT.saveState.saving
      : state.status === "saved"
        ? ROOF_EDITOR_TEXT.saveState.saved
        : state.status === "failed"
          ? ROOF_EDITOR_TEXT.saveState.failed(state.reason)
          : "";
  return (
    <span className={cn("inline-flex flex-wrap items-center gap-2 text-xs", className)}>
      <span
        id={id}
        role="status"
        data-save-state={state.status}
        className={cn(
          state.status === "failed" ? "font-medium text-red-700" : "text-slate-600",
          state.status === "saved" && "text-emerald-700",
        )}
      >
        {text}
      </span>
      {state.status === "failed" && onRetry ? (
        <button
          type="button"
          className="min-h-11 rounded px-2 font-medium text-brand-700 underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 pointer-fine:min-h-0"
          onClick={onRetry}
        >
          {ROOF_EDITOR_TEXT.saveState.retry}
        </button>
      ) : null}
    </span>
  );
}
