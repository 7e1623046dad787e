/**
 * The array's autosave (spec 03 §4 "Solar designer"): a quiet second after the last edit, the design is sent
 * with the version last read, but only when the engine finds the layout buildable and the contract schema
 * accepts it (an invalid array is not saved; its warning stays). One save at a time: edits made meanwhile are
 * sent when it ends. A 409 reloads the array; any other failure keeps the user's design for the next save.
 *
 * A save that gets no answer (the connection dropped on site) is tried again when the connection returns, with the
 * "not saved yet" banner up meanwhile (lib/offline); a refusal shows its message and waits for the next edit.
 * While the connection is down the design is also kept in this browser per array and user, so a reload or a
 * closed tab loses nothing: the next opening puts it back and saves it at the version it was made on (a newer
 * array answers 409, and the array as saved replaces it, as above).
 */
import {
  ROOF_AUTOSAVE_DEBOUNCE_MS,
  SOLAR_ARRAY_MESSAGES,
  type SolarArray,
  SolarArrayUpdateSchema,
  VERSION_MESSAGES,
} from "@portal/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { clearDraft, draftKey, readDraft, writeDraft } from "@/lib/offline/drafts";
import { isNetworkFailure, isOffline } from "@/lib/offline/network";
import { dropPendingSave, setPendingSave } from "@/lib/offline/pending-saves";
import { createReconnectRetry } from "@/lib/offline/reconnect";
import { showErrorToast } from "@/lib/toast";
import { isStaleSave } from "@/lib/versioned-save";
import { getSolarArray } from "../api/get-solar-array";
import { solarArrayKey } from "../api/keys";
import { updateSolarArray } from "../api/update-solar-array";
import { designOf, type SolarDesign, updateBodyOf } from "../lib/design";

export interface ArrayAutosave {
  /** The array as the server last answered it: the kit list, the wind check. */
  saved: SolarArray;
  /** A save is in flight. */
  isSaving: boolean;
  /** The user changed the design: a save follows the quiet second. */
  edited: () => void;
}

/** A kept design, and the version of the array it was made on. */
export interface ArrayDraft {
  design: SolarDesign;
  version: number;
}

export const arrayDraftKey = (arrayId: number) => draftKey("solar-array", arrayId);

