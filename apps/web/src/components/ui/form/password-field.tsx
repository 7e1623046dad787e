import { AUTH_TEXT } from "@portal/contracts/ui";
import { type ComponentProps, type ReactNode, useId, useState } from "react";
import { describedBy, FieldFrame, inputClasses } from "./field";

export interface PasswordFieldProps extends Omit<ComponentProps<"input">, "id" | "type"> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  containerClassName?: string;
}

/** A password input with a show/hide toggle (spec 01 §2.4). */
export function PasswordField({ label, error, hint, required, containerClassName, ...props }: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} required={required} error={error} hint={hint} className={containerClassName}>
      <div className="relative">
        <input
          id={id}
          type={visible ? "text" : "password"}
          className={inputClasses(Boolean(error), "pr-11")}
          aria-required={required || undefined}
          {...describedBy(id, error)}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          aria-label={visible ? AUTH_TEXT.hidePassword : AUTH_TEXT.showPassword}
          aria-pressed={visible}
          aria-controls={id}
        >
          <svg
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            aria-hidden="true"
          >
            <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
            <circle cx="12" cy="12" r="3" />
            {visible ? <path d="M4 4l16 16" strokeLinecap="round" /> : null}
          </svg>
        </button>
      </div>
    </FieldFrame>
  );
}
