import { DiagnosticDataSchema } from "@portal/contracts";
import { ROOF_RESULTS_ERRORS } from "@portal/contracts/ui";
import { apiRequest } from "@/lib/api-client";
import type { ApiFailure } from "@/lib/api-error";
import { showErrorAs } from "@/lib/api-error-handlers";

export type DiagnosticsKind = "fixing" | "estimate";

/** The JSON text to read, or why there is none yet (the API's own words, shown in the drawer). */
export type Diagnostics = { status: "ready"; text: string } | { status: "unavailable"; message: string };

/** 400 'Not enough data…' while the roof is incomplete, 403 for people other than staff: said in place. */
function unavailableOrToast(failure: ApiFailure): Diagnostics {
  const message = failure.body?.message;
  if ((failure.status === 400 || failure.status === 403) && message) return { status: "unavailable", message };
  return showErrorAs(ROOF_RESULTS_ERRORS.fetchDiagnostics)(failure);
}

/** The shared reading of both diagnostics calls (one file per call holds its path, key and hook). */
export async function fetchDiagnostics(path: string): Promise<Diagnostics> {
  return apiRequest<Diagnostics>(path, {
    schema: DiagnosticDataSchema.transform((body): Diagnostics => ({ status: "ready", text: body.data })),
    onError: unavailableOrToast,
  });
}
