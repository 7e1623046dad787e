import { AUTH_TEXT } from "@portal/contracts/ui";
import { useState } from "react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { AuthCard } from "@/features/auth/components/auth-card";
import { RegisterForm } from "@/features/auth/components/register-form";

/** The form, then a screen naming the address the verification mail went to (spec 01 §2.6). */
export function RegisterRoute() {
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  if (registeredEmail !== null) {
    return (
      <AuthCard title={AUTH_TEXT.registerSuccessTitle}>
        <Alert tone="success">{AUTH_TEXT.registerSuccessText(registeredEmail)}</Alert>
        <Link to={paths.login} className={buttonClasses("primary", "mt-6 w-full")}>
          {AUTH_TEXT.backToLogin}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={AUTH_TEXT.registerTitle}
      intro="Register to save projects and produce fixing specifications, estimates and NBS clauses."
      wide
    >
      <RegisterForm onRegistered={setRegisteredEmail} />
    </AuthCard>
  );
}
