import { type DocumentHistory, DocumentHistorySchema, type DocumentLevel } from "@portal/contracts";
import { DOCUMENT_ERRORS } from "@portal/contracts/ui";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { documentHistoryQueryKey } from "./keys";

/** Spec 02 §8: each level's own fetch error. */
const FETCH_ERRORS: Record<DocumentLevel, string> = {
  project: DOCUMENT_ERRORS.fetchProjectDocuments,
  plot: DOCUMENT_ERRORS.fetchPlotDocuments,
  roof: DOCUMENT_ERRORS.fetchRoofDocuments,
};

/** GET /{level}s/documents/{id}: the kept versions of each document, newest first. */
export function getDocumentHistory(level: DocumentLevel, id: number): Promise<DocumentHistory> {
  return apiRequest(`/${level}s/documents/${id}`, {
    schema: DocumentHistorySchema,
    onError: showErrorAs(FETCH_ERRORS[level]),
  });
}

export const documentHistoryQueryOptions = (level: DocumentLevel, id: number) =>
  queryOptions({ queryKey: documentHistoryQueryKey(level, id), queryFn: () => getDocumentHistory(level, id) });

export function useDocumentHistory(level: DocumentLevel, id: number) {
  return useQuery(documentHistoryQueryOptions(level, id));
}
