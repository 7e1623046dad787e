import type { QueryClient } from "@tanstack/react-query";
import { roofEditorKey } from "../api/keys";

/**
 * Queries the editor keeps in step with the form itself (sections) or that do not change with the roof's data
 * (catalogue lists). Everything else under the roof's key is a result of its data: the estimate, the document
 * availability, and the results panels' own reads.
 */
const NOT_RESULTS = new Set([
  "fixing",
  "tile-details",
  "estimate",
  "systems",
  "roof-types",
  "vertical-timber-supports",
  "underlays",
  "counter-battens",
  "tiles",
]);

/** Every save recalculates the roof on the server: its results are read again. */
export function invalidateRoofResults(queryClient: QueryClient, roofId: number): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: roofEditorKey(roofId),
    predicate: (query) => !NOT_RESULTS.has(String(query.queryKey[2])),
  });
}
