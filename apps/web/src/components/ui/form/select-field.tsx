import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "@/lib/cn";
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
        <SelectOptions options={options} />
      </select>
    </FieldFrame>
  );
}

function SelectOptions({ options }: { options: readonly SelectOption[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}

export interface InlineSelectProps extends Omit<ComponentProps<"select">, "id"> {
  label: ReactNode;
  options: readonly SelectOption[];
  labelClassName?: string;
}

/**
 * A select with its label on the same line, for a control in a toolbar or a table's footer rather than a form.
 * The label and the select are siblings, so the caller's flex row places them.
 */
export function InlineSelect({ label, options, labelClassName, className, ...props }: InlineSelectProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={cn("whitespace-nowrap", labelClassName)}>
        {label}
      </label>
      <select id={id} className={inputClasses(false, className)} {...props}>
        <SelectOptions options={options} />
      </select>
    </>
  );
}
