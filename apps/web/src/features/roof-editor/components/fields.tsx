import { ROOF_EDITOR_TEXT } from "@portal/contracts/ui";
import { type ReactNode, useRef } from "react";
import { useController } from "react-hook-form";
import { NumericInput } from "@/components/ui/form/numeric-input";
import { SelectField, type SelectOption } from "@/components/ui/form/select-field";
import type { RoofEditorField, RoofEditorValues } from "../form/roof-editor-values";
import { useRoofEditor } from "./roof-editor-context";

type TextValuedField = {
  [Field in RoofEditorField]: RoofEditorValues[Field] extends string ? Field : never;
}[RoofEditorField];

/**
 * A field of the roof editor's form with what its input shows of it: its name, the element to focus, its value
 * and its error.
 */
function useRoofField(name: TextValuedField) {
  const { form, autosave } = useRoofEditor();
  const { field, fieldState } = useController({ name, control: form.control });
  const shown = { name: field.name, ref: field.ref, value: field.value, error: fieldState.error?.message };
  return { form, autosave, field, shown };
}

export interface RoofNumberFieldProps {
  name: TextValuedField;
  label: string;
  /** Replaces the plain change: field-driven rules (a length clearing its system) run here. */
  onValueChange?: (value: string) => void;
  footer?: ReactNode;
  disabled?: boolean;
  /** Marked as required, and '{Label} is required' when left blank (spec 03 §5). */
  required?: boolean;
  className?: string;
}

/**
 * A number typed as text; checked when the user leaves it (spec 03 §5) and saved then if they changed it (spec 03
 * §4). Its message is announced as it appears: the field is a polite live region.
 */
export function RoofNumberField({
  name,
  label,
  onValueChange,
  footer,
  disabled,
  required,
  className,
}: RoofNumberFieldProps) {
  const { autosave, field, shown } = useRoofField(name);
  const hasChanged = useRef(false);
  return (
    // Its message (and the calculated or entered marker below it) is announced as it changes.
    <div className={className} aria-live="polite">
      <NumericInput
        label={label}
        {...shown}
        disabled={disabled}
        required={required}
        onChange={(value) => {
          hasChanged.current = true;
          autosave.markEdited(name);
          if (onValueChange) onValueChange(value);
          else field.onChange(value);
        }}
        onBlur={() => {
          field.onBlur();
          if (!hasChanged.current) return;
          hasChanged.current = false;
          autosave.commit(name);
        }}
      />
      {footer}
    </div>
  );
}

export interface RoofSelectFieldProps {
  name: TextValuedField;
  label: string;
  options: readonly SelectOption[];
  /** The blank choice's words: 'Select...' unless a blank means something of its own ('None'). */
  placeholder?: string;
  disabled?: boolean;
  /** Marked as required, and '{Label} is required' when left blank (spec 03 §5). */
  required?: boolean;
  /** Replaces the plain choice: field-driven rules (a tile choosing its colour) run here. */
  onChoose?: (value: string) => void;
  className?: string;
}

/** A choice, saved as soon as it is made. */
export function RoofSelectField({
  name,
  label,
  options,
  placeholder = ROOF_EDITOR_TEXT.choose,
  disabled,
  required,
  onChoose,
  className,
}: RoofSelectFieldProps) {
  const { form, autosave, field, shown } = useRoofField(name);
  return (
    // The message is announced as it appears, as the number fields' are.
    <div className={className} aria-live="polite">
      <SelectField
        label={label}
        {...shown}
        options={options}
        placeholder={placeholder}
        disabled={disabled}
        required={required}
        onBlur={field.onBlur}
        onChange={(event) => {
          const value = event.target.value;
          if (onChoose) {
            onChoose(value);
            return;
          }
          field.onChange(value);
          void form.trigger(name);
          autosave.commit(name);
        }}
      />
    </div>
  );
}

/** The on/off control lives with the shared UI (the solar designer uses it too); the editor imports it from here. */
export { Switch } from "@/components/ui/switch";
