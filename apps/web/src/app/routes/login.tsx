import { AUTH_TEXT } from "@portal/contracts/ui";
import { AuthCard } from "@/features/auth/components/auth-card";
import { EmailVerification } from "@/features/auth/components/email-verification";
import { LoginForm } from "@/features/auth/components/login-form";

export function LoginRoute() {
  return (
    <AuthCard title={AUTH_TEXT.loginTitle} intro="Sign in to your projects, specifications and estimates.">
      <EmailVerification />
      <LoginForm />
    </AuthCard>
  );
}
