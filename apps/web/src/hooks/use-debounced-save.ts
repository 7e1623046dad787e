import { useCallback, useEffect, useRef, useState } from "react";

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
 * A field or group that saves itself: the value is sent once it has stopped changing for `delayMs`, and once more
 * on leaving the page if the last edit was not sent yet, so nothing typed is lost. A value counts as sent while
 * its save runs, so leaving then does not send it twice; a failed save counts it unsent again.
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
  // The latest callbacks, for a save that starts after the render that scheduled it.
  const latest = useRef({ save, onSaving, onSaved, onFailed });
  latest.current = { save, onSaving, onSaved, onFailed };

  const send = useCallback((text: string) => {
    const previous = lastSent.current;
    lastSent.current = text;
    const callbacks = latest.current;
    callbacks.onSaving?.();
    callbacks.save(text).then(
      () => callbacks.onSaved?.(),
      (error: unknown) => {
        // Unless a later edit is already on its way, this value is still to be saved.
        if (lastSent.current === text) lastSent.current = previous;
        callbacks.onFailed?.(error);
      },
    );
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: retry() changes `attempt` to send the same value again.
  useEffect(() => {
    if (!canSave || value === lastSent.current) return;
    const timer = setTimeout(() => send(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, canSave, delayMs, attempt, send]);

  const unsent = useRef({ value, canSave });
  unsent.current = { value, canSave };
  useEffect(
    () => () => {
      const { value: lastValue, canSave: isSavable } = unsent.current;
      if (isSavable && lastValue !== lastSent.current) send(lastValue);
    },
    [send],
  );

  return { retry: useCallback(() => setAttempt((count) => count + 1), []) };
}
