import { CreatedIdSchema } from "@portal/contracts";
import { PLOTS_UI_MESSAGES } from "@portal/contracts/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { plotsRootKey } from "./get-plots";

/** POST /plots: the server names the new plot "Plot n". */
export function createPlot(projectId: number): Promise<{ id: number }> {
  return apiRequest("/plots", {
    method: "POST",
    body: { projectId },
    schema: CreatedIdSchema,
    onError: showErrorAs(PLOTS_UI_MESSAGES.createPlotFailed),
  });
}

export function useCreatePlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlot,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plotsRootKey }),
  });
}
