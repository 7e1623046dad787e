import { zodResolver } from "@hookform/resolvers/zod";
import { PRODUCT_MANAGEMENT_MESSAGES as TEXT } from "@portal/contracts";
import { type ReactNode, useId, useRef, useState } from "react";
import { Controller, type Resolver, useForm } from "react-hook-form";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { YesNoDialog } from "@/components/ui/confirm-dialog";
import { CheckboxField } from "@/components/ui/form/checkbox-field";
import { SelectField } from "@/components/ui/form/select-field";
import { TextField } from "@/components/ui/form/text-field";
import { ApiError } from "@/lib/api-error";
import { applyModelState } from "@/lib/forms/model-state";
import { filterNumericInput } from "@/lib/forms/numeric";
import type { Option } from "../lib/options";
import { type ComponentChoice, ComponentPicker } from "./component-picker";

export type FormValues = Record<string, unknown>;

/** A field name of a form's input type: a misspelt name fails the typecheck instead of sending nothing. */
export type FieldName<Input> = Extract<keyof Input, string>;

/** Values for some of a form's fields, such as defaults or the parent id sent with every save. */
export type FieldValues<Input> = Partial<Record<FieldName<Input>, unknown>>;

/** One field of a configured form (the edit page's "form configuration", spec 03 §2.2). */
export interface FieldConfig<Input = FormValues> {
  name: FieldName<Input>;
  label: string;
  /** "component" searches the product catalogue as the user types. */
  kind: "text" | "number" | "select" | "checkbox" | "textarea" | "component";
  options?: readonly Option[];
  /** For a "component" field: the item's current component. */
  current?: ComponentChoice | null;
  /** For a "component" field: show the picked component's added wastage and pack quantity. */
  showPackDetails?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** Groups fields under a heading, in order of first appearance. */
  group?: string;
}

/** Turns an item into form values: numbers become text for the inputs, null becomes blank. */
export function toFormValues<Input>(
  fields: readonly FieldConfig<Input>[],
  item: object | null | undefined,
  defaults: FieldValues<Input> = {},
): FormValues {
  const values: FormValues = {};
  const itemValues: Partial<Record<string, unknown>> = item ?? {};
  for (const field of fields) {
    const raw = itemValues[field.name] ?? defaults[field.name];
    if (field.kind === "checkbox") values[field.name] = Boolean(raw ?? false);
    else values[field.name] = raw === null || raw === undefined ? "" : String(raw);
  }
  return values;
}

export interface EntityFormProps<Schema extends z.ZodType> {
  schema: Schema;
  fields: readonly FieldConfig<z.input<Schema>>[];
  initialValues: FormValues;
  /** Sent with every save, e.g. the parent id. */
  extraValues?: FieldValues<z.input<Schema>>;
  /** Receives the values as the schema reads them (numbers, nulls, defaults). */
  onSubmit: (values: z.output<Schema>) => Promise<unknown>;
  submitLabel?: string;
  onCancel?: () => void;
  children?: ReactNode;
  columns?: 1 | 2 | 3;
}

/**
 * A form built from its field configuration and validated with the shared contract schema: fields validate
 * when they lose focus, cross-field rules live in the schema, the server's model state lands on its fields,
 * turning Is Active on asks for confirmation first, and a save cannot be sent twice (spec 03 §4, §5).
 */
