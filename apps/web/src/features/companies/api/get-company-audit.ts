import { type CompanyAuditPage, CompanyAuditPageSchema } from "@portal/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { showError } from "@/lib/api-error-handlers";
import { companiesQueryKey } from "./keys";

/** GET /companies/{id}/audit: the company's history for its Owner, newest first, a page at a time. */
export function getCompanyAudit(companyId: number, pageNumber: number): Promise<CompanyAuditPage> {
  return apiRequest(`/companies/${companyId}/audit`, {
    query: { pageNumber },
    schema: CompanyAuditPageSchema,
    onError: showError,
  });
}

export const companyAuditQueryOptions = (companyId: number, pageNumber: number) =>
  queryOptions({
    queryKey: [...companiesQueryKey, companyId, "audit", pageNumber],
    queryFn: () => getCompanyAudit(companyId, pageNumber),
    placeholderData: keepPreviousData,
  });

export function useCompanyAudit(companyId: number, pageNumber: number) {
  return useQuery(companyAuditQueryOptions(companyId, pageNumber));
}
