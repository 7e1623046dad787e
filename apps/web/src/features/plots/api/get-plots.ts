import { PlotsPageSchema, SORT_ORDER } from "@portal/contracts";
import { PLOTS_UI_MESSAGES } from "@portal/contracts/ui";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { QUERY_ROOTS } from "@/lib/query-keys";

export type PlotsPageData = z.infer<typeof PlotsPageSchema>;

/** What the plots panel asks for: one project's plots, a page at a time, sorted by their roofs' last edit. */
export interface PlotsListParams {
  projectId: number;
  pageNumber: number;
  pageSize: number;
}

export function getPlots({ projectId, pageNumber, pageSize }: PlotsListParams): Promise<PlotsPageData> {
  return apiRequest("/plots", {
    // Sorted by Roof (spec 02 §2), most recently edited first so the plot just worked on is at the top.
    query: { projectId, pageNumber, pageSize, sortBy: "roof", sortOrder: SORT_ORDER.descending },
    schema: PlotsPageSchema,
    onError: showErrorAs(PLOTS_UI_MESSAGES.fetchPlotsFailed),
  });
}

/** Every plot and roof query starts with this key, so a change anywhere refreshes what is on screen. */
export const plotsRootKey = [QUERY_ROOTS.plots] as const;

export const plotsQueryOptions = (params: PlotsListParams) =>
  queryOptions({
    queryKey: [...plotsRootKey, "list", params],
    queryFn: () => getPlots(params),
    placeholderData: keepPreviousData,
  });

export function usePlots(params: PlotsListParams) {
  return useQuery(plotsQueryOptions(params));
}
