import { COMPANY_ROLES, type CompanyDetails, type CompanyMember } from "@portal/contracts";
import { COMPANY_TEXT } from "@portal/contracts/ui";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { actionsColumn, type DataColumn, DataTable } from "@/components/ui/data-table";
import { showSuccessToast } from "@/lib/toast";
import { useRemoveMember } from "../api/remove-member";
import { useUpdateCompany } from "../api/update-company";

type PendingAction = { kind: "remove" | "makeOwner"; member: CompanyMember } | { kind: "leave" };

interface Confirmation {
  title: string;
  confirmText: string;
  text: string;
  tone: "primary" | "danger";
}

function confirmationOf(pending: PendingAction, companyName: string, isAlone: boolean): Confirmation {
  switch (pending.kind) {
    case "remove":
      return {
        title: COMPANY_TEXT.removeTitle,
        confirmText: COMPANY_TEXT.remove,
        text: COMPANY_TEXT.removeText(pending.member.name),
        tone: "danger",
      };
    case "makeOwner":
      return {
        title: COMPANY_TEXT.makeOwnerTitle,
        confirmText: COMPANY_TEXT.makeOwner,
        text: COMPANY_TEXT.makeOwnerText(pending.member.name),
        tone: "primary",
      };
    case "leave":
      return {
        title: COMPANY_TEXT.leaveTitle,
        confirmText: COMPANY_TEXT.leave,
        text: isAlone ? COMPANY_TEXT.leaveAloneText(companyName) : COMPANY_TEXT.leaveText(companyName),
        tone: "danger",
      };
  }
}

/**
 * The members (name, e-mail, role). The Owner removes a member or hands the company over, each after a
 * confirmation; anyone may leave, except the Owner while others remain (the company needs its Owner).
 */
export function CompanyMembers({ company, userId }: { company: CompanyDetails; userId: number }) {
  const [pending, setPending] = useState<PendingAction | null>(null);
  const removal = useRemoveMember();
  const update = useUpdateCompany();
  const isOwner = company.role === COMPANY_ROLES.owner;
  const isAlone = company.members.length === 1;
  const close = () => setPending(null);

  const confirm = async () => {
    if (!pending) return;
    try {
      if (pending.kind === "makeOwner") {
        await update.mutateAsync({ companyId: company.id, name: company.name, ownerUserId: pending.member.userId });
        showSuccessToast(COMPANY_TEXT.ownerChanged(pending.member.name));
      } else if (pending.kind === "remove") {
        const { member } = pending;
        await removal.mutateAsync({ companyId: company.id, userId: member.userId, isSelf: false, name: member.name });
      } else {
        await removal.mutateAsync({ companyId: company.id, userId, isSelf: true, name: company.name });
      }
      close();
    } catch {
      // Reported by the API client; the dialog stays so the user can retry or cancel.
    }
  };

  const columns: DataColumn<CompanyMember>[] = [
    {
      id: "name",
      header: COMPANY_TEXT.memberName,
      cell: (member) => (
        <span className="font-medium text-slate-900">
          {member.name}{" "}
          {member.userId === userId ? <span className="font-normal text-slate-500">{COMPANY_TEXT.you}</span> : null}
        </span>
      ),
    },
    { id: "email", header: COMPANY_TEXT.memberEmail, cell: (member) => member.email, className: "break-all min-w-40" },
    { id: "role", header: COMPANY_TEXT.memberRole, cell: (member) => member.role },
  ];
  if (isOwner) {
    columns.push(
      actionsColumn({
        header: COMPANY_TEXT.memberActions,
        cell: (member) =>
          member.userId === userId ? null : (
            <div className="flex justify-end gap-2">
              <Button
                variant="secondary"
                className="whitespace-nowrap px-3 py-1.5"
                aria-label={`${COMPANY_TEXT.makeOwner}: ${member.name}`}
                onClick={() => setPending({ kind: "makeOwner", member })}
              >
                {COMPANY_TEXT.makeOwner}
              </Button>
              <Button
                variant="secondary"
                className="px-3 py-1.5 text-red-700"
                aria-label={`${COMPANY_TEXT.remove}: ${member.name}`}
                onClick={() => setPending({ kind: "remove", member })}
              >
                {COMPANY_TEXT.remove}
              </Button>
            </div>
          ),
      }),
    );
  }

  const canLeave = !isOwner || isAlone;
  const dialog = pending ? confirmationOf(pending, company.name, isAlone) : null;
  return (
    <CardSection
      title={COMPANY_TEXT.membersTitle}
      headingId="company-members"
      className="p-4 sm:p-6"
      headerClassName="mb-4"
      actions={
        canLeave ? (
          <Button variant="secondary" onClick={() => setPending({ kind: "leave" })}>
            {COMPANY_TEXT.leave}
          </Button>
        ) : null
      }
    >
      <DataTable<CompanyMember>
        caption={COMPANY_TEXT.membersTitle}
        columns={columns}
        rows={company.members}
        rowKey={(member) => member.userId}
        isLoading={false}
        loadingText={COMPANY_TEXT.loading}
        emptyText=""
      />
      {isOwner && !isAlone ? <p className="mt-3 text-sm text-slate-600">{COMPANY_TEXT.ownerStaysText}</p> : null}
      {dialog ? (
        <ConfirmDialog
          open
          title={dialog.title}
          confirmText={dialog.confirmText}
          tone={dialog.tone}
          isPending={removal.isPending || update.isPending}
          onConfirm={() => void confirm()}
          onClose={close}
        >
          <p>{dialog.text}</p>
        </ConfirmDialog>
      ) : null}
    </CardSection>
  );
}
