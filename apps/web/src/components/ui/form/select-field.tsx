import { type ComponentProps, type ReactNode, useId } from "react";
import { describedBy, FieldFrame, inputClasses } from "./field";

export interface SelectOption {
  value: string | number;
  label: string;
}

export interface SelectFieldProps extends Omit<ComponentProps<"select">, "id"> {
  label: ReactNode;
  options: readonly SelectOption[];
  error?: string;
  placeholder?: string;
  containerClassName?: string;
}

export function SelectField({
  label,
  options,
  error,
  required,
  placeholder,
  containerClassName,
  className,
  ...props
}: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={required} error={error} className={containerClassName}>
      <select
        id={id}
        className={inputClasses(Boolean(error), className)}
        aria-required={required || undefined}
        {...describedBy(id, error)}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
