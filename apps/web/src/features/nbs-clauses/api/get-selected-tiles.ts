import { type NbsTileOption, NbsTileOptionSchema } from "@portal/contracts";
import { NBS_CLAUSES_ERRORS } from "@portal/contracts/ui";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { nbsClausesQueryKey } from "./keys";

/** GET /nbs-clauses/selected-tiles?projectId: the tiles chosen on the project's roofs (spec 02 §3 tile option). */
export function getSelectedTiles(projectId: number): Promise<NbsTileOption[]> {
  return apiRequest("/nbs-clauses/selected-tiles", {
    query: { projectId },
    schema: z.array(NbsTileOptionSchema),
    onError: showErrorAs(NBS_CLAUSES_ERRORS.fetchTiles),
  });
}

export const selectedTilesQueryKey = (projectId: number) => nbsClausesQueryKey(projectId, "tiles");

export const selectedTilesQueryOptions = (projectId: number) =>
  queryOptions({ queryKey: selectedTilesQueryKey(projectId), queryFn: () => getSelectedTiles(projectId) });

export function useSelectedTiles(projectId: number) {
  return useQuery(selectedTilesQueryOptions(projectId));
}
