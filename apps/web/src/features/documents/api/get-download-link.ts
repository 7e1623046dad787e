import {
  type DocumentFormat,
  type DocumentLevel,
  type DownloadLink,
  DownloadLinkSchema,
  type PdfType,
} from "@portal/contracts";
import { DOCUMENT_ERRORS } from "@portal/contracts/ui";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";

export interface DownloadLinkRequest {
  level: DocumentLevel;
  id: number;
  pdfType: PdfType;
  version: number;
  format: DocumentFormat;
  /** Improved Fixing Spec versions are numbered apart from the Fixing Spec's. */
  isImproved: boolean;
}

/**
 * GET /project-pdfs/{level}s/{id}/{pdfType}/{version}?format&improved → a short-lived signed link, asked for at
 * the moment of the download so it has not expired. A missing file says 'File is not available'.
 */
export function getDownloadLink(request: DownloadLinkRequest): Promise<DownloadLink> {
  return apiRequest(`/project-pdfs/${request.level}s/${request.id}/${request.pdfType}/${request.version}`, {
    query: { format: request.format, improved: String(request.isImproved) },
    schema: DownloadLinkSchema,
    onError: showErrorAs(DOCUMENT_ERRORS.fileNotAvailable),
  });
}
