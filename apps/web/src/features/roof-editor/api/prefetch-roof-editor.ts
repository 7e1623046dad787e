import type { QueryClient } from "@tanstack/react-query";
import { counterBattensQueryOptions } from "./get-counter-battens";
import { estimateQueryOptions } from "./get-estimate";
import { fixingDataQueryOptions } from "./get-fixing-data";
import { roofTilesQueryOptions } from "./get-roof-tiles";
import { roofTypesQueryOptions } from "./get-roof-types";
import { systemOptionsQueryOptions } from "./get-system-options";
import { systemsQueryOptions } from "./get-systems";
import { tileDetailsQueryOptions } from "./get-tile-details";
import { underlaysQueryOptions } from "./get-underlays";
import { verticalTimberSupportsQueryOptions } from "./get-vertical-timber-supports";

/**
 * Starts every read of the editor's initial load (spec 03 §4) at once, so they run while the editor's code is
 * still downloading instead of after it. The editor's own hooks then find them in the cache or in flight.
 */
export function prefetchRoofEditor(queryClient: QueryClient, roofId: number): void {
  // A failure is the editor's to report when its own hook reads the query; here a read only starts early.
  void queryClient.prefetchQuery(fixingDataQueryOptions(roofId));
  void queryClient.prefetchQuery(tileDetailsQueryOptions(roofId));
  void queryClient.prefetchQuery(estimateQueryOptions(roofId));
  void queryClient.prefetchQuery(systemsQueryOptions(roofId));
  void queryClient.prefetchQuery(roofTypesQueryOptions(roofId));
  void queryClient.prefetchQuery(verticalTimberSupportsQueryOptions(roofId));
  void queryClient.prefetchQuery(underlaysQueryOptions(roofId));
  void queryClient.prefetchQuery(counterBattensQueryOptions(roofId));
  void queryClient.prefetchQuery(roofTilesQueryOptions(roofId));
  void queryClient.prefetchQuery(systemOptionsQueryOptions(roofId));
}
