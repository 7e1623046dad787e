import { type Project, type ProjectInput, ProjectSchema } from "@portal/contracts";
import { PROJECT_ERRORS } from "@portal/contracts/ui";
import type { ErrorHandler } from "@/lib/api-client";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";

/** The full project and the version it was edited from: a save from an older version answers 409. */
export type UpdateProjectBody = ProjectInput & { id: number; version: number };

/** The full project as PUT /projects expects it, from what GET answered. */
export function toUpdateBody(project: Project): UpdateProjectBody {
  return {
    id: project.id,
    name: project.name,
    address: project.address,
    town: project.town,
    postCode: project.postCode,
    lat: project.lat,
    long: project.long,
    isAddressEditLocked: project.isAddressEditLocked,
    notes: project.notes,
    customerName: project.customerName,
    customerAddress1: project.customerAddress1,
    customerAddress2: project.customerAddress2,
    customerAddressTown: project.customerAddressTown,
    customerAddressPostCode: project.customerAddressPostCode,
    projectStatusId: project.projectStatusId,
    projectCategoryId: project.projectCategoryId,
    projectSourceId: project.projectSourceId,
    projectOwnerId: project.projectOwnerId,
    salesPersonId: project.salesPersonId,
    projectedStartDate: project.projectedStartDate?.slice(0, 10) ?? null,
    projectedEndDate: project.projectedEndDate?.slice(0, 10) ?? null,
    version: project.version,
  };
}

/** PUT /projects with the full project; the answer is the saved project. */
export function updateProject(
  body: UpdateProjectBody,
  onError: ErrorHandler<Project> = showErrorAs(PROJECT_ERRORS.updateProject),
): Promise<Project> {
  return apiRequest("/projects", { method: "PUT", body, schema: ProjectSchema, onError });
}
