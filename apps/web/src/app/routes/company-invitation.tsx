import { useSearchParams } from "react-router";
import { InvitationAcceptance } from "@/features/companies/components/invitation-acceptance";

/** /company-invitation?token=…: the link of an invitation e-mail, reachable signed in or not. */
export function CompanyInvitationRoute() {
  const [searchParams] = useSearchParams();
  return <InvitationAcceptance token={searchParams.get("token")?.trim() ?? ""} />;
}