export function useArrayAutosave(
  initial: SolarArray,
  design: SolarDesign,
  isLayoutValid: boolean | null,
  replaceDesign: (design: SolarDesign) => void,
  debounceMs = ROOF_AUTOSAVE_DEBOUNCE_MS,
): ArrayAutosave {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(initial);
  const [isSaving, setIsSaving] = useState(false);
  const [editCount, setEditCount] = useState(0);
  const version = useRef(initial.version);
  const running = useRef(false);
  const replay = useRef(false);
  const disposed = useRef(false);
  // The latest design and verdict, for a save that starts after the render that scheduled it.
  const latest = useRef({ design, isLayoutValid, replaceDesign });
  latest.current = { design, isLayoutValid, replaceDesign };
  /** A save got no answer: the banner is up, a retry waits for the connection, and the design is kept. */
  const waitingForNetwork = useRef(false);
  const hasDraft = useRef(false);
  const pendingKey = `array-${initial.id}`;
  const latestSave = useRef<() => Promise<void>>(async () => undefined);
  const [retry] = useState(() => createReconnectRetry(() => void latestSave.current()));

  const keepDraft = useCallback(() => {
    hasDraft.current = true;
    writeDraft(arrayDraftKey(initial.id), {
      design: latest.current.design,
      version: version.current,
    } satisfies ArrayDraft);
  }, [initial.id]);

  const waitForNetwork = useCallback(() => {
    waitingForNetwork.current = true;
    setPendingSave(pendingKey, true);
    keepDraft();
    retry.schedule();
  }, [pendingKey, keepDraft, retry]);

  const store = useCallback(
    (array: SolarArray) => {
      version.current = array.version;
      setSaved(array);
      queryClient.setQueryData(solarArrayKey(array.roofId, array.id), array);
    },
    [queryClient],
  );

  const save = useCallback(async () => {
    if (disposed.current) return;
    if (running.current) {
      replay.current = true;
      return;
    }
    const current = latest.current;
    // Invalid (or not yet checked: the catalogue is loading) layouts are not saved.
    if (current.isLayoutValid !== true) return;
    const parsed = SolarArrayUpdateSchema.safeParse(updateBodyOf(current.design, version.current));
    if (!parsed.success) return;
    if (isOffline()) {
      waitForNetwork();
      return;
    }
    running.current = true;
    setIsSaving(true);
    const sent = latest.current.design;
    try {
      store(await updateSolarArray(initial.id, parsed.data));
      if (waitingForNetwork.current) {
        waitingForNetwork.current = false;
        retry.cancel();
        setPendingSave(pendingKey, false);
      }
      // Saved as it is now: nothing left to keep.
      if (hasDraft.current && latest.current.design === sent) {
        clearDraft(arrayDraftKey(initial.id));
        hasDraft.current = false;
      }
    } catch (error) {
      if (isStaleSave(error)) {
        showErrorToast(VERSION_MESSAGES.changedElsewhere("solar array"));
        // The array as it is saved now replaces this copy of it (as a roof editor section does after a 409).
        const reloaded = await getSolarArray(initial.id).catch(() => null);
        if (reloaded && !disposed.current) {
          // The kept design was made on an older array: the array as saved now replaces it.
          clearDraft(arrayDraftKey(initial.id));
          hasDraft.current = false;
          store(reloaded);
          latest.current.replaceDesign(designOf(reloaded));
          replay.current = false;
        }
      } else if (isNetworkFailure(error)) {
        waitForNetwork();
      } else {
        showErrorToast(SOLAR_ARRAY_MESSAGES.failedToUpdate);
      }
    } finally {
      running.current = false;
      if (!disposed.current) setIsSaving(false);
      if (replay.current) {
        replay.current = false;
        void save();
      }
    }
  }, [initial.id, store, pendingKey, retry, waitForNetwork]);
  latestSave.current = save;

  useEffect(() => {
    if (editCount === 0) return;
    const timer = setTimeout(() => void save(), debounceMs);
    return () => clearTimeout(timer);
  }, [editCount, debounceMs, save]);

  // A design edited while the catalogue was loading is checked, and saved, once it has loaded.
  const waitingForCatalogue = useRef(false);
  useEffect(() => {
    if (isLayoutValid === null && editCount > 0) waitingForCatalogue.current = true;
    if (isLayoutValid !== null && waitingForCatalogue.current) {
      waitingForCatalogue.current = false;
      void save();
    }
  }, [isLayoutValid, editCount, save]);

  // While the connection is down every change of the design is kept, for a reload meanwhile.
  const initialDesign = useRef(design);
  useEffect(() => {
    if (design !== initialDesign.current && (waitingForNetwork.current || hasDraft.current || isOffline())) keepDraft();
  }, [design, keepDraft]);

  // A design kept from an earlier visit is put back and saved, at the version it was made on.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const kept = readDraft<ArrayDraft>(arrayDraftKey(initial.id));
    if (!kept?.design || typeof kept.version !== "number") return;
    hasDraft.current = true;
    version.current = Math.min(version.current, kept.version);
    latest.current.replaceDesign(kept.design);
    setEditCount((count) => count + 1);
  }, [initial.id]);

  useEffect(() => {
    disposed.current = false;
    return () => {
      disposed.current = true;
      retry.cancel();
      waitingForNetwork.current = false;
      dropPendingSave(pendingKey);
    };
  }, [retry, pendingKey]);

  return { saved, isSaving, edited: useCallback(() => setEditCount((count) => count + 1), []) };
}
