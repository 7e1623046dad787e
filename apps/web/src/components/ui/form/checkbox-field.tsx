import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "@/lib/cn";
import { describedBy, FieldError, RequiredMark } from "./field";

export interface CheckboxFieldProps extends Omit<ComponentProps<"input">, "id" | "type"> {
  label: ReactNode;
  error?: string;
  containerClassName?: string;
}

export function CheckboxField({ label, error, required, containerClassName, ...props }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={containerClassName}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className={cn(
            "mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-brand-700",
            "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed",
          )}
          aria-required={required || undefined}
          {...describedBy(id, error)}
          {...props}
        />
        <div className="flex items-baseline">
          <label htmlFor={id} className="text-sm text-slate-700">
            {label}
          </label>
          {required ? <RequiredMark /> : null}
        </div>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
