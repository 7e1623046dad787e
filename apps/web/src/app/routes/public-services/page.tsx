import { PUBLIC_WIZARD_STEP, PUBLIC_WIZARD_TEXT, type PublicWizardStep } from "@portal/contracts/ui";
import { type ReactNode, Suspense, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { DetailsForm } from "@/features/public-wizard/components/details-form";
import { WelcomePanel } from "@/features/public-wizard/components/welcome-panel";
import { BottomStepper, WizardSteps, wizardHeading } from "@/features/public-wizard/components/wizard-steps";
import { useSessionByEmail } from "@/features/public-wizard/hooks/use-session-by-email";
import {
  EMPTY_PROJECT_DETAILS,
  useDetailsComplete,
  useUserDetailsValid,
  useWizardForm,
} from "@/features/public-wizard/hooks/use-wizard-form";
import { recallWizard, rememberWizard } from "@/features/public-wizard/lib/wizard-memory";
import { allowanceOf, useSession } from "@/lib/auth/session";
import { lazyComponent } from "@/lib/lazy-component";
import { useCreationChain } from "./creation-chain";

// The roof editor's panels are most of the wizard's code: they arrive while the visitor types their details.
const loadRoofSteps = () => import("./roof-steps");
const WizardRoofSteps = lazyComponent(loadRoofSteps, "WizardRoofSteps");

function WaitingForRoof({ chain }: { chain: ReturnType<typeof useCreationChain> }) {
  let status: ReactNode = PUBLIC_WIZARD_TEXT.roofDetailsWaiting;
  if (chain.isCreating) status = <Spinner label={PUBLIC_WIZARD_TEXT.creatingRoof} />;
  else if (chain.hasFailed) {
    status = (
      <div className="flex flex-wrap items-center gap-3" role="alert">
        <span>{PUBLIC_WIZARD_TEXT.roofNotCreated}</span>
        <Button variant="secondary" onClick={chain.retry}>
          {PUBLIC_WIZARD_TEXT.tryAgain}
        </Button>
      </div>
    );
  }
  return (
    <Card className="mt-6 p-5">
      <h2 className="text-lg font-semibold text-slate-900">{PUBLIC_WIZARD_TEXT.roofDetails}</h2>
      <div className="mt-3 text-sm text-slate-600">{status}</div>
    </Card>
  );
}

/**
 * /public-services (spec 01 §2.8, §4.2): a visitor's details, then one roof's documents step by step. The
 * details stay in one form for the whole wizard; the project, plot and roof are made once they are complete.
 */
export function PublicServicesRoute() {
  const { user } = useSession();
  const visitorEmail = user !== null && allowanceOf(user) === "anonymous" ? user.email : null;
  const hasSession = visitorEmail !== null;
  // A reload in the same visitor session comes back to the same roof and step.
  const [memory] = useState(() => recallWizard(visitorEmail));
  const form = useWizardForm(memory?.values);
  const isUserValid = useUserDetailsValid(form);
  const details = useDetailsComplete(form);
  const chain = useCreationChain(details, hasSession, memory?.roof ?? null);
  useSessionByEmail(form, chain.hasProject);
  const [step, setStep] = useState<PublicWizardStep>(memory?.step ?? PUBLIC_WIZARD_STEP.fixingSpec);
  const roof = chain.roof;
  useEffect(() => {
    if (visitorEmail === null) return;
    const remember = () => rememberWizard({ email: visitorEmail, values: form.getValues(), roof, step });
    remember();
    const subscription = form.watch(remember);
    return () => subscription.unsubscribe();
  }, [form, roof, step, visitorEmail]);

  /** Every move first checks the details (spec 01 §2.8); the steps after the first need the roof. */
  async function open(next: PublicWizardStep) {
    if (next !== PUBLIC_WIZARD_STEP.fixingSpec) {
      const isValid = await form.trigger(undefined, { shouldFocus: true });
      if (!isValid || roof === null) return;
    }
    setStep(next);
    window.scrollTo?.({ top: 0, behavior: "smooth" });
  }

  /** Start Again: back to the first step for another project; the visitor's own details stay. */
  function startAgain() {
    chain.forget();
    for (const field of Object.keys(EMPTY_PROJECT_DETAILS) as (keyof typeof EMPTY_PROJECT_DETAILS)[]) {
      form.resetField(field, { defaultValue: "" });
    }
    setStep(PUBLIC_WIZARD_STEP.fixingSpec);
    window.scrollTo?.({ top: 0, behavior: "smooth" });
  }

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={wizardHeading(step)} />
      <WizardSteps current={step} canLeaveFirst={roof !== null} onOpen={(next) => void open(next)} />
      {step === PUBLIC_WIZARD_STEP.fixingSpec ? (
        <>
          <WelcomePanel />
          <DetailsForm
            form={form}
            isProjectOpen={hasSession && isUserValid}
            isSaved={chain.hasProject || chain.isCreating}
          />
        </>
      ) : null}
      {roof === null ? (
        step === PUBLIC_WIZARD_STEP.fixingSpec ? (
          <>
            <WaitingForRoof chain={chain} />
            <BottomStepper note={PUBLIC_WIZARD_TEXT.detailsReused}>
              <Button variant="secondary" disabled title={PUBLIC_WIZARD_TEXT.roofDetailsWaiting}>
                {PUBLIC_WIZARD_TEXT.getFixingSpec}
              </Button>
              <Button onClick={() => void form.trigger(undefined, { shouldFocus: true })}>
                {PUBLIC_WIZARD_TEXT.continueToEstimate}
              </Button>
            </BottomStepper>
          </>
        ) : null
      ) : (
        <Suspense
          fallback={
            <div className="flex justify-center py-16 text-brand-700">
              <Spinner label={PUBLIC_WIZARD_TEXT.creatingRoof} />
            </div>
          }
        >
          <WizardRoofSteps roof={roof} step={step} onOpen={(next) => void open(next)} onStartAgain={startAgain} />
        </Suspense>
      )}
    </div>
  );
}
