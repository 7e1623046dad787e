import { DEFAULT_API_VERSION } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { QUERY_ROOTS } from "@/lib/query-keys";

/** The API version is a JSON string; a failure leaves the default rather than bothering the user. */
export function getApiVersion(): Promise<string> {
  return apiRequest("/system/Version", {
    schema: z.union([z.string(), z.number()]).transform(String),
    onError: () => DEFAULT_API_VERSION,
  });
}

export const apiVersionQueryOptions = () =>
  queryOptions({ queryKey: [QUERY_ROOTS.system, "version"], queryFn: getApiVersion, staleTime: 30 * 60_000 });

/** The version shows 0.0.0 until fetched (spec 01 §3.9); it is fetched only for a signed-in user. */
export function useApiVersion(enabled: boolean): string {
  const query = useQuery({ ...apiVersionQueryOptions(), enabled });
  return query.data ?? DEFAULT_API_VERSION;
}
