import { type ComponentProps, type ReactNode, useId } from "react";
import { describedBy, FieldFrame, inputClasses } from "./field";

export interface TextFieldProps extends Omit<ComponentProps<"input">, "id"> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  containerClassName?: string;
}

export function TextField({ label, error, hint, required, containerClassName, className, ...props }: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={required} error={error} hint={hint} className={containerClassName}>
      <input
        id={id}
        className={inputClasses(Boolean(error), className)}
        aria-required={required || undefined}
        {...describedBy(id, error)}
        {...props}
      />
    </FieldFrame>
  );
}
