import { type Project, type ProjectInput, ProjectSchema, UpdateProjectSchema } from "@portal/contracts";
import { PROJECT_ERRORS } from "@portal/contracts/ui";
import type { ErrorHandler } from "@/lib/api-client";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";

/** The full project and the version it was edited from: a save from an older version answers 409. */
export type UpdateProjectBody = ProjectInput & { id: number; version: number };

/** Every field PUT /projects takes, read from the contract so the body can never leave one out. */
const UPDATE_FIELDS = Object.keys(UpdateProjectSchema.shape) as (keyof UpdateProjectBody & keyof Project)[];

/** The full project as PUT /projects expects it, from what GET answered. */
export function toUpdateBody(project: Project): UpdateProjectBody {
  const body = Object.fromEntries(UPDATE_FIELDS.map((field) => [field, project[field]])) as UpdateProjectBody;
  // GET answers the dates as date-times; PUT takes the calendar day.
  return {
    ...body,
    projectedStartDate: project.projectedStartDate?.slice(0, 10) ?? null,
    projectedEndDate: project.projectedEndDate?.slice(0, 10) ?? null,
  };
}

/** PUT /projects with the full project; the answer is the saved project. */
export function updateProject(
  body: UpdateProjectBody,
  onError: ErrorHandler<Project> = showErrorAs(PROJECT_ERRORS.updateProject),
): Promise<Project> {
  return apiRequest("/projects", { method: "PUT", body, schema: ProjectSchema, onError });
}
