import { zodResolver } from "@hookform/resolvers/zod";
import { type AdminUser, type UpdateUserInput, UpdateUserSchema } from "@portal/contracts";
import { FIELD_LABELS, SHELL_TEXT, USERS_TEXT } from "@portal/contracts/ui";
import { Controller, type Path, useForm } from "react-hook-form";
import type { z } from "zod";
import { AddressFields, WorkFields } from "@/components/contact-fields";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DialogActions } from "@/components/ui/dialog";
import { CheckboxField } from "@/components/ui/form/checkbox-field";
import { SearchableSelect } from "@/components/ui/form/searchable-select";
import { TextField } from "@/components/ui/form/text-field";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-error";
import { applyModelState } from "@/lib/forms/model-state";
import { useIndustryTypes } from "@/lib/lookups/industry-types";
import { useRoles } from "../api/get-roles";
import { useUser } from "../api/get-user";
import { useUpdateUser } from "../api/update-user";

const FIELDS: readonly Path<UpdateUserInput>[] = [
  "roleId",
  "phoneNumber",
  "jobTitle",
  "company",
  "addressLine1",
  "addressLine2",
  "town",
  "postCode",
  "industryType",
  "isLockedOut",
];

function toFormValues(user: AdminUser): UpdateUserInput {
  return {
    id: user.id,
    roleId: user.roleId,
    phoneNumber: user.phoneNumber ?? "",
    jobTitle: user.jobTitle ?? "",
    company: user.company ?? "",
    addressLine1: user.addressLine1 ?? "",
    addressLine2: user.addressLine2 ?? "",
    town: user.town ?? "",
    postCode: user.postCode ?? "",
    industryType: user.industryType,
    isLockedOut: user.isLockedOut,
  };
}

/**
 * Edit User Details (spec 01 §5.5): name, email and marketing choices belong to the user and are shown
 * disabled; an administrator changes the role, contact details and industry type, and can unlock the account.
 */
export function EditUserFormBody({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const roles = useRoles();
  const _industryTypes = useIndustryTypes();
  const mutation = useUpdateUser();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<UpdateUserInput, unknown, z.output<typeof UpdateUserSchema>>({
    resolver: zodResolver(UpdateUserSchema),
    defaultValues: toFormValues(user),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync({ user, values });
      onDone();
    } catch (error) {
      if (error instanceof ApiError) applyModelState(error.failure.body?.modelState, setError, FIELDS);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={FIELD_LABELS.firstName} value={user.firstName ?? ""} disabled readOnly />
        <TextField label={FIELD_LABELS.lastName} value={user.lastName ?? ""} disabled readOnly />
        <TextField label={FIELD_LABELS.email} value={user.email} disabled readOnly containerClassName="sm:col-span-2" />
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
        <WorkFields register={register} errors={errors} control={control} industryRequired />
        <AddressFields register={register} errors={errors} />
      </div>
      <div className="mt-6 space-y-3">
        <CheckboxField
          label={FIELD_LABELS.acceptMarketingByEmail}
          checked={user.acceptMarketingByEmail}
          disabled
          readOnly
        />
        <CheckboxField
          label={FIELD_LABELS.acceptMarketingByPost}
          checked={user.acceptMarketingByPost}
          disabled
          readOnly
        />
        <CheckboxField
          label={FIELD_LABELS.acceptOptInToThirdParties}
          checked={user.acceptOptInToThirdParties}
          disabled
          readOnly
        />
      </div>
      {user.isLockedOut ? (
        <div className="mt-6 rounded-md border border-amber-200 bg-amber-50 p-4">
          <p className="mb-2 text-sm text-amber-900">This account is locked after too many failed sign-in attempts.</p>
          <CheckboxField label={FIELD_LABELS.accountLocked} {...register("isLockedOut")} />
        </div>
      ) : null}
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

/** Loads the user afresh, then shows the form. */
export function EditUserForm({ userId, onDone }: { userId: number; onDone: () => void }) {
  const user = useUser(userId);
  if (user.isPending) {
    return (
      <div className="flex justify-center py-10 text-brand-700">
        <Spinner label="Loading user..." />
      </div>
    );
  }
  if (user.isError) {
    return (
      <>
        <Alert tone="error">{user.error.message}</Alert>
        <DialogActions>
          <Button variant="secondary" onClick={onDone}>
            {SHELL_TEXT.close}
          </Button>
        </DialogActions>
      </>
    );
  }
  return <EditUserFormBody user={user.data} onDone={onDone} />;
}
