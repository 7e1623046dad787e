import { COMPANY_INVITATION_DAYS, type CompanyDetails, type CompanyInvitation } from "@portal/contracts";
import { COMPANY_TEXT } from "@portal/contracts/ui";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { actionsColumn, type DataColumn, DataTable } from "@/components/ui/data-table";
import { useItemConfirmation } from "@/hooks/use-item-confirmation";
import { formatDateTime } from "@/lib/forms/dates";
import { useWithdrawInvitation } from "../api/withdraw-invitation";
import { InviteForm } from "./invite-form";

/** The Owner's invite form and the pending invitations (e-mail, date sent), each withdrawn after a confirmation. */
export function CompanyInvitations({ company }: { company: CompanyDetails }) {
  const withdrawal = useWithdrawInvitation();
  const withdraw = useItemConfirmation(
    (invitation: CompanyInvitation) =>
      withdrawal.mutateAsync({ companyId: company.id, invitationId: invitation.id, email: invitation.email }),
    withdrawal.isPending,
  );

  const columns: DataColumn<CompanyInvitation>[] = [
    {
      id: "email",
      header: COMPANY_TEXT.invitationEmail,
      cell: (invitation) => invitation.email,
      className: "break-all min-w-40",
    },
    {
      id: "dateCreated",
      header: COMPANY_TEXT.invitationSent,
      cell: (invitation) => formatDateTime(invitation.dateCreated),
      className: "whitespace-nowrap",
    },
    actionsColumn({
      header: COMPANY_TEXT.invitationActions,
      cell: (invitation) => (
        <Button
          variant="secondary"
          className="px-3 py-1.5"
          aria-label={COMPANY_TEXT.withdrawLabel(invitation.email)}
          onClick={() => withdraw.choose(invitation)}
        >
          {COMPANY_TEXT.withdraw}
        </Button>
      ),
    }),
  ];

  return (
    <CardSection
      title={COMPANY_TEXT.inviteTitle}
      headingId="company-invite"
      className="p-4 sm:p-6"
      headerClassName="mb-2"
    >
      <p className="mb-4 text-sm text-slate-600">{COMPANY_TEXT.inviteText(COMPANY_INVITATION_DAYS)}</p>
      <InviteForm companyId={company.id} />
      <h3 className="mt-6 mb-3 text-base font-semibold text-slate-900">{COMPANY_TEXT.invitationsTitle}</h3>
      <DataTable<CompanyInvitation>
        caption={COMPANY_TEXT.invitationsTitle}
        columns={columns}
        rows={company.invitations}
        rowKey={(invitation) => invitation.id}
        isLoading={false}
        loadingText={COMPANY_TEXT.loading}
        emptyText={COMPANY_TEXT.noInvitations}
      />
      <ConfirmDialog
        {...withdraw.dialogProps}
        title={COMPANY_TEXT.withdrawTitle}
        confirmText={COMPANY_TEXT.withdraw}
        tone="danger"
      >
        <p>{withdraw.chosen ? COMPANY_TEXT.withdrawText(withdraw.chosen.email) : null}</p>
      </ConfirmDialog>
    </CardSection>
  );
}
