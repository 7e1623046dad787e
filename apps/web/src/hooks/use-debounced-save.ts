import { useCallback, useEffect, useId, useRef, useState } from "react";
import { isNetworkFailure } from "@/lib/offline/network";
import type { ReconnectRetry } from "@/lib/offline/reconnect";

// The offline handling is needed only once a save fails: it comes in its own chunk, fetched as the page starts
// (before the connection can drop), so it stays out of the pages' first JavaScript.
const offlineModule = import("@/lib/offline/save-offline");
const withOffline = (use: (offline: Awaited<typeof offlineModule>) => void) =>
  void offlineModule.then(use, () => undefined);

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
 * its save runs, so leaving then does not send it twice; a failed save counts it unsent again. A save that got no
 * answer (the connection dropped) is sent again when the connection returns, with the "not saved yet" banner up
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
  // The latest callbacks, for a save that starts after the render that scheduled it.
  const latest = useRef({ save, onSaving, onSaved, onFailed });
  latest.current = { save, onSaving, onSaved, onFailed };
  const pendingKey = `debounced-save-${useId()}`;
  const waitingForNetwork = useRef(false);
  const mounted = useRef(true);
  const reconnect = useRef<ReconnectRetry | null>(null);

  const send = useCallback(
    (text: string) => {
      const previous = lastSent.current;
      lastSent.current = text;
      const callbacks = latest.current;
      callbacks.onSaving?.();
      callbacks.save(text).then(
        () => {
          if (waitingForNetwork.current) {
            waitingForNetwork.current = false;
            reconnect.current?.cancel();
            withOffline((offline) => offline.setPendingSave(pendingKey, false));
          }
          callbacks.onSaved?.();
        },
        (error: unknown) => {
          // Unless a later edit is already on its way, this value is still to be saved.
          if (lastSent.current === text) lastSent.current = previous;
          if (!isNetworkFailure(error)) return callbacks.onFailed?.(error);
          withOffline((offline) => {
            if (!mounted.current) return;
            waitingForNetwork.current = true;
            offline.setPendingSave(pendingKey, true);
            reconnect.current ??= offline.createReconnectRetry(() => setAttempt((count) => count + 1));
            reconnect.current.schedule();
          });
          callbacks.onFailed?.(error);
        },
      );
    },
    [pendingKey],
  );

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
      mounted.current = false;
      reconnect.current?.cancel();
      if (waitingForNetwork.current) withOffline((offline) => offline.dropPendingSave(pendingKey));
    },
    [send, pendingKey],
  );

  return { retry: useCallback(() => setAttempt((count) => count + 1), []) };
}
