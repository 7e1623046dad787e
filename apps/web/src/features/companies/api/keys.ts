import { QUERY_ROOTS } from "@/lib/query-keys";
/**
 * Every company query starts with this key (the caller's company, `myCompanyQueryKey` in lib/auth, and its
 * history), so one invalidation refreshes them all.
 */
export const companiesQueryKey = [QUERY_ROOTS.companies] as const;
