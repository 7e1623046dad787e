import { MyCompanySchema, type UpdateCompany } from "@portal/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { showError } from "@/lib/api-error-handlers";
import { myCompanyQueryKey } from "@/lib/auth/my-company";
import { companiesQueryKey } from "./keys";

/** PUT /companies/{id}: the Owner renames the company or hands it to another member; the answer is the company. */
export function updateCompany({ companyId, ...input }: UpdateCompany & { companyId: number }) {
  return apiRequest(`/companies/${companyId}`, {
    method: "PUT",
    body: input,
    schema: MyCompanySchema.shape.company.unwrap(),
    onError: showError,
  });
}

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: async (company) => {
      queryClient.setQueryData(myCompanyQueryKey, { company });
      await queryClient.invalidateQueries({ queryKey: companiesQueryKey });
    },
  });
}
