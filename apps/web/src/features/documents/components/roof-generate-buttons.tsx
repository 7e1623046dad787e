import { PDF_TYPES, type PdfType } from "@portal/contracts";
import { DOCUMENTS_TEXT, ROOFS_TEXT } from "@portal/contracts/ui";
import { useDocumentAvailability } from "../api/get-document-availability";
import { GenerateButton } from "./generate-button";

/**
 * The roof page's bottom-bar buttons (spec 02 §2): Generate Fixing Spec, Estimate and NBS, each enabled by the
 * roof's availability; admin and TAS also generate the Improved Fixing Spec (spec 02 §6).
 */
export function RoofGenerateButtons({
  projectId,
  roofId,
  canGenerateImproved,
}: {
  projectId: number;
  roofId: number;
  canGenerateImproved: boolean;
}) {
  const availability = useDocumentAvailability("roof", roofId).data;
  const roofDocument = (pdfType: PdfType) => ({ kind: "document", level: "roof", id: roofId, pdfType }) as const;

  return (
    <>
      <GenerateButton
        projectId={projectId}
        target={roofDocument(PDF_TYPES.fixingSpec)}
        isAvailable={availability?.fixingSpecAvailable ?? false}
      >
        {ROOFS_TEXT.generateFixingSpec}
      </GenerateButton>
      {canGenerateImproved ? (
        <GenerateButton
          projectId={projectId}
          target={{ kind: "improvedFixingSpec", roofId }}
          isAvailable={availability?.fixingSpecAvailable ?? false}
        >
          {DOCUMENTS_TEXT.generateImprovedFixingSpec}
        </GenerateButton>
      ) : null}
      <GenerateButton
        projectId={projectId}
        target={roofDocument(PDF_TYPES.estimate)}
        isAvailable={availability?.estimateAvailable ?? false}
      >
        {ROOFS_TEXT.generateEstimate}
      </GenerateButton>
      <GenerateButton
        projectId={projectId}
        target={roofDocument(PDF_TYPES.nbsClause)}
        isAvailable={availability?.nbsAvailable ?? false}
      >
        {ROOFS_TEXT.generateNbs}
      </GenerateButton>
    </>
  );
}
