import { ForgotPassword } from "@/features/auth/components/forgot-password-form";

export function ForgotPasswordRoute() {
  return <ForgotPassword />;
}
