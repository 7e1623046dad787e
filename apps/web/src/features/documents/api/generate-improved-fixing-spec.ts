import { type GenerationAccepted, GenerationAcceptedSchema } from "@portal/contracts";
import { apiRequest } from "@/lib/api-client";
import { refusedAs } from "./generate-document";

/** POST /project-pdfs/roofs/improved-fixing-spec { roofId } → 202 (admin and TAS only, spec 02 §6). */
export function generateImprovedFixingSpec(options: {
  roofId: number;
  failureText: string;
}): Promise<GenerationAccepted> {
  return apiRequest("/project-pdfs/roofs/improved-fixing-spec", {
    method: "POST",
    body: { roofId: options.roofId },
    schema: GenerationAcceptedSchema,
    onError: refusedAs(options.failureText),
  });
}
