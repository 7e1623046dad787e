import { ESTIMATE_STATE, ROOF_EDITOR_MESSAGES } from "@portal/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { recalculateEstimate } from "../api/recalculate-estimate";
import { useCalculateClauses } from "../nbs";
import { invalidateRoofResults } from "./refresh-roof";
import { roofEditorToast } from "./roof-editor-toasts";

/**
 * Estimate recalculation after a save (spec 03 §4): Calculated, NotReady and a failure each say so; a
 * RecalculationRequired answer means staff edited the estimate, which staff may replace after confirming and
 * anybody else is told to ask the support team about. The NBS clauses are worked out again after it, as they
 * follow the same data (a failure there says 'NBS clauses recalculation failed!').
 */
export function useEstimateRecalculation(roofId: number, isStaff: boolean) {
  const queryClient = useQueryClient();
  const nbsClauses = useCalculateClauses(roofId);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const [isForcing, setForcing] = useState(false);

  const recalculate = useCallback(
    async (force: boolean) => {
      try {
        const state = await recalculateEstimate({ roofId, force });
        if (state === ESTIMATE_STATE.calculated) roofEditorToast.success(ROOF_EDITOR_MESSAGES.estimateRecalculated);
        else if (state === ESTIMATE_STATE.notReady) roofEditorToast.info(ROOF_EDITOR_MESSAGES.estimateNotReady);
        else if (isStaff) setConfirmOpen(true);
        else roofEditorToast.error(ROOF_EDITOR_MESSAGES.supportEdited);
      } catch {
        roofEditorToast.error(ROOF_EDITOR_MESSAGES.estimateRecalculationFailed);
      }
      await invalidateRoofResults(queryClient, roofId);
      // Its failure has shown its own toast; the estimate's outcome stands.
      await nbsClauses.mutateAsync({}).catch(() => undefined);
    },
    [queryClient, roofId, isStaff, nbsClauses.mutateAsync],
  );

  const confirm = useCallback(async () => {
    setForcing(true);
    try {
      await recalculate(true);
    } finally {
      setForcing(false);
      setConfirmOpen(false);
    }
  }, [recalculate]);

  return { recalculate, isConfirmOpen, isForcing, confirm, decline: () => setConfirmOpen(false) };
}
