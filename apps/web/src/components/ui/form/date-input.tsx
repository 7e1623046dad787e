import type { ReactNode } from "react";
import { maskUkDate } from "@/lib/forms/dates";
import { TextField, type TextFieldProps } from "./text-field";

export interface DateInputProps extends Omit<TextFieldProps, "onChange" | "value" | "type"> {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
}

/** A date typed as dd/MM/yyyy, the slashes filled in as the user types. */
export function DateInput({ value, onChange, placeholder = "dd/mm/yyyy", ...props }: DateInputProps) {
  return (
    <TextField
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(maskUkDate(event.target.value))}
    />
  );
}
