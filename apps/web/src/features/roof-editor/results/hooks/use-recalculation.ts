import { ESTIMATE_STATE, type EstimateState, ROOF_EDITOR_MESSAGES } from "@portal/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { recalculateEstimate } from "../../api/recalculate-estimate";
import { invalidateRoofResults } from "../../lib/refresh-roof";
import { roofEditorToast } from "../../lib/roof-editor-toasts";
import { useCalculateClauses } from "../../nbs";
import { useIsStaff } from "./use-is-staff";

export interface RecalculateOptions {
  force: boolean;
  /** A roof that is not complete yet has nothing to recalculate: say so only when the person asked for it. */
  announceNotReady?: boolean;
}

export interface Recalculation {
  /** The state the estimate is in afterwards, or null when the call failed (its toast is shown). */
  recalculate: (options: RecalculateOptions) => Promise<EstimateState | null>;
  isPending: boolean;
  /** Staff are asked before a support edit is replaced ('Confirm Recalculation', spec 03 §4). */
  isConfirmOpen: boolean;
  openConfirm: () => void;
  confirm: () => void;
  cancelConfirm: () => void;
}

/**
 * Recalculates a roof's estimate and reports the outcome as spec 03 §4 says: Calculated 'Estimate recalculated!';
 * NotReady 'Estimate recalculation not ready yet.'; RecalculationRequired (a support edit kept) asks staff to
 * confirm and tells everyone else the support team edited it. The roof's answers are read again afterwards. The
 * roof editor's autosave and the drawers all recalculate through this one hook.
 */
export function useRecalculation(roofId: number): Recalculation {
  const queryClient = useQueryClient();
  const isStaff = useIsStaff();
  const nbsClauses = useCalculateClauses(roofId);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const mutation = useMutation({
    mutationFn: (force: boolean) => recalculateEstimate({ roofId, force }),
    // Every answer of the roof may change: the fixing result, the estimate, diagnostics, document availability.
    onSettled: () => invalidateRoofResults(queryClient, roofId),
  });

  const recalculate = async ({ force, announceNotReady = true }: RecalculateOptions) => {
    let state: EstimateState;
    try {
      state = await mutation.mutateAsync(force);
    } catch {
      roofEditorToast.error(ROOF_EDITOR_MESSAGES.estimateRecalculationFailed);
      return null;
    }
    // The NBS clauses follow the same data (spec 03 §4: the estimate, then the NBS clauses); a failure there
    // has shown its own toast and leaves the estimate's outcome standing.
    await nbsClauses.mutateAsync({}).catch(() => undefined);
    if (state === ESTIMATE_STATE.calculated) roofEditorToast.success(ROOF_EDITOR_MESSAGES.estimateRecalculated);
    else if (state === ESTIMATE_STATE.notReady) {
      if (announceNotReady) roofEditorToast.info(ROOF_EDITOR_MESSAGES.estimateNotReady);
    } else if (isStaff) setConfirmOpen(true);
    else roofEditorToast.error(ROOF_EDITOR_MESSAGES.supportEdited);
    return state;
  };

  return {
    recalculate,
    isPending: mutation.isPending,
    isConfirmOpen,
    openConfirm: () => setConfirmOpen(true),
    confirm: () => {
      setConfirmOpen(false);
      void recalculate({ force: true });
    },
    cancelConfirm: () => setConfirmOpen(false),
  };
}
