import { useId } from "react";
import { cn } from "@/lib/cn";

export interface SwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  description?: string;
}

/** An on/off control: a button with the switch role, operated by Space or Enter like any button. */
export function Switch({ label, checked, onChange, disabled, description }: SwitchProps) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        // The button is the target (taller on touch screens, index.css); the track inside it is what is seen.
        className={cn(
          "inline-flex shrink-0 items-center justify-center rounded-full",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
          "disabled:cursor-not-allowed disabled:opacity-50",
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            "inline-flex h-6 w-11 items-center rounded-full transition-colors",
            checked ? "bg-brand-700" : "bg-slate-300",
          )}
        >
          <span
            className={cn(
              "inline-block size-5 rounded-full bg-white shadow transition-transform",
              checked ? "translate-x-5" : "translate-x-0.5",
            )}
          />
        </span>
      </button>
      <span id={labelId} className="text-sm font-medium text-slate-800">
        {label}
      </span>
      {description ? (
        <span id={descriptionId} className="text-xs text-slate-500">
          {description}
        </span>
      ) : null}
    </div>
  );
}
