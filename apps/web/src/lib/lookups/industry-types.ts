import { type IndustryType, IndustryTypeSchema, USERS_MESSAGES } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { QUERY_ROOTS } from "@/lib/query-keys";
import { apiRequest } from "../api-client";
import { showErrorAs } from "../api-error-handlers";

/** Industry types are shared by registration, the profile and user administration, so they live here. */
export function getIndustryTypes(): Promise<IndustryType[]> {
  return apiRequest("/users/industry-types", {
    schema: z.array(IndustryTypeSchema),
    onError: showErrorAs(USERS_MESSAGES.fetchIndustryTypesFailed),
  });
}

export const industryTypesQueryOptions = () =>
  queryOptions({
    queryKey: [QUERY_ROOTS.lookups, "industry-types"],
    queryFn: getIndustryTypes,
    staleTime: 60 * 60_000,
  });

export function useIndustryTypes() {
  return useQuery(industryTypesQueryOptions());
}

/** The options a select shows; the value 0 means "not chosen" (spec 01 §9) and is never offered. */
export function industryTypeOptions(types: readonly IndustryType[] | undefined) {
  return (types ?? []).filter((type) => type.value !== 0).map((type) => ({ value: type.value, label: type.name }));
}

export function industryTypeName(
  types: readonly IndustryType[] | undefined,
  value: number | null | undefined,
): string | undefined {
  if (value === null || value === undefined || value === 0) return undefined;
  return types?.find((type) => type.value === value)?.name;
}
