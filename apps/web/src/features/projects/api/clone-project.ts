import { type CloneAccepted, CloneAcceptedSchema, type CloneProject, REALTIME_EVENTS } from "@portal/contracts";
import { PROJECT_ERRORS } from "@portal/contracts/ui";
import { projectPagePath } from "@/config/paths";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { useCloneFlow } from "@/lib/realtime";
import { projectListQueryKey } from "./get-projects";

/** The project form in clone mode, with the source's coordinates (spec 02 §5, §7). */
export type CloneProjectBody = CloneProject;

/** POST /projects/{id}/clone answers 202; the copy is announced by a projectCloned event (spec 02 §4). */
export function cloneProject(id: number, body: CloneProjectBody): Promise<CloneAccepted> {
  return apiRequest(`/projects/${id}/clone`, {
    method: "POST",
    body,
    schema: CloneAcceptedSchema,
    onError: showErrorAs(PROJECT_ERRORS.cloneProject),
  });
}

/** Clones through the shared clone flow ('Cloning...', then success with a View link to the copy). */
export function useCloneProject() {
  const { start, isAnyCloneRunning } = useCloneFlow();
  return {
    start: (id: number, body: CloneProjectBody) =>
      start({
        request: () => cloneProject(id, body),
        event: REALTIME_EVENTS.projectCloned,
        viewPath: (message) => (message.ProjectId === undefined ? null : projectPagePath(message.ProjectId)),
        invalidate: [projectListQueryKey],
      }),
    isAnyCloneRunning,
  };
}
