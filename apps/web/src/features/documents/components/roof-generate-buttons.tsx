import { PDF_TYPES, type PdfType } from "@portal/contracts";
import { DOCUMENTS_TEXT, ROOFS_TEXT } from "@portal/contracts/ui";
import { Fragment } from "react";
import { Button } from "@/components/ui/button";
import { OptionsMenu } from "@/components/ui/options-menu";
import { useDocumentAvailability } from "../api/get-document-availability";
import { useGeneration } from "./generate-button";

/**
 * The roof page's bottom-bar generate controls (spec 02 §2, spec 03 §2.1): Generate Fixing Spec, Estimate and NBS,
 * each enabled by the roof's availability; admin and TAS also generate the Improved Fixing Spec (spec 02 §6).
 * From the small breakpoint up they are buttons; on a phone, where four buttons would stack over a quarter of the
 * screen, one Generate menu holds them, each entry enabled exactly as its button would be.
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
  const fixingSpecAvailable = availability?.fixingSpecAvailable ?? false;
  const estimateAvailable = availability?.estimateAvailable ?? false;
  const nbsAvailable = availability?.nbsAvailable ?? false;
  // Hooks in a fixed order; the improved spec's entry is left out below when the user may not generate it.
  const fixingSpec = useGeneration({
    projectId,
    target: roofDocument(PDF_TYPES.fixingSpec),
    isAvailable: fixingSpecAvailable,
  });
  const improved = useGeneration({
    projectId,
    target: { kind: "improvedFixingSpec", roofId },
    isAvailable: fixingSpecAvailable,
  });
  const estimate = useGeneration({
    projectId,
    target: roofDocument(PDF_TYPES.estimate),
    isAvailable: estimateAvailable,
  });
  const nbs = useGeneration({ projectId, target: roofDocument(PDF_TYPES.nbsClause), isAvailable: nbsAvailable });
  const entries = [
    { label: ROOFS_TEXT.generateFixingSpec, generation: fixingSpec, isAvailable: fixingSpecAvailable },
    ...(canGenerateImproved
      ? [{ label: DOCUMENTS_TEXT.generateImprovedFixingSpec, generation: improved, isAvailable: fixingSpecAvailable }]
      : []),
    { label: ROOFS_TEXT.generateEstimate, generation: estimate, isAvailable: estimateAvailable },
    { label: ROOFS_TEXT.generateNbs, generation: nbs, isAvailable: nbsAvailable },
  ];

  return (
    <>
      <div className="hidden flex-wrap gap-3 sm:flex">
        {entries.map((entry) => (
          <Button
            key={entry.label}
            variant="secondary"
            disabled={entry.generation.disabled}
            title={entry.isAvailable ? undefined : ROOFS_TEXT.documentsUnavailable}
            onClick={entry.generation.start}
          >
            {entry.label}
          </Button>
        ))}
      </div>
      <div className="sm:hidden">
        <OptionsMenu
          label={DOCUMENTS_TEXT.generate}
          text={DOCUMENTS_TEXT.generate}
          actions={entries.map((entry) => ({
            label: entry.label,
            onSelect: entry.generation.start,
            disabled: entry.generation.disabled,
          }))}
        />
      </div>
      {entries.map((entry) => (
        <Fragment key={entry.label}>{entry.generation.dialog}</Fragment>
      ))}
    </>
  );
}
