import { COMPANY_AUDIT_PAGE_SIZE, type CompanyAuditEntry, FIRST_PAGE } from "@portal/contracts";
import { COMPANY_TEXT, companyAuditActionText } from "@portal/contracts/ui";
import { useState } from "react";
import { CardSection } from "@/components/ui/card";
import { type DataColumn, DataTable } from "@/components/ui/data-table";
import { Pager } from "@/components/ui/pager";
import { formatDateTime } from "@/lib/forms/dates";
import { useCompanyAudit } from "../api/get-company-audit";

const columns: DataColumn<CompanyAuditEntry>[] = [
  {
    id: "dateCreated",
    header: COMPANY_TEXT.auditWhen,
    cell: (entry) => formatDateTime(entry.dateCreated),
    className: "whitespace-nowrap",
  },
  { id: "actor", header: COMPANY_TEXT.auditWho, cell: (entry) => entry.actor },
  { id: "action", header: COMPANY_TEXT.auditWhat, cell: (entry) => companyAuditActionText(entry.action, entry.shared) },
  { id: "subject", header: COMPANY_TEXT.auditSubject, cell: (entry) => entry.subject ?? "", className: "break-words" },
];

/** The company's history for its Owner: who did what, to whom, when; newest first, a page at a time. */
export function CompanyAudit({ companyId }: { companyId: number }) {
  const [pageNumber, setPageNumber] = useState<number>(FIRST_PAGE);
  const audit = useCompanyAudit(companyId, pageNumber);
  const totalCount = audit.data?.totalCount ?? 0;
  return (
    <CardSection
      title={COMPANY_TEXT.auditTitle}
      headingId="company-audit"
      className="p-4 sm:p-6"
      headerClassName="mb-4"
    >
      <DataTable<CompanyAuditEntry>
        caption={COMPANY_TEXT.auditTitle}
        columns={columns}
        rows={audit.data?.entries ?? []}
        rowKey={(entry) => entry.id}
        isLoading={audit.isPending}
        loadingText={COMPANY_TEXT.auditLoading}
        isRefreshing={audit.isFetching && audit.isPlaceholderData}
        emptyText={COMPANY_TEXT.auditEmpty}
        footer={
          totalCount > COMPANY_AUDIT_PAGE_SIZE ? (
            <Pager
              label={COMPANY_TEXT.auditPages}
              pageNumber={pageNumber}
              pageSize={COMPANY_AUDIT_PAGE_SIZE}
              totalCount={totalCount}
              pageSizes={[COMPANY_AUDIT_PAGE_SIZE]}
              totalLabel={COMPANY_TEXT.auditTotal(totalCount)}
              onPageChange={setPageNumber}
              onPageSizeChange={() => setPageNumber(FIRST_PAGE)}
            />
          ) : null
        }
      />
    </CardSection>
  );
}
