import { type RoofSummary, RoofSummarySchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { ApiError, messageForFailure } from "@/lib/api-error";
import { showError } from "@/lib/api-error-handlers";
import { roofsRootKey } from "./keys";

/** GET /roofs/{id}. A deleted or unknown roof answers 404, which the roof page shows as 'No roof selected'. */
export function getRoof(roofId: number): Promise<RoofSummary> {
  return apiRequest(`/roofs/${roofId}`, {
    schema: RoofSummarySchema,
    onError: (failure) => {
      if (failure.status === 404) throw new ApiError(failure, messageForFailure(failure));
      return showError(failure);
    },
  });
}

export const roofQueryOptions = (roofId: number) =>
  queryOptions({ queryKey: [...roofsRootKey, "detail", roofId], queryFn: () => getRoof(roofId) });

export function useRoof(roofId: number) {
  return useQuery(roofQueryOptions(roofId));
}
