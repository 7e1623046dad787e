import { ROOF_NBS_TEXT } from "@portal/contracts/ui";
import { ApiError, type ApiFailure } from "@/lib/api-error";
import { operationMessage, showErrorAs } from "@/lib/api-error-handlers";

/** A read's failure: the NBS fetch toast (spec 03 §8), then the query fails. */
export const fetchFailed = showErrorAs(ROOF_NBS_TEXT.loadFailed);

/**
 * A write's failure goes back to its caller unreported, with the reason the panel shows beside its title: the
 * server's own message, else 'Failed to save progress.'.
 */
export function reportToCaller(failure: ApiFailure): never {
  throw new ApiError(failure, operationMessage(failure, ROOF_NBS_TEXT.saveFailed));
}
