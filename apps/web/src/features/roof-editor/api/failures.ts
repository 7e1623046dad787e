import { ROOF_EDITOR_FAILURES } from "@portal/contracts/ui";
import { ApiError, type ApiFailure, messageForFailure } from "@/lib/api-error";
import { showErrorAs } from "@/lib/api-error-handlers";

/** A read's failure: its own toast, then the query fails. */
export const fetchFailed = (what: string) => showErrorAs(ROOF_EDITOR_FAILURES.fetch(what));

/** A catalogue list that fails shows its toast and falls back to an empty list (spec 03 §7). */
export function emptyListAfterToast<T>(what: string): (failure: ApiFailure) => T[] {
  return (failure) => {
    try {
      fetchFailed(what)(failure);
    } catch {
      // The toast is shown; the list falls back to empty.
    }
    return [];
  };
}

/** A section save's failure goes back to the autosave unreported: it picks the message (saved, stale, failed). */
export function reportToCaller(failure: ApiFailure): never {
  throw new ApiError(failure, messageForFailure(failure));
}
