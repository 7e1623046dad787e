import { ACCOUNT_MESSAGES, ConfirmEmailSchema } from "@portal/contracts";
import { AUTH_TEXT } from "@portal/contracts/ui";
import { useSearchParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Spinner } from "@/components/ui/spinner";
import { useConfirmEmail } from "../api/confirm-email";

/** With userId and code in the address, the email is verified as the login page opens (spec 01 §2.4). */
export function EmailVerification() {
  const [searchParams] = useSearchParams();
  const userId = searchParams.get("userId");
  const code = searchParams.get("code");
  const hasLink = userId !== null && code !== null;
  const parsed = hasLink ? ConfirmEmailSchema.safeParse({ userId, code }) : null;
  const verification = useConfirmEmail(parsed?.success ? parsed.data : null);

  if (!hasLink) return null;
  if (parsed && !parsed.success) {
    return (
      <Alert tone="error" className="mb-6">
        {ACCOUNT_MESSAGES.emailVerificationExpired}
      </Alert>
    );
  }
  if (verification.isPending) {
    return (
      <Alert tone="info" className="mb-6">
        <Spinner label={AUTH_TEXT.verifyingEmail} />
      </Alert>
    );
  }
  if (verification.isError) {
    return (
      <Alert tone="error" className="mb-6">
        {ACCOUNT_MESSAGES.emailVerificationExpired}
      </Alert>
    );
  }
  return (
    <Alert tone="success" className="mb-6">
      {ACCOUNT_MESSAGES.emailVerifiedToast}
    </Alert>
  );
}
