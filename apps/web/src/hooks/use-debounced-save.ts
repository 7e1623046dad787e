import { useCallback, useEffect, useId, useRef, useState } from "react";
import { createAutosaveQueue } from "@/lib/autosave-queue";
import { isNetworkFailure } from "@/lib/offline/network";

// The offline handling is needed only once a save fails: it comes in its own chunk, fetched as the page starts
// (before the connection can drop), so it stays out of the pages' first JavaScript.
const offlineModule = import("@/lib/offline/save-offline");

export interface DebouncedSaveOptions {
  /** What the user has entered, as text that changes exactly when the value to save does (the text, or its JSON). */
  value: string;
  /** False while the value cannot be saved (half typed): it is then neither saved nor sent on leaving. */
  canSave?: boolean;
  delayMs: number;
  /** Sends the value; a rejection leaves it unsent, to go with the next edit or on `retry()`. */
  save: (value: string) => Promise<unknown>;
  onSaving?: () => void;
  onSaved?: () => void;
  onFailed?: (error: unknown) => void;
}

/**
 * A field or group that saves itself, through the one autosave queue (lib/autosave-queue.ts): the value is sent
 * once it has stopped changing for `delayMs`, one save at a time (an edit made meanwhile goes when it ends), and
 * once more on leaving the page if the last edit was not sent yet, so nothing typed is lost. A value counts as sent
 * while its save runs, so leaving then does not send it twice; a failed save counts it unsent again. A save that got
 * no answer (the connection dropped) is sent again when the connection returns, with the "not saved yet" banner up
 * meanwhile (lib/offline); a refusal waits for the next edit or `retry()`, as before.
 */
export function useDebouncedSave({
  value,
  canSave = true,
  delayMs,
  save,
  onSaving,
  onSaved,
  onFailed,
}: DebouncedSaveOptions): { retry: () => void } {
  const lastSent = useRef(value);
  const [attempt, setAttempt] = useState(0);
  // The latest value and callbacks, for a save that starts after the render that scheduled it.
  const latest = useRef({ value, canSave, save, onSaving, onSaved, onFailed });
  latest.current = { value, canSave, save, onSaving, onSaved, onFailed };
  const pendingKey = `debounced-save-${useId()}`;

  const [queue] = useState(() =>
    createAutosaveQueue({
      pendingKey,
      debounceMs: delayMs,
      offline: offlineModule,
      run: async () => {
        const current = latest.current;
        if (!current.canSave || current.value === lastSent.current) return;
        const text = current.value;
        const previous = lastSent.current;
        lastSent.current = text;
        current.onSaving?.();
        try {
          await current.save(text);
        } catch (error) {
          // Unless a later edit is already on its way, this value is still to be saved.
          if (lastSent.current === text) lastSent.current = previous;
          if (isNetworkFailure(error)) queue.holdForNetwork();
          current.onFailed?.(error);
          return;
        }
        queue.releaseNetworkHold();
        current.onSaved?.();
      },
    }),
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: retry() changes `attempt` to send the same value again.
  useEffect(() => {
    if (!canSave || value === lastSent.current) return;
    queue.schedule();
    return () => queue.cancelScheduled();
  }, [value, canSave, attempt, queue]);

  useEffect(() => {
    queue.start();
    return () => {
      const { value: lastValue, canSave: isSavable } = latest.current;
      if (isSavable && lastValue !== lastSent.current) queue.flush();
      queue.stop();
    };
  }, [queue]);

  return { retry: useCallback(() => setAttempt((count) => count + 1), []) };
}
