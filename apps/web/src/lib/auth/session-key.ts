import { QUERY_ROOTS } from "@/lib/query-keys";
/** Query key of the signed-in user (WhoAmI); null data means nobody is signed in. */
export const sessionQueryKey = [QUERY_ROOTS.session, "who-am-i"] as const;
