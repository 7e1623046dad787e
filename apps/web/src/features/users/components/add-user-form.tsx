import { zodResolver } from "@hookform/resolvers/zod";
import { type CreateUserInput, CreateUserSchema } from "@portal/contracts";
import { FIELD_LABELS, SHELL_TEXT, USERS_TEXT } from "@portal/contracts/ui";
import { Controller, type Path, useForm } from "react-hook-form";
import type { z } from "zod";
import { AddressFields, NameFields, WorkFields } from "@/components/contact-fields";
import { Button } from "@/components/ui/button";
import { DialogActions } from "@/components/ui/dialog";
import { CheckboxField } from "@/components/ui/form/checkbox-field";
import { SearchableSelect } from "@/components/ui/form/searchable-select";
import { TextField } from "@/components/ui/form/text-field";
import { ApiError } from "@/lib/api-error";
import { applyModelState } from "@/lib/forms/model-state";
import { useIndustryTypes } from "@/lib/lookups/industry-types";
import { useCreateUser } from "../api/create-user";
import { useRoles } from "../api/get-roles";

const FIELDS: readonly Path<CreateUserInput>[] = [
  "email",
  "roleId",
  "firstName",
  "lastName",
  "phoneNumber",
  "jobTitle",
  "company",
  "addressLine1",
  "addressLine2",
  "town",
  "postCode",
  "industryType",
  "acceptMarketingByEmail",
  "acceptMarketingByPost",
  "acceptOptInToThirdParties",
];

const defaultValues: CreateUserInput = {
  email: "",
  roleId: "",
  firstName: "",
  lastName: "",
  phoneNumber: "",
  jobTitle: "",
  company: "",
  addressLine1: "",
  addressLine2: "",
  town: "",
  postCode: "",
  industryType: 0,
  acceptMarketingByEmail: false,
  acceptMarketingByPost: false,
  acceptOptInToThirdParties: false,
};

/** Add User (spec 01 §5.5): email and role required; the new user sets a password from the mail they receive. */
export function AddUserForm({ onDone }: { onDone: () => void }) {
  const roles = useRoles();
  const _industryTypes = useIndustryTypes();
  const mutation = useCreateUser();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CreateUserInput, unknown, z.output<typeof CreateUserSchema>>({
    resolver: zodResolver(CreateUserSchema),
    defaultValues,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      onDone();
    } catch (error) {
      if (error instanceof ApiError) applyModelState(error.failure.body?.modelState, setError, FIELDS);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <p className="mb-5 text-sm text-slate-600">The new user receives an email with a link to set their password.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={FIELD_LABELS.email}
          type="email"
          required
          error={errors.email?.message}
          {...register("email")}
        />
        <Controller
          control={control}
          name="roleId"
          render={({ field }) => (
            <SearchableSelect
              label={FIELD_LABELS.role}
              required
              name={field.name}
              options={(roles.data ?? []).map((role) => ({ value: role.value, label: role.label }))}
              value={typeof field.value === "number" ? field.value : null}
              onChange={(value) => field.onChange(value ?? "")}
              onBlur={field.onBlur}
              error={errors.roleId?.message}
            />
          )}
        />
        <NameFields register={register} errors={errors} />
        <WorkFields register={register} errors={errors} control={control} />
        <AddressFields register={register} errors={errors} />
      </div>
      <div className="mt-6 space-y-3">
        <CheckboxField label={FIELD_LABELS.acceptMarketingByEmail} {...register("acceptMarketingByEmail")} />
        <CheckboxField label={FIELD_LABELS.acceptMarketingByPost} {...register("acceptMarketingByPost")} />
        <CheckboxField label={FIELD_LABELS.acceptOptInToThirdParties} {...register("acceptOptInToThirdParties")} />
      </div>
      <DialogActions>
        <Button variant="secondary" onClick={onDone} disabled={mutation.isPending}>
          {SHELL_TEXT.cancel}
        </Button>
        <Button type="submit" isLoading={mutation.isPending}>
          {USERS_TEXT.save}
        </Button>
      </DialogActions>
    </form>
  );
}
