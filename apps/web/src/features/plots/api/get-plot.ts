import { type Plot, PlotSchema } from "@portal/contracts";
import { PLOTS_UI_MESSAGES } from "@portal/contracts/ui";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { ApiError } from "@/lib/api-error";
import { showErrorAs } from "@/lib/api-error-handlers";
import { plotsRootKey } from "./get-plots";

/**
 * GET /plots/{id}. A deleted or unknown plot answers 404, which the plot page turns into a return to the
 * project (spec 02 §8), so that case raises no toast.
 */
export function getPlot(plotId: number): Promise<Plot> {
  return apiRequest(`/plots/${plotId}`, {
    schema: PlotSchema,
    onError: (failure) => {
      if (failure.status === 404) throw new ApiError(failure, PLOTS_UI_MESSAGES.fetchPlotFailed);
      return showErrorAs(PLOTS_UI_MESSAGES.fetchPlotFailed)(failure);
    },
  });
}

export const plotQueryKey = (plotId: number) => [...plotsRootKey, "detail", plotId] as const;

export const plotQueryOptions = (plotId: number) =>
  queryOptions({ queryKey: plotQueryKey(plotId), queryFn: () => getPlot(plotId) });

export function usePlot(plotId: number) {
  return useQuery(plotQueryOptions(plotId));
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
