import { FIELD_LABELS } from "@portal/contracts/ui";
import type { UseFormRegisterReturn } from "react-hook-form";
import { PasswordField } from "@/components/ui/form/password-field";

type NewPasswordField = "password" | "confirmPassword";

/** A new password and its confirmation, as registration and the password reset ask for them. */
export function NewPasswordFields({
  register,
  errors,
  passwordLabel,
}: {
  register: (name: NewPasswordField) => UseFormRegisterReturn;
  errors: Partial<Record<NewPasswordField, { message?: string } | undefined>>;
  passwordLabel: string;
}) {
  return (
    <>
      <PasswordField
        label={passwordLabel}
        autoComplete="new-password"
        required
        hint="At least 12 characters."
        error={errors.password?.message}
        {...register("password")}
      />
      <PasswordField
        label={FIELD_LABELS.confirmPassword}
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
    </>
  );
}
