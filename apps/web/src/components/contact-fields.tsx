import { FIELD_LABELS } from "@portal/contracts/ui";
import { type Control, Controller, type FieldValues, type Path, type UseFormRegisterReturn } from "react-hook-form";
import { CheckboxField } from "@/components/ui/form/checkbox-field";
import { SearchableSelect } from "@/components/ui/form/searchable-select";
import { TextField } from "@/components/ui/form/text-field";
import {
  type AddressField,
  MARKETING_FIELDS,
  type MarketingField,
  type NameField,
  type WorkField,
} from "@/lib/forms/form-values";
import { industryTypeOptions, useIndustryTypes } from "@/lib/lookups/industry-types";

interface FieldsProps<Field extends string> {
  register: (name: Field) => UseFormRegisterReturn;
  errors: Partial<Record<Field, { message?: string } | undefined>>;
  /** Asterisks on the fields the form's schema requires (everyone's but an administrator's own profile). */
  required?: boolean;
}

/** First and last name, as registration, the profile and Add User ask for them. */
export function NameFields({ register, errors, required = false }: FieldsProps<NameField>) {
  return (
    <>
      <TextField
        label={FIELD_LABELS.firstName}
        autoComplete="given-name"
        required={required}
        error={errors.firstName?.message}
        {...register("firstName")}
      />
      <TextField
        label={FIELD_LABELS.lastName}
        autoComplete="family-name"
        required={required}
        error={errors.lastName?.message}
        {...register("lastName")}
      />
    </>
  );
}

/**
 * Phone, job title, company and industry type: the contact block shared by registration, the profile and the
 * two user dialogs, with the same labels, autocomplete hints and the industry list (0 = not chosen).
 */
export function WorkFields<Values extends FieldValues & { industryType?: unknown }>({
  register,
  errors,
  control,
  required = false,
  industryRequired = required,
}: FieldsProps<WorkField | "industryType"> & {
  control: Control<Values>;
  /** Administrators editing a user must choose an industry though the contact fields stay optional. */
  industryRequired?: boolean;
}) {
  const industryTypes = useIndustryTypes();
  return (
    <>
      <TextField
        label={FIELD_LABELS.phoneNumber}
        type="tel"
        autoComplete="tel"
        required={required}
        error={errors.phoneNumber?.message}
        {...register("phoneNumber")}
      />
      <TextField
        label={FIELD_LABELS.jobTitle}
        autoComplete="organization-title"
        required={required}
        error={errors.jobTitle?.message}
        {...register("jobTitle")}
      />
      <TextField
        label={FIELD_LABELS.company}
        autoComplete="organization"
        required={required}
        error={errors.company?.message}
        {...register("company")}
      />
      <Controller
        control={control}
        // Every form that shows this block has an industryType field; react-hook-form cannot see that through
        // the generic, so the path is named here.
        name={"industryType" as Path<Values>}
        render={({ field }) => (
          <SearchableSelect
            label={FIELD_LABELS.industryType}
            required={industryRequired}
            name={field.name}
            options={industryTypeOptions(industryTypes.data)}
            value={typeof field.value === "number" && field.value !== 0 ? field.value : null}
            onChange={(value) => field.onChange(value ?? 0)}
            onBlur={field.onBlur}
            error={errors.industryType?.message}
          />
        )}
      />
    </>
  );
}

/** The postal address block shared by the same four forms; the second line is never required. */
export function AddressFields({ register, errors, required = false }: FieldsProps<AddressField>) {
  return (
    <>
      <TextField
        label={FIELD_LABELS.addressLine1}
        autoComplete="address-line1"
        required={required}
        error={errors.addressLine1?.message}
        {...register("addressLine1")}
      />
      <TextField
        label={FIELD_LABELS.addressLine2}
        autoComplete="address-line2"
        error={errors.addressLine2?.message}
        {...register("addressLine2")}
      />
      <TextField
        label={FIELD_LABELS.town}
        autoComplete="address-level2"
        required={required}
        error={errors.town?.message}
        {...register("town")}
      />
      <TextField
        label={FIELD_LABELS.postCode}
        autoComplete="postal-code"
        required={required}
        error={errors.postCode?.message}
        {...register("postCode")}
      />
    </>
  );
}

type MarketingFieldsProps =
  | { register: (name: MarketingField) => UseFormRegisterReturn; errors?: FieldsProps<MarketingField>["errors"] }
  /** Only the user may change their choices: shown ticked as they chose, disabled (Edit User Details). */
  | { chosen: Record<MarketingField, boolean> };

/** The three marketing choices of registration, the profile and the user dialogs. */
export function MarketingFields(props: MarketingFieldsProps) {
  return MARKETING_FIELDS.map((name) =>
    "chosen" in props ? (
      <CheckboxField key={name} label={FIELD_LABELS[name]} checked={props.chosen[name]} disabled readOnly />
    ) : (
      <CheckboxField
        key={name}
        label={FIELD_LABELS[name]}
        error={props.errors?.[name]?.message}
        {...props.register(name)}
      />
    ),
  );
}
