import type { Project } from "@portal/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { isStaleSave } from "@/lib/versioned-save";
import { projectQueryKey, projectQueryOptions } from "../api/get-project";
import { projectListQueryKey } from "../api/get-projects";
import { toUpdateBody, type UpdateProjectBody, updateProject } from "../api/update-project";

/**
 * PUT /projects carries the whole project, so the notes autosave, the address save and the lock would undo
 * each other if they overlapped. Saves of one project run one after another, each built from the project as
 * the previous save left it.
 */
const queues = new Map<number, Promise<unknown>>();

/** The versions this page's own saves produced, per project. */
const ownVersions = new Map<number, Set<number>>();

/**
 * The version to send. An edit made from an older version than the page holds was overtaken; if every save
 * since was this page's own (the notes or address saving while the edit dialog was open), nobody else's change
 * can be put back (those saves touch fields the dialog does not send), so the edit goes on from the newest.
 */
function versionToSend(projectId: number, editedFrom: number | undefined, loaded: number): number {
  if (editedFrom === undefined) return loaded;
  const own = ownVersions.get(projectId) ?? new Set<number>();
  for (let version = editedFrom + 1; version <= loaded; version += 1) if (!own.has(version)) return editedFrom;
  return loaded;
}

/**
 * The fields to change. `version` is the version the edit was made from: the project as this page last loaded
 * it unless given (the edit dialog gives the version it opened with, so a dialog kept open while someone else
 * saved cannot put back their old values; see versionToSend for the page's own saves).
 */
export type ProjectChanges = Partial<Omit<UpdateProjectBody, "id">>;

export function useSaveProject(projectId: number | undefined) {
  const queryClient = useQueryClient();
  return useCallback(
    (changes: ProjectChanges): Promise<Project> => {
      if (projectId === undefined) return Promise.reject(new Error("There is no project to save"));
      const run = async () => {
        const current = queryClient.getQueryData<Project | null>(projectQueryKey(projectId));
        if (!current) throw new Error("The project is not loaded");
        try {
          const version = versionToSend(projectId, changes.version, current.version);
          const saved = await updateProject({ ...toUpdateBody(current), ...changes, version });
          ownVersions.set(projectId, (ownVersions.get(projectId) ?? new Set<number>()).add(saved.version));
          queryClient.setQueryData(projectQueryKey(projectId), saved);
          void queryClient.invalidateQueries({ queryKey: projectListQueryKey });
          return saved;
        } catch (error) {
          // Someone else saved first (409, reported by the API client): load the project as it is now, so the
          // page shows their changes and the next save starts from them. Unsaved input stays with its field.
          if (isStaleSave(error)) {
            await queryClient.fetchQuery({ ...projectQueryOptions(projectId), staleTime: 0 }).catch(() => null);
          }
          throw error;
        }
      };
      const previous = queues.get(projectId) ?? Promise.resolve();
      const next = previous.catch(() => undefined).then(run);
      queues.set(projectId, next);
      return next;
    },
    [queryClient, projectId],
  );
}

/** The project as the last save or reload left it in the page's cache (after a stale save, the reloaded one). */
export function useLoadedProject() {
  const queryClient = useQueryClient();
  return useCallback(
    async (projectId: number) => queryClient.getQueryData<Project | null>(projectQueryKey(projectId)) ?? null,
    [queryClient],
  );
}
