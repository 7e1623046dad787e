import { type DocumentAvailability, DocumentAvailabilitySchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { fetchFailed } from "./failures";
import { roofEditorSectionKey } from "./keys";

/** GET /roofs/document-availability/{id}: which documents the roof's data is enough for. */
export function getDocumentAvailability(roofId: number): Promise<DocumentAvailability> {
  return apiRequest(`/roofs/document-availability/${roofId}`, {
    schema: DocumentAvailabilitySchema,
    onError: fetchFailed("document availability"),
  });
}

export const documentAvailabilityQueryKey = (roofId: number) => roofEditorSectionKey(roofId, "availability");

export const documentAvailabilityQueryOptions = (roofId: number) =>
  queryOptions({ queryKey: documentAvailabilityQueryKey(roofId), queryFn: () => getDocumentAvailability(roofId) });

export function useDocumentAvailability(roofId: number) {
  return useQuery(documentAvailabilityQueryOptions(roofId));
}
