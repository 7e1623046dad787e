import { zodResolver } from "@hookform/resolvers/zod";
import { ACCOUNT_MESSAGES, CLIENT_ERROR_CODES, PasswordResetSchema } from "@portal/contracts";
import { AUTH_TEXT, FIELD_LABELS } from "@portal/contracts/ui";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-error";
import { useResetPassword } from "../api/password-reset";
import { AuthCard } from "./auth-card";
import { NewPasswordFields } from "./new-password-fields";

type ResetForm = z.input<typeof PasswordResetSchema>;

function InvalidLink() {
  return (
    <AuthCard title={AUTH_TEXT.resetInvalidTitle}>
      <Alert tone="error">{ACCOUNT_MESSAGES.passwordResetInvalid}</Alert>
      <Link to={paths.forgotPassword} className={buttonClasses("primary", "mt-6 w-full")}>
        {AUTH_TEXT.requestNewLink}
      </Link>
    </AuthCard>
  );
}

function PasswordUpdated() {
  return (
    <AuthCard title={AUTH_TEXT.resetDoneTitle}>
      <Alert tone="success">{AUTH_TEXT.resetDoneText}</Alert>
      <Link to={paths.login} className={buttonClasses("primary", "mt-6 w-full")}>
        {AUTH_TEXT.backToLogin}
      </Link>
    </AuthCard>
  );
}

function SetNewPasswordForm({ userId, code, onDone }: { userId: string; code: string; onDone: () => void }) {
  const mutation = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetForm, unknown, z.output<typeof PasswordResetSchema>>({
    resolver: zodResolver(PasswordResetSchema),
    defaultValues: { userId, code, password: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await mutation.mutateAsync(values);
      onDone();
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.status !== 400) return;
        // A 400 shows the password model-state messages, or else the message (spec 01 §8.2).
        const passwordMessages = error.failure.body?.modelState?.Password ?? [];
        if (passwordMessages.length > 0) setError("password", { type: "server", message: passwordMessages.join(" ") });
        else setFormError(error.message || ACCOUNT_MESSAGES.passwordResetInvalid);
        return;
      }
      // Client-side code 500: the request never completed.
      setFormError(`${ACCOUNT_MESSAGES.passwordResetUnexpected} (${CLIENT_ERROR_CODES.passwordReset})`);
    }
  });

  return (
    <AuthCard title={AUTH_TEXT.resetTitle}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <NewPasswordFields register={register} errors={errors} passwordLabel={FIELD_LABELS.newPassword} />
        <Button type="submit" className="w-full" isLoading={mutation.isPending}>
          {AUTH_TEXT.resetSubmit}
        </Button>
      </form>
    </AuthCard>
  );
}

/** Three states (spec 01 §2.7): Invalid Link without code or userId, the form, then Password Updated. */
export function PasswordReset() {
  const [searchParams] = useSearchParams();
  const [isDone, setIsDone] = useState(false);
  const code = searchParams.get("code");
  const userId = searchParams.get("userId");
  if (isDone) return <PasswordUpdated />;
  const isValidUserId = userId !== null && /^[1-9]\d*$/.test(userId);
  if (!code || !isValidUserId) return <InvalidLink />;
  return <SetNewPasswordForm userId={userId} code={code} onDone={() => setIsDone(true)} />;
}
