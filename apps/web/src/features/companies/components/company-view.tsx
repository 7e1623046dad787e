import { COMPANY_ROLES, type CompanyDetails } from "@portal/contracts";
import { COMPANY_TEXT } from "@portal/contracts/ui";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardSection } from "@/components/ui/card";
import { Dialog } from "@/components/ui/dialog";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { useMyCompany } from "@/lib/auth/my-company";
import { useSession } from "@/lib/auth/session";
import { showSuccessToast } from "@/lib/toast";
import { useCreateCompany } from "../api/create-company";
import { useUpdateCompany } from "../api/update-company";
import { CompanyAudit } from "./company-audit";
import { CompanyInvitations } from "./company-invitations";
import { CompanyMembers } from "./company-members";
import { CompanyNameForm } from "./company-name-form";

/** The /company page body: a new company for a user without one, otherwise the company as the caller's role sees it. */
export function CompanyView() {
  const company = useMyCompany();
  const { user } = useSession();
  return (
    <div>
      <PageHeader title={COMPANY_TEXT.title} description={COMPANY_TEXT.description} />
      {company.isPending || !user ? (
        <Card className="flex justify-center p-10 text-brand-700">
          <Spinner label={COMPANY_TEXT.loading} />
        </Card>
      ) : company.isError ? (
        <Alert tone="error">{company.error.message}</Alert>
      ) : company.data.company === null ? (
        <NewCompany />
      ) : (
        <CompanyPanels company={company.data.company} userId={user.id} />
      )}
    </div>
  );
}

function NewCompany() {
  const creation = useCreateCompany();
  return (
    <CardSection
      title={COMPANY_TEXT.noCompanyTitle}
      headingId="company-new"
      className="p-4 sm:p-6"
      headerClassName="mb-2"
    >
      <p className="mb-6 max-w-2xl text-sm text-slate-600">{COMPANY_TEXT.noCompanyText}</p>
      <h3 className="mb-3 text-base font-semibold text-slate-900">{COMPANY_TEXT.createTitle}</h3>
      <CompanyNameForm submitText={COMPANY_TEXT.create} onSave={(name) => creation.mutateAsync({ name })} />
    </CardSection>
  );
}

function CompanyPanels({ company, userId }: { company: CompanyDetails; userId: number }) {
  const isOwner = company.role === COMPANY_ROLES.owner;
  return (
    <div className="space-y-6">
      <CompanyDetailsPanel company={company} isOwner={isOwner} />
      <CompanyMembers company={company} userId={userId} />
      {isOwner ? <CompanyInvitations company={company} /> : null}
      {isOwner ? <CompanyAudit companyId={company.id} /> : null}
    </div>
  );
}

function CompanyDetailsPanel({ company, isOwner }: { company: CompanyDetails; isOwner: boolean }) {
  const [isRenaming, setIsRenaming] = useState(false);
  const update = useUpdateCompany();
  const ownerUserId = company.members.find((member) => member.role === COMPANY_ROLES.owner)?.userId;
  return (
    <CardSection
      title={company.name}
      headingId="company-details"
      className="p-4 sm:p-6"
      actions={
        isOwner ? (
          <Button variant="secondary" onClick={() => setIsRenaming(true)}>
            {COMPANY_TEXT.rename}
          </Button>
        ) : null
      }
    >
      <p className="mt-1 text-sm text-slate-600">{COMPANY_TEXT.yourRole(company.role)}</p>
      <Dialog open={isRenaming} title={COMPANY_TEXT.rename} onClose={() => setIsRenaming(false)} noFooter size="sm">
        {isRenaming && ownerUserId !== undefined ? (
          <CompanyNameForm
            defaultName={company.name}
            submitText={COMPANY_TEXT.saveName}
            onSave={async (name) => {
              await update.mutateAsync({ companyId: company.id, name, ownerUserId });
              showSuccessToast(COMPANY_TEXT.renamed);
              setIsRenaming(false);
            }}
            onCancel={() => setIsRenaming(false)}
          />
        ) : null}
      </Dialog>
    </CardSection>
  );
}
