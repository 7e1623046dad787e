import { type ManualComponentSelection, ManualComponentSelectionSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { fetchFailed } from "./failures";
import { roofEditorSectionKey } from "./keys";

/** GET /manual-component-selection/{roofId}: the components of the roof's systems, with the quantities added. */
export function getManualSelection(roofId: number): Promise<ManualComponentSelection> {
  return apiRequest(`/manual-component-selection/${roofId}`, {
    schema: ManualComponentSelectionSchema,
    onError: fetchFailed("manual components"),
  });
}

export const manualSelectionQueryKey = (roofId: number) => roofEditorSectionKey(roofId, "manual-components");

export const manualSelectionQueryOptions = (roofId: number) =>
  queryOptions({ queryKey: manualSelectionQueryKey(roofId), queryFn: () => getManualSelection(roofId) });

export function useManualSelection(roofId: number) {
  return useQuery(manualSelectionQueryOptions(roofId));
}
