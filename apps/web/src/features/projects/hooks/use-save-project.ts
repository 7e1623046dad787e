import type { Project } from "@portal/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { projectQueryKey } from "../api/get-project";
import { projectListQueryKey } from "../api/get-projects";
import { toUpdateBody, type UpdateProjectBody, updateProject } from "../api/update-project";

/**
 * PUT /projects carries the whole project, so the notes autosave, the address save and the lock would undo
 * each other if they overlapped. Saves of one project run one after another, each built from the project as
 * the previous save left it.
 */
const queues = new Map<number, Promise<unknown>>();

export type ProjectChanges = Partial<Omit<UpdateProjectBody, "id">>;

export function useSaveProject(projectId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    (changes: ProjectChanges): Promise<Project> => {
      const run = async () => {
        const current = queryClient.getQueryData<Project | null>(projectQueryKey(projectId));
        if (!current) throw new Error("The project is not loaded");
        const saved = await updateProject({ ...toUpdateBody(current), ...changes });
        queryClient.setQueryData(projectQueryKey(projectId), saved);
        void queryClient.invalidateQueries({ queryKey: projectListQueryKey });
        return saved;
      };
      const previous = queues.get(projectId) ?? Promise.resolve();
      const next = previous.catch(() => undefined).then(run);
      queues.set(projectId, next);
      return next;
    },
    [queryClient, projectId],
  );
}
