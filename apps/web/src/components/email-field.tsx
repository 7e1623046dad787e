import { FIELD_LABELS } from "@portal/contracts/ui";
import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "@/components/ui/form/text-field";

/**
 * The email input of registration, sign-in, the forgotten-password request and Add User; always required. A
 * module of its own, apart from the contact blocks and their searchable selects, so the sign-in page stays small.
 */
export function EmailField({
  register,
  errors,
  autoComplete,
}: {
  register: (name: "email") => UseFormRegisterReturn;
  errors: { email?: { message?: string } | undefined };
  autoComplete?: "email" | "username";
}) {
  return (
    <TextField
      label={FIELD_LABELS.email}
      type="email"
      autoComplete={autoComplete}
      required
      error={errors.email?.message}
      {...register("email")}
    />
  );
}
