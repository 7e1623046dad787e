import { ApiError, type ApiFailure, messageForFailure } from "@/lib/api-error";

/** A save's failure goes back to the designer unreported: it picks the message (stale, invalid, failed). */
export function reportToCaller(failure: ApiFailure): never {
  throw new ApiError(failure, messageForFailure(failure));
}
