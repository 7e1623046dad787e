import { zodResolver } from "@hookform/resolvers/zod";
import { ACCOUNT_MESSAGES, ForgottenPasswordSchema } from "@portal/contracts";
import { AUTH_TEXT } from "@portal/contracts/ui";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { EmailField } from "@/components/email-field";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useRequestPasswordReset } from "../api/forgotten-password";
import { AuthCard } from "./auth-card";

type ForgotForm = z.input<typeof ForgottenPasswordSchema>;

/** The request form, then the 'Check your email' confirmation (spec 01 §2.5). */
export function ForgotPassword() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const mutation = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotForm, unknown, z.output<typeof ForgottenPasswordSchema>>({
    resolver: zodResolver(ForgottenPasswordSchema),
    defaultValues: { email: "" },
  });

  if (sentTo !== null) {
    return (
      <AuthCard title={ACCOUNT_MESSAGES.checkEmail}>
        <Alert tone="success">{AUTH_TEXT.forgotSentText(sentTo)}</Alert>
        <Link to={paths.login} className={buttonClasses("primary", "mt-6 w-full")}>
          {AUTH_TEXT.backToLogin}
        </Link>
      </AuthCard>
    );
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      setSentTo(values.email);
    } catch {
      // The failure has been shown; the form keeps what was typed so the user can try again.
    }
  });

  return (
    <AuthCard title={AUTH_TEXT.forgotTitle} intro={AUTH_TEXT.forgotIntro}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <EmailField register={register} errors={errors} autoComplete="email" />
        <Button type="submit" className="w-full" isLoading={mutation.isPending}>
          {AUTH_TEXT.forgotSubmit}
        </Button>
        <p className="text-center text-sm">
          <Link to={paths.login} className="font-medium text-brand-700 hover:text-brand-800 hover:underline">
            {AUTH_TEXT.backToLogin}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
