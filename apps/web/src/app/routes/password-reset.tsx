import { PasswordReset } from "@/features/auth/components/password-reset";

export function PasswordResetRoute() {
  return <PasswordReset />;
}
