import { type DocumentLevel, type GenerationAccepted, GenerationAcceptedSchema, type PdfType } from "@portal/contracts";
import { apiRequest } from "@/lib/api-client";
import { ApiError, type ApiFailure } from "@/lib/api-error";
import { operationMessage } from "@/lib/api-error-handlers";

/** The body names the item by its level: { roofId }, { plotId } or { projectId }. */
const ID_FIELDS = { project: "projectId", plot: "plotId", roof: "roofId" } as const satisfies Record<
  DocumentLevel,
  string
>;

/**
 * A refused generation is not toasted here: the generation's progress toast turns into the message, the
 * server's own where it has one (409 already generating, 400 data missing), else the flow's text.
 */
export const refusedAs =
  (failureText: string) =>
  (failure: ApiFailure): never => {
    throw new ApiError(failure, operationMessage(failure, failureText));
  };

/** POST /project-pdfs/{level}s { <level>Id, pdfType } → 202 with the generation's id; the job reports by realtime. */
export function generateDocument(options: {
  level: DocumentLevel;
  id: number;
  pdfType: PdfType;
  failureText: string;
}): Promise<GenerationAccepted> {
  return apiRequest(`/project-pdfs/${options.level}s`, {
    method: "POST",
    body: { [ID_FIELDS[options.level]]: options.id, pdfType: options.pdfType },
    schema: GenerationAcceptedSchema,
    onError: refusedAs(options.failureText),
  });
}
