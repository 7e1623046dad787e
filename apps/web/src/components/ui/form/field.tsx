import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export const inputClasses = (hasError: boolean, className?: string) =>
  cn(
    "block w-full rounded-md border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-inset",
    "placeholder:text-slate-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600",
    "disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500",
    hasError ? "ring-red-500" : "ring-slate-300",
    className,
  );

/** The asterisk is decoration: screen readers get the required state from the input itself. */
export function RequiredMark() {
  return (
    <span className="ml-0.5 text-red-600" aria-hidden="true">
      *
    </span>
  );
}

/**
 * The asterisk sits beside the label rather than inside it, so the label (and the input's accessible name)
 * is exactly the field's name.
 */
export function FieldLabel({ id, label, required }: { id: string; label: ReactNode; required?: boolean }) {
  return (
    <div className="mb-1 flex items-baseline">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {required ? <RequiredMark /> : null}
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

export interface FieldFrameProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Label above, error below: every input gets a visible label tied to it and its error announced with it. */
export function FieldFrame({ id, label, required, error, hint, className, children }: FieldFrameProps) {
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} required={required} />
      {children}
      {hint && !error ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The attributes that tie an input to its error text. */
export function describedBy(id: string, error: string | undefined) {
  return { "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined };
}
