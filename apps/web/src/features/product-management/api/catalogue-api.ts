import { entityMessages } from "@portal/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, type HttpMethod } from "@/lib/api-client";
import { emptyListOnNotFound, showErrorAs } from "@/lib/api-error-handlers";
import type { QueryParams } from "@/lib/query-string";
import { showSuccessToast } from "@/lib/toast";

/** Every query of this feature starts with this key, so a save can refresh whatever depends on it. */
export const catalogueKey = ["catalogue"] as const;

/** A list call: an array is expected; a failure shows 'Failed to fetch {entity}s.' and falls back to empty (spec 03 §7.1, §8). */
export function fetchList<T>(path: string, entity: string, query?: QueryParams): Promise<T[]> {
  return apiRequest<T[]>(path, {
    ...(query ? { query } : {}),
    onError: emptyListOnNotFound<T[]>([], entityMessages.fetchFailed(entity)),
  }).then((value) => (Array.isArray(value) ? value : []));
}

export const listQuery = <T>(path: string, entity: string, query?: QueryParams) =>
  queryOptions({
    queryKey: [...catalogueKey, path, query ?? {}],
    queryFn: () => fetchList<T>(path, entity, query),
  });

export function useList<T>(path: string, entity: string, query?: QueryParams, enabled = true) {
  return useQuery({ ...listQuery<T>(path, entity, query), enabled });
}

export function fetchItem<T>(path: string, entity: string): Promise<T> {
  return apiRequest<T>(path, { onError: showErrorAs(entityMessages.getFailed(entity)) });
}

export function useItem<T>(path: string | null, entity: string) {
  return useQuery({
    queryKey: [...catalogueKey, path ?? "none"],
    queryFn: () => fetchItem<T>(path ?? "", entity),
    enabled: path !== null,
  });
}

export interface SaveRequest {
  method: HttpMethod;
  path: string;
  body?: unknown;
}

/**
 * A write with its failure text and success toast. Failed saves throw (so a dialog stays open and the form
 * can show the server's model state); success refreshes every catalogue query.
 */
export function useCatalogueMutation<T>(options: { failure: string; success?: string | ((result: T) => string) }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveRequest) =>
      apiRequest<T>(request.path, {
        method: request.method,
        ...(request.body === undefined ? {} : { body: request.body }),
        onError: showErrorAs(options.failure),
      }),
    onSuccess: async (result) => {
      const success = typeof options.success === "function" ? options.success(result) : options.success;
      if (success) showSuccessToast(success);
      await queryClient.invalidateQueries({ queryKey: catalogueKey });
    },
  });
}

/** Create or update an entity: POST {base} or PUT {base}/{id}, with the spec's toasts. */
export function useSaveEntity<T>(
  base: string,
  entity: string,
  title: string,
  options: { createMethod?: HttpMethod } = {},
) {
  const create = useCatalogueMutation<T>({
    failure: entityMessages.createFailed(entity),
    success: entityMessages.created(title),
  });
  const update = useCatalogueMutation<T>({
    failure: entityMessages.updateFailed(entity),
    success: entityMessages.updated(title),
  });
  return {
    isPending: create.isPending || update.isPending,
    save: (id: number | null, body: unknown) =>
      id === null
        ? create.mutateAsync({ method: options.createMethod ?? "POST", path: base, body })
        : update.mutateAsync({ method: "PUT", path: `${base}/${id}`, body }),
  };
}

export function useDeleteEntity(entity: string, title: string) {
  return useCatalogueMutation<unknown>({
    failure: entityMessages.deleteFailed(entity),
    success: entityMessages.deleted(title),
  });
}
