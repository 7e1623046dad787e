import { type CompanyCreated, CompanyCreatedSchema, type CreateCompany } from "@portal/contracts";
import { COMPANY_TEXT } from "@portal/contracts/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { showError } from "@/lib/api-error-handlers";
import { showSuccessToast } from "@/lib/toast";
import { companiesQueryKey } from "./keys";

/** POST /companies: the caller becomes the new company's Owner (409 when they already belong to one). */
export function createCompany(input: CreateCompany): Promise<CompanyCreated> {
  return apiRequest("/companies", { method: "POST", body: input, schema: CompanyCreatedSchema, onError: showError });
}

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: async (company) => {
      showSuccessToast(COMPANY_TEXT.created(company.name));
      await queryClient.invalidateQueries({ queryKey: companiesQueryKey });
    },
  });
}
