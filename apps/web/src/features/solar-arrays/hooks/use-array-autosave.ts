/**
 * The array's autosave (spec 03 §4 "Solar designer"): a quiet second after the last edit, the design is sent
 * with the version last read, but only when the engine finds the layout buildable and the contract schema
 * accepts it (an invalid array is not saved; its warning stays). One save at a time: edits made meanwhile are
 * sent when it ends. A 409 reloads the array; any other failure keeps the user's design for the next save.
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
import { showErrorToast } from "@/lib/toast";
import { isStaleSave } from "@/lib/versioned-save";
import { getSolarArray } from "../api/get-solar-array";
import { solarArrayKey } from "../api/keys";
import { updateSolarArray } from "../api/update-solar-array";
import { designOf, type SolarDesign, updateBodyOf } from "./design";

export interface ArrayAutosave {
  /** The array as the server last answered it: the kit list, the wind check. */
  saved: SolarArray;
  /** A save is in flight. */
  isSaving: boolean;
  /** The user changed the design: a save follows the quiet second. */
  edited: () => void;
}

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
    running.current = true;
    setIsSaving(true);
    try {
      store(await updateSolarArray(initial.id, parsed.data));
    } catch (error) {
      if (isStaleSave(error)) {
        showErrorToast(VERSION_MESSAGES.changedElsewhere("solar array"));
        // The array as it is saved now replaces this copy of it (as a roof editor section does after a 409).
        const reloaded = await getSolarArray(initial.id).catch(() => null);
        if (reloaded && !disposed.current) {
          store(reloaded);
          latest.current.replaceDesign(designOf(reloaded));
          replay.current = false;
        }
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
  }, [initial.id, store]);

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

  useEffect(() => {
    disposed.current = false;
    return () => {
      disposed.current = true;
    };
  }, []);

  return { saved, isSaving, edited: useCallback(() => setEditCount((count) => count + 1), []) };
}
