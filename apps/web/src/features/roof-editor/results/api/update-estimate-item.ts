import { type EstimateItem, EstimateItemSchema, ROOF_EDITOR_MESSAGES, type RoofEstimateData } from "@portal/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { ApiError } from "@/lib/api-error";
import { operationMessage } from "@/lib/api-error-handlers";
import { estimateDataQueryKey } from "./keys";

export interface UpdateEstimateItemBody {
  itemId: number;
  quantity: number;
}

/**
 * PUT /roof-estimate-data/estimate-items/{id} {quantity}: staff change one line. A failure goes back to the caller
 * with its reason ('Failed to update estimate quantity' unless the server says more), shown beside the line.
 */
export function updateEstimateItem({ itemId, quantity }: UpdateEstimateItemBody): Promise<EstimateItem> {
  return apiRequest(`/roof-estimate-data/estimate-items/${itemId}`, {
    method: "PUT",
    body: { quantity },
    schema: EstimateItemSchema,
    onError: (failure) => {
      throw new ApiError(failure, operationMessage(failure, ROOF_EDITOR_MESSAGES.quantityUpdateFailed));
    },
  });
}

/** The saved line replaces its copy at once; the estimate is then read again (its state is now 'edited'). */
export function useUpdateEstimateItem(roofId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEstimateItem,
    onSuccess: async (saved) => {
      queryClient.setQueryData<RoofEstimateData>(estimateDataQueryKey(roofId), (current) =>
        current
          ? { ...current, items: current.items.map((item) => (item.id === saved.id ? { ...item, ...saved } : item)) }
          : current,
      );
      await queryClient.invalidateQueries({ queryKey: estimateDataQueryKey(roofId) });
    },
  });
}
