import { type DocumentAvailability, DocumentAvailabilitySchema, type DocumentLevel } from "@portal/contracts";
import { ROOF_EDITOR_FAILURES } from "@portal/contracts/ui";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { documentAvailabilityQueryKey } from "./keys";

/**
 * GET /{level}s/document-availability/{id}: which documents the item's data is enough for (a plot or project
 * can give a document when any of its roofs can).
 */
export function getDocumentAvailability(level: DocumentLevel, id: number): Promise<DocumentAvailability> {
  return apiRequest(`/${level}s/document-availability/${id}`, {
    schema: DocumentAvailabilitySchema,
    onError: showErrorAs(ROOF_EDITOR_FAILURES.fetch("document availability")),
  });
}

export const documentAvailabilityQueryOptions = (level: DocumentLevel, id: number) =>
  queryOptions({
    queryKey: documentAvailabilityQueryKey(level, id),
    queryFn: () => getDocumentAvailability(level, id),
  });

export function useDocumentAvailability(level: DocumentLevel, id: number) {
  return useQuery(documentAvailabilityQueryOptions(level, id));
}
