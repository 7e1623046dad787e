import { filterNumericInput } from "@/lib/forms/numeric";
import { TextField, type TextFieldProps } from "./text-field";

export interface NumericInputProps extends Omit<TextFieldProps, "onChange" | "value" | "type"> {
  value: string;
  onChange: (value: string) => void;
}

/** A text input that keeps only digits, one decimal point and a leading minus. */
export function NumericInput({ value, onChange, ...props }: NumericInputProps) {
  return (
    <TextField
      {...props}
      type="text"
      inputMode="decimal"
      value={value}
      onChange={(event) => onChange(filterNumericInput(event.target.value))}
    />
  );
}
