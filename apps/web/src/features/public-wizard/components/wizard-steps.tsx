import { PUBLIC_WIZARD_STEPS, PUBLIC_WIZARD_TEXT, type PublicWizardStep } from "@portal/contracts/ui";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/**
 * The step icons (spec 01 §2.8): each one opens its step; steps 2 to 5 only once the details are complete and
 * the roof exists, since they work on that roof.
 */
export function WizardSteps({
  current,
  canLeaveFirst,
  onOpen,
}: {
  current: PublicWizardStep;
  canLeaveFirst: boolean;
  onOpen: (step: PublicWizardStep) => void;
}) {
  return (
    <nav aria-label={PUBLIC_WIZARD_TEXT.stepsLabel} className="mb-6">
      <ol className="flex flex-wrap items-center gap-2 sm:gap-0">
        {PUBLIC_WIZARD_STEPS.map((label, index) => {
          const step = index as PublicWizardStep;
          const isCurrent = step === current;
          const isDone = step < current;
          const isOpenable = step === 0 || canLeaveFirst;
          return (
            <li key={label} className="flex items-center sm:flex-1 sm:last:flex-none">
              <button
                type="button"
                onClick={() => onOpen(step)}
                disabled={!isOpenable}
                aria-current={isCurrent ? "step" : undefined}
                title={isOpenable ? undefined : PUBLIC_WIZARD_TEXT.stepLocked}
                className="group flex items-center gap-2 rounded-full py-1 pr-3 pl-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "flex size-8 items-center justify-center rounded-full text-sm font-semibold ring-2 transition-colors",
                    isCurrent && "bg-brand-700 text-white ring-brand-700",
                    isDone && !isCurrent && "bg-brand-50 text-brand-800 ring-brand-600",
                    !isCurrent && !isDone && "bg-white text-slate-600 ring-slate-300",
                    isOpenable && !isCurrent && "group-hover:ring-brand-500",
                    !isOpenable && "opacity-60",
                  )}
                >
                  {isDone ? "✓" : index + 1}
                </span>
                {/* The spoken name holds the visible label (WCAG 2.5.3): "Step 1: Fixing Spec". */}
                <span className="sr-only">{PUBLIC_WIZARD_TEXT.stepPrefix(index)}</span>{" "}
                <span
                  className={cn(
                    "text-sm font-medium",
                    isCurrent ? "text-brand-800" : "text-slate-600",
                    !isOpenable && "opacity-60",
                  )}
                >
                  {label}
                </span>
              </button>
              {index < PUBLIC_WIZARD_STEPS.length - 1 ? (
                <span aria-hidden="true" className="mx-2 hidden h-0.5 flex-1 rounded bg-slate-200 sm:block" />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The step's heading (spec 01 §2.8): 'Ready to get started?' first, 'Finish' last, the step's label between. */
export function wizardHeading(step: PublicWizardStep): string {
  if (step === 0) return PUBLIC_WIZARD_TEXT.firstHeading;
  if (step === 4) return PUBLIC_WIZARD_TEXT.finishHeading;
  return PUBLIC_WIZARD_STEPS[step];
}

/** The bottom stepper: the step's actions under 'Would you like to continue?' (spec 01 §2.8). */
export function BottomStepper({ note, children }: { note?: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby="public-wizard-stepper"
      className="sticky bottom-0 z-10 mt-6 rounded-xl bg-white/95 p-4 shadow-lg ring-1 ring-slate-200 backdrop-blur"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="public-wizard-stepper" className="text-base font-semibold text-slate-900">
            {PUBLIC_WIZARD_TEXT.stepperHeading}
          </h2>
          {note ? <p className="text-sm text-slate-600">{note}</p> : null}
        </div>
        <div className="flex flex-wrap gap-3">{children}</div>
      </div>
    </section>
  );
}
