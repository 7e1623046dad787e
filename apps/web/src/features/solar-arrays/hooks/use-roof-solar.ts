/**
 * The roof's solar state as the editor hosts it (spec 03 §4 "Solar designer"): Solar is on while the roof has
 * arrays. Turning it on creates the first array; turning it off, or turning Vertical Tiling on, asks first when
 * arrays exist and then deletes them all.
 */
import { useRef, useState } from "react";
import { useCreateSolarArray } from "../api/create-solar-array";
import { useDeleteRoofSolarArrays } from "../api/delete-roof-solar-arrays";
import { useRoofSolarData } from "../api/get-roof-solar-data";

export interface RoofSolarController {
  roofId: number;
  arrayIds: readonly number[];
  isLoaded: boolean;
  isOn: boolean;
  /** Creating or deleting is under way. */
  isBusy: boolean;
  turnOn: () => void;
  /** Resolves true once the arrays are gone (or there were none); false when the user said No or it failed. */
  turnOff: () => Promise<boolean>;
  /** The confirmation that is open, if any. */
  confirmation: { open: boolean; answer: (yes: boolean) => void };
}

export function useRoofSolar(roofId: number): RoofSolarController {
  const data = useRoofSolarData(roofId);
  const create = useCreateSolarArray(roofId);
  const deleteAll = useDeleteRoofSolarArrays(roofId);
  const arrayIds = data.data?.solarArrayIds ?? [];
  const [asking, setAsking] = useState(false);
  const pending = useRef<((yes: boolean) => void) | null>(null);

  function turnOn() {
    if (arrayIds.length > 0 || create.isPending) return;
    create.mutate();
  }

  function turnOff(): Promise<boolean> {
    if (arrayIds.length === 0) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      pending.current = resolve;
      setAsking(true);
    });
  }

  async function answer(yes: boolean) {
    const resolve = pending.current;
    if (!yes) {
      pending.current = null;
      setAsking(false);
      resolve?.(false);
      return;
    }
    try {
      await deleteAll.mutateAsync();
      resolve?.(true);
    } catch {
      // The failure has shown its toast; solar stays on.
      resolve?.(false);
    } finally {
      pending.current = null;
      setAsking(false);
    }
  }

  return {
    roofId,
    arrayIds,
    isLoaded: data.isSuccess,
    isOn: arrayIds.length > 0,
    isBusy: create.isPending || deleteAll.isPending,
    turnOn,
    turnOff,
    confirmation: {
      open: asking,
      answer: (yes) => {
        void answer(yes);
      },
    },
  };
}
