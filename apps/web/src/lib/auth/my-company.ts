import { type MyCompany, MyCompanySchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { QUERY_ROOTS } from "@/lib/query-keys";
import { apiRequest } from "../api-client";
import { ApiError, messageForFailure } from "../api-error";
import { isMember, useSession } from "./session";

/**
 * GET /companies/mine: the company the signed-in user belongs to (decisions/companies.md "Companies"). It lives beside the
 * session because the Company page, the project form's sharing switch and the project list's filter all ask it.
 * A failure is not toasted: the project pages simply carry on as for a user without a company, and the Company
 * page shows the message in its place.
 */
export function getMyCompany(): Promise<MyCompany> {
  return apiRequest("/companies/mine", {
    schema: MyCompanySchema,
    onError: (failure) => {
      throw new ApiError(failure, messageForFailure(failure));
    },
  });
}

export const myCompanyQueryKey = [QUERY_ROOTS.companies, "mine"] as const;

export const myCompanyQueryOptions = () => queryOptions({ queryKey: myCompanyQueryKey, queryFn: getMyCompany });

/** Asked for registered users only: visitors of the public wizard never belong to a company (the API answers 403). */
export function useMyCompany() {
  const { user } = useSession();
  return useQuery({ ...myCompanyQueryOptions(), enabled: isMember(user) });
}
