import { COMPANY_MESSAGES } from "@portal/contracts";
import { COMPANY_INVITATION_TEXT, SHELL_TEXT } from "@portal/contracts/ui";
import { Link, useLocation } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { loginReturningTo, paths } from "@/config/paths";
import { isMember, useSession } from "@/lib/auth/session";
import { useAcceptInvitation } from "../api/accept-invitation";

/**
 * The page an invitation e-mail links to. Signed out (or a visitor of the public wizard), it says how to accept;
 * signed in, it offers Accept and shows the API's answer: the company joined, or why not.
 */
export function InvitationAcceptance({ token }: { token: string }) {
  const { user, isLoading } = useSession();
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={COMPANY_INVITATION_TEXT.title} />
      <Card className="p-4 sm:p-6">
        {isLoading ? (
          <Spinner label={SHELL_TEXT.loading} className="text-brand-700" />
        ) : token === "" ? (
          <Alert tone="error">{COMPANY_MESSAGES.invitationInvalid}</Alert>
        ) : isMember(user) ? (
          <Acceptance token={token} email={user.email} />
        ) : (
          <SignInFirst />
        )}
      </Card>
    </div>
  );
}

function SignInFirst() {
  const location = useLocation();
  return (
    <>
      <p className="text-sm text-slate-700">{COMPANY_INVITATION_TEXT.signedOutText}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={loginReturningTo(`${location.pathname}${location.search}`)} className={buttonClasses("primary")}>
          {COMPANY_INVITATION_TEXT.logIn}
        </Link>
        <Link to={paths.register} className={buttonClasses("secondary")}>
          {COMPANY_INVITATION_TEXT.register}
        </Link>
      </div>
    </>
  );
}

function Acceptance({ token, email }: { token: string; email: string }) {
  const acceptance = useAcceptInvitation();
  const joined = acceptance.data;
  if (joined) {
    return (
      <>
        <Alert tone="success">{COMPANY_INVITATION_TEXT.accepted(joined.name)}</Alert>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={paths.company} className={buttonClasses("primary")}>
            {COMPANY_INVITATION_TEXT.toCompany}
          </Link>
          <Link to={paths.projects} className={buttonClasses("secondary")}>
            {COMPANY_INVITATION_TEXT.toProjects}
          </Link>
        </div>
      </>
    );
  }
  return (
    <>
      <p className="text-sm text-slate-700">{COMPANY_INVITATION_TEXT.signedInText(email)}</p>
      {acceptance.isError ? (
        <Alert tone="error" className="mt-4">
          {acceptance.error.message}
        </Alert>
      ) : null}
      <Button className="mt-6" isLoading={acceptance.isPending} onClick={() => acceptance.mutate({ token })}>
        {COMPANY_INVITATION_TEXT.accept}
      </Button>
    </>
  );
}