export function EntityForm<Schema extends z.ZodType>({
  schema,
  fields,
  initialValues,
  extraValues = {},
  onSubmit,
  submitLabel = TEXT.save,
  onCancel,
  children,
  columns = 2,
}: EntityFormProps<Schema>) {
  const formId = useId();
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    // Values the form does not show (such as the parent id) are validated with the rest.
    resolver: ((values, context, options) =>
      (zodResolver(schema as never) as unknown as Resolver<FormValues>)(
        { ...values, ...extraValues },
        context,
        options,
      )) as Resolver<FormValues>,
    mode: "onTouched",
    defaultValues: initialValues,
  });
  const [confirmActivation, setConfirmActivation] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const sending = useRef(false);

  const submit = handleSubmit(async (values) => {
    if (sending.current) return;
    sending.current = true;
    setFormError(null);
    try {
      // With a resolver, react-hook-form hands on the schema's output; the extra values are sent as given.
      await onSubmit({ ...values, ...extraValues } as z.output<Schema>);
    } catch (error) {
      if (error instanceof ApiError) {
        const unplaced = applyModelState(
          error.failure.body?.modelState,
          setError,
          fields.map((field) => field.name),
        );
        if (unplaced.length) setFormError(unplaced.join(" "));
      }
    } finally {
      sending.current = false;
    }
  });

  const groups = [...new Set(fields.map((field) => field.group ?? ""))];
  const grid = columns === 1 ? "grid-cols-1" : columns === 2 ? "sm:grid-cols-2" : "sm:grid-cols-2 lg:grid-cols-3";

  const renderField = (field: FieldConfig<z.input<Schema>>) => (
    <Controller
      key={field.name}
      control={control}
      name={field.name}
      render={({ field: input }) => {
        const error = errors[field.name]?.message as string | undefined;
        const common = {
          label: field.label,
          required: Boolean(field.required),
          disabled: Boolean(field.disabled),
          ...(error ? { error } : {}),
        };
        if (field.kind === "checkbox") {
          return (
            <CheckboxField
              {...common}
              name={input.name}
              checked={Boolean(input.value)}
              onBlur={input.onBlur}
              onChange={(event) => {
                const checked = event.target.checked;
                input.onChange(checked);
                if (field.name === "isActive" && checked && !initialValues.isActive) setConfirmActivation(true);
              }}
              containerClassName="pt-6"
            />
          );
        }
        if (field.kind === "select") {
          return (
            <SelectField
              {...common}
              name={input.name}
              options={field.options ?? []}
              placeholder=""
              value={String(input.value ?? "")}
              onBlur={input.onBlur}
              onChange={(event) => input.onChange(event.target.value)}
            />
          );
        }
        if (field.kind === "component") {
          return (
            <div className="sm:col-span-2">
              <ComponentPicker
                {...common}
                name={input.name}
                value={String(input.value ?? "")}
                onBlur={input.onBlur}
                onChange={input.onChange}
                current={field.current ?? null}
                showPackDetails={Boolean(field.showPackDetails)}
              />
            </div>
          );
        }
        if (field.kind === "textarea") {
          return (
            <div className="sm:col-span-2">
              <TextAreaField
                {...common}
                name={input.name}
                value={String(input.value ?? "")}
                onBlur={input.onBlur}
                onChange={input.onChange}
              />
            </div>
          );
        }
        return (
          <TextField
            {...common}
            name={input.name}
            type="text"
            inputMode={field.kind === "number" ? "decimal" : undefined}
            value={String(input.value ?? "")}
            onBlur={input.onBlur}
            onChange={(event) =>
              input.onChange(field.kind === "number" ? filterNumericInput(event.target.value) : event.target.value)
            }
          />
        );
      }}
    />
  );

  return (
    <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
      {groups.map((group) => (
        <fieldset key={group || "main"} className="space-y-3">
          {group ? <legend className="text-sm font-semibold text-slate-900">{group}</legend> : null}
          <div className={`grid grid-cols-1 gap-4 ${grid}`}>
            {fields.filter((field) => (field.group ?? "") === group).map(renderField)}
          </div>
        </fieldset>
      ))}
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {children}
      <div className="flex flex-wrap justify-end gap-3">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            {TEXT.cancel}
          </Button>
        ) : null}
        <Button type="submit" isLoading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
      <YesNoDialog
        open={confirmActivation}
        title={TEXT.confirmActivationTitle}
        onConfirm={() => {
          setConfirmActivation(false);
          void submit();
        }}
        onClose={() => {
          setConfirmActivation(false);
          setValue("isActive", false);
        }}
      >
        {TEXT.confirmActivationText}
      </YesNoDialog>
    </form>
  );
}

function TextAreaField({
  label,
  error,
  required,
  disabled,
  name,
  value,
  onBlur,
  onChange,
}: {
  label: string;
  error?: string;
  required: boolean;
  disabled: boolean;
  name: string;
  value: string;
  onBlur: () => void;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={4}
        value={value}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onBlur={onBlur}
        onChange={(event) => onChange(event.target.value)}
        className="block w-full rounded-md border-0 px-3 py-2 text-sm shadow-sm ring-1 ring-inset ring-slate-300 focus-visible:ring-2 focus-visible:ring-brand-600"
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
