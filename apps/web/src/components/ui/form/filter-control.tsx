import { type ReactNode, useId } from "react";

/** A list filter's small label above its control; the control gets the id the label points at. */
export function FilterControl({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600">
        {label}
      </label>
      {children(id)}
    </div>
  );
}
