import { type ManualComponentSelection, ManualComponentSelectionSchema, ROOF_EDITOR_MESSAGES } from "@portal/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { ApiError } from "@/lib/api-error";
import { operationMessage } from "@/lib/api-error-handlers";
import { invalidateRoofResults } from "../lib/refresh-roof";
import { manualSelectionQueryKey } from "./get-manual-selection";

export interface ManualQuantityChange {
  systemId: number;
  componentId: number;
  colourId: number | null;
  quantity: number;
}

/**
 * PUT /manual-component-selection/amount-update/{roofId} with the one line that changed; the server works the
 * roof out again, so its answers are read again. A failure goes back to the caller with its reason (the server's
 * message, else 'Failed to save progress.'), which the quantity shows beside itself rather than in a toast.
 */
export function updateManualQuantity(roofId: number, change: ManualQuantityChange): Promise<ManualComponentSelection> {
  return apiRequest(`/manual-component-selection/amount-update/${roofId}`, {
    method: "PUT",
    body: [change],
    schema: ManualComponentSelectionSchema,
    onError: (failure) => {
      throw new ApiError(failure, operationMessage(failure, ROOF_EDITOR_MESSAGES.saveFailed));
    },
  });
}

export function useUpdateManualQuantity(roofId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ManualQuantityChange) => updateManualQuantity(roofId, change),
    onSuccess: async (selection) => {
      queryClient.setQueryData(manualSelectionQueryKey(roofId), selection);
      await invalidateRoofResults(queryClient, roofId);
    },
  });
}
