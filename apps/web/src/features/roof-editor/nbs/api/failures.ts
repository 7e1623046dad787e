import { ROOF_NBS_TEXT } from "@portal/contracts/ui";
import { ApiError, type ApiFailure, messageForFailure } from "@/lib/api-error";
import { showErrorAs } from "@/lib/api-error-handlers";

/** A read's failure: the NBS fetch toast (spec 03 §8), then the query fails. */
export const fetchFailed = showErrorAs(ROOF_NBS_TEXT.loadFailed);

/** A write's failure goes back to its caller unreported: the panel picks the toast. */
export function reportToCaller(failure: ApiFailure): never {
  throw new ApiError(failure, messageForFailure(failure));
}
