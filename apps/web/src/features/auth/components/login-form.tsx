import { zodResolver } from "@hookform/resolvers/zod";
import { ACCOUNT_MESSAGES, LoginSchema } from "@portal/contracts";
import { AUTH_TEXT, FIELD_LABELS } from "@portal/contracts/ui";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { EmailField } from "@/components/email-field";
import { Button } from "@/components/ui/button";
import { PasswordField } from "@/components/ui/form/password-field";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-error";
import { showErrorToast } from "@/lib/toast";
import { LOGIN_FIELD_STATUSES, useLogin } from "../api/login";

type LoginForm = z.input<typeof LoginSchema>;

/** Email and password sign-in; a refused sign-in is explained on the password field (spec 01 §5). */
export function LoginForm() {
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginForm, unknown, z.output<typeof LoginSchema>>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: "", password: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await loginMutation.mutateAsync(values);
    } catch (error) {
      if (error instanceof ApiError && LOGIN_FIELD_STATUSES.includes(error.status)) {
        // A refused sign-in always reads the same on the password field (spec 01 §5), so the form never tells
        // which of the two was wrong; a locked or unverified account also gets the server's reason as a toast.
        setError("password", { type: "server", message: ACCOUNT_MESSAGES.incorrectLogin }, { shouldFocus: true });
        if (error.message && error.message !== ACCOUNT_MESSAGES.incorrectLogin && error.status !== 401)
          showErrorToast(error.message);
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <EmailField register={register} errors={errors} autoComplete="username" />
      <PasswordField
        label={FIELD_LABELS.password}
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register("password")}
      />
      <div className="flex justify-end">
        <Link
          to={paths.forgotPassword}
          className="text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
        >
          {AUTH_TEXT.forgotPasswordLink}
        </Link>
      </div>
      <Button type="submit" className="w-full" isLoading={loginMutation.isPending}>
        {AUTH_TEXT.loginSubmit}
      </Button>
      <p className="text-center text-sm text-slate-600">
        New to the portal?{" "}
        <Link to={paths.register} className="font-medium text-brand-700 hover:text-brand-800 hover:underline">
          {AUTH_TEXT.createAccountLink}
        </Link>
        <br />
        <Link to={paths.publicServices} className="font-medium text-brand-700 hover:text-brand-800 hover:underline">
          {AUTH_TEXT.tryWithoutAccount}
        </Link>
      </p>
    </form>
  );
}
