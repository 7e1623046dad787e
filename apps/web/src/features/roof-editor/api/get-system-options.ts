import { type RoofSystemOption, RoofSystemOptionSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { emptyListAfterToast } from "./failures";
import { roofEditorSectionKey } from "./keys";

/** GET /roof-system/options/{id}: the systems valid for the roof's tile and pitch, each with its edge. */
export function getSystemOptions(roofId: number): Promise<RoofSystemOption[]> {
  return apiRequest(`/roof-system/options/${roofId}`, {
    schema: z.array(RoofSystemOptionSchema),
    onError: emptyListAfterToast("system options"),
  });
}

export const systemOptionsQueryKey = (roofId: number) => roofEditorSectionKey(roofId, "system-options");

export const systemOptionsQueryOptions = (roofId: number) =>
  queryOptions({ queryKey: systemOptionsQueryKey(roofId), queryFn: () => getSystemOptions(roofId) });

export function useSystemOptions(roofId: number) {
  return useQuery(systemOptionsQueryOptions(roofId));
}
