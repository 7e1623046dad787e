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
 *
 * The debounce, the one save at a time and the hold for the network are the shared autosave queue's
 * (lib/autosave-queue.ts); what is sent, the 409 and the kept design are the array's.
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
import { createAutosaveQueue } from "@/lib/autosave-queue";
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
  // The latest design and verdict, for a save that starts after the render that scheduled it.
  const latest = useRef({ design, isLayoutValid, replaceDesign });
  latest.current = { design, isLayoutValid, replaceDesign };
  const hasDraft = useRef(false);
  const latestSave = useRef<() => Promise<void>>(async () => undefined);
  const [queue] = useState(() =>
    createAutosaveQueue({
      pendingKey: `array-${initial.id}`,
      debounceMs,
      run: () => latestSave.current(),
      offline: { setPendingSave, dropPendingSave, createReconnectRetry },
    }),
  );

  const keepDraft = useCallback(() => {
    hasDraft.current = true;
    writeDraft(arrayDraftKey(initial.id), {
      design: latest.current.design,
      version: version.current,
    } satisfies ArrayDraft);
  }, [initial.id]);

  /** A save got no answer: the banner is up, a retry waits for the connection, and the design is kept. */
  const waitForNetwork = useCallback(() => {
    queue.holdForNetwork();
    keepDraft();
  }, [queue, keepDraft]);

  const store = useCallback(
    (array: SolarArray) => {
      version.current = array.version;
      setSaved(array);
      queryClient.setQueryData(solarArrayKey(array.roofId, array.id), array);
    },
    [queryClient],
  );

  /** One run of the queue. */
  const save = useCallback(async () => {
    const current = latest.current;
    // Invalid (or not yet checked: the catalogue is loading) layouts are not saved.
    if (current.isLayoutValid !== true) return;
    const parsed = SolarArrayUpdateSchema.safeParse(updateBodyOf(current.design, version.current));
    if (!parsed.success) return;
    if (isOffline()) {
      waitForNetwork();
      return;
    }
    setIsSaving(true);
    const sent = latest.current.design;
    try {
      store(await updateSolarArray(initial.id, parsed.data));
      queue.releaseNetworkHold();
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
        if (reloaded && !queue.isStopped()) {
          // The kept design was made on an older array: the array as saved now replaces it.
          clearDraft(arrayDraftKey(initial.id));
          hasDraft.current = false;
          store(reloaded);
          latest.current.replaceDesign(designOf(reloaded));
          queue.cancelReplay();
        }
      } else if (isNetworkFailure(error)) {
        waitForNetwork();
      } else {
        showErrorToast(SOLAR_ARRAY_MESSAGES.failedToUpdate);
      }
    } finally {
      if (!queue.isStopped()) setIsSaving(false);
    }
  }, [initial.id, store, queue, waitForNetwork]);
  latestSave.current = save;

  useEffect(() => {
    if (editCount > 0) queue.schedule();
  }, [editCount, queue]);

  // A design edited while the catalogue was loading is checked, and saved, once it has loaded.
  const waitingForCatalogue = useRef(false);
  useEffect(() => {
    if (isLayoutValid === null && editCount > 0) waitingForCatalogue.current = true;
    if (isLayoutValid !== null && waitingForCatalogue.current) {
      waitingForCatalogue.current = false;
      queue.runSoon();
    }
  }, [isLayoutValid, editCount, queue]);

  // While the connection is down every change of the design is kept, for a reload meanwhile.
  const initialDesign = useRef(design);
  useEffect(() => {
    if (design !== initialDesign.current && (queue.isHeldForNetwork() || hasDraft.current || isOffline())) keepDraft();
  }, [design, keepDraft, queue]);

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
    queue.start();
    return () => queue.stop();
  }, [queue]);

  return { saved, isSaving, edited: useCallback(() => setEditCount((count) => count + 1), []) };
}
