import { PDF_TYPES, type PdfType } from "@portal/contracts";
import { PUBLIC_WIZARD_STEP, PUBLIC_WIZARD_TEXT, type PublicWizardStep } from "@portal/contracts/ui";
import type { ReactNode } from "react";
import { useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useDocumentAvailability } from "@/features/documents/api/get-document-availability";
import { GenerateButton } from "@/features/documents/components/generate-button";
import { FinishStep } from "@/features/public-wizard/components/finish-step";
import { BottomStepper } from "@/features/public-wizard/components/wizard-steps";
import { EstimatePanel } from "@/features/roof-editor/components/estimate-panel";
import { FixingSpecPanel } from "@/features/roof-editor/components/fixing-spec-panel";
import { RoofEditor } from "@/features/roof-editor/components/roof-editor";
import { useRoofEditor } from "@/features/roof-editor/components/roof-editor-context";
import { NbsPanel } from "@/features/roof-editor/nbs";
import { useRoofSolarSlot } from "@/features/solar-arrays/components/roof-solar";
import { getSettings } from "@/lib/settings";
import type { WizardRoof } from "./creation-chain";

type SolarSlot = ReturnType<typeof useRoofSolarSlot>;

/** Solar Designer (spec 01 §2.8): the roof editor's own designer for the wizard's roof, behind its Solar switch. */
function SolarStep({ solar }: { solar: SolarSlot }) {
  const { form } = useRoofEditor();
  const isVertical = useWatch({ control: form.control, name: "isVerticalRoof" });
  const configuratorUrl = getSettings()?.solarConfiguratorUrl;
  return (
    <div className="grid gap-6">
      <Card className="flex flex-wrap items-center justify-between gap-4 p-5">
        {solar.renderSwitch(isVertical)}
        {configuratorUrl ? (
          <p className="text-sm text-slate-600">
            {PUBLIC_WIZARD_TEXT.solarDesignerTooltip}{" "}
            <a
              href={configuratorUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {PUBLIC_WIZARD_TEXT.solarConfiguratorLink}
              <span className="sr-only"> {PUBLIC_WIZARD_TEXT.opensInNewTab}</span>
            </a>
          </p>
        ) : null}
        {solar.isOn ? null : <p className="w-full text-sm text-slate-600">{PUBLIC_WIZARD_TEXT.solarOffHint}</p>}
      </Card>
      {solar.panel}
    </div>
  );
}

function StepBody({ step, roofId, solar }: { step: PublicWizardStep; roofId: number; solar: SolarSlot }) {
  switch (step) {
    case PUBLIC_WIZARD_STEP.fixingSpec:
      return <FixingSpecPanel />;
    case PUBLIC_WIZARD_STEP.solarDesigner:
      return <SolarStep solar={solar} />;
    case PUBLIC_WIZARD_STEP.estimator:
      return <EstimatePanel manualComponents={{ title: PUBLIC_WIZARD_TEXT.youMayAlsoNeed, open: true }} />;
    case PUBLIC_WIZARD_STEP.nbs:
      return <NbsPanel roofId={roofId} />;
    default:
      return <FinishStep />;
  }
}

/**
 * The wizard's steps on its roof: the roof editor's own panels, one step's at a time, all editing the one form
 * (spec 01 §2.8 "the roof form inputs of the wizard are the same as the roof editor's"), and each step's buttons.
 */
export function WizardRoofSteps({
  roof,
  step,
  onOpen,
  onStartAgain,
}: {
  roof: WizardRoof;
  step: PublicWizardStep;
  onOpen: (step: PublicWizardStep) => void;
  onStartAgain: () => void;
}) {
  const solar = useRoofSolarSlot(roof.roofId);
  const availability = useDocumentAvailability("roof", roof.roofId).data;
  const roofDocument = (pdfType: PdfType) => ({ kind: "document", level: "roof", id: roof.roofId, pdfType }) as const;
  const get = (pdfType: PdfType, isAvailable: boolean, label: string) => (
    <GenerateButton
      projectId={roof.projectId}
      target={roofDocument(pdfType)}
      isAvailable={isAvailable}
      reviewsNbsFirst={false}
    >
      {label}
    </GenerateButton>
  );
  const back = (to: PublicWizardStep, label: string) => (
    <Button variant="ghost" onClick={() => onOpen(to)}>
      {label}
    </Button>
  );
  const next = (to: PublicWizardStep, label: string) => <Button onClick={() => onOpen(to)}>{label}</Button>;

  const actions: Record<PublicWizardStep, ReactNode> = {
    0: (
      <>
        {get(PDF_TYPES.fixingSpec, availability?.fixingSpecAvailable ?? false, PUBLIC_WIZARD_TEXT.getFixingSpec)}
        {solar.isOn
          ? next(PUBLIC_WIZARD_STEP.solarDesigner, PUBLIC_WIZARD_TEXT.continueToSolarDesigner)
          : next(PUBLIC_WIZARD_STEP.estimator, PUBLIC_WIZARD_TEXT.continueToEstimate)}
      </>
    ),
    1: (
      <>
        {back(PUBLIC_WIZARD_STEP.fixingSpec, PUBLIC_WIZARD_TEXT.backToFixingSpecification)}
        {next(PUBLIC_WIZARD_STEP.estimator, PUBLIC_WIZARD_TEXT.continueToEstimate)}
      </>
    ),
    2: (
      <>
        {solar.isOn
          ? back(PUBLIC_WIZARD_STEP.solarDesigner, PUBLIC_WIZARD_TEXT.backToSolarDesigner)
          : back(PUBLIC_WIZARD_STEP.fixingSpec, PUBLIC_WIZARD_TEXT.backToFixingSpecification)}
        {get(PDF_TYPES.estimate, availability?.estimateAvailable ?? false, PUBLIC_WIZARD_TEXT.getEstimate)}
        {next(PUBLIC_WIZARD_STEP.nbs, PUBLIC_WIZARD_TEXT.continueToNbs)}
      </>
    ),
    3: (
      <>
        {back(PUBLIC_WIZARD_STEP.estimator, PUBLIC_WIZARD_TEXT.backToEstimator)}
        {get(PDF_TYPES.nbsClause, availability?.nbsAvailable ?? false, PUBLIC_WIZARD_TEXT.getNbs)}
        {next(PUBLIC_WIZARD_STEP.finish, PUBLIC_WIZARD_TEXT.finish)}
      </>
    ),
    4: <Button onClick={onStartAgain}>{PUBLIC_WIZARD_TEXT.startAgain}</Button>,
  };

  return (
    <>
      <div className="mt-6">
        <RoofEditor projectId={roof.projectId} roofId={roof.roofId} solar={solar}>
          <StepBody step={step} roofId={roof.roofId} solar={solar} />
        </RoofEditor>
      </div>
      <BottomStepper note={step === PUBLIC_WIZARD_STEP.fixingSpec ? PUBLIC_WIZARD_TEXT.detailsReused : undefined}>
        {actions[step]}
      </BottomStepper>
    </>
  );
}
