import type { Project, ProjectFormValues } from "@portal/contracts";
import { isoDateToUk } from "@/lib/forms/dates";
import { textInputValues } from "@/lib/forms/form-values";

const CUSTOMER_FIELDS = [
  "customerName",
  "customerAddress1",
  "customerAddress2",
  "customerAddressTown",
  "customerAddressPostCode",
] as const;

/**
 * The project form's starting values: the project's own, or blank for a new one. The rules are the contract's
 * `projectFormSchema`, which ends in the schema the API validates with.
 */
export function projectToFormValues(project: Partial<Project> = {}): ProjectFormValues {
  return {
    name: project.name ?? "",
    ...textInputValues(project, CUSTOMER_FIELDS),
    salesPersonId: project.salesPersonId ?? null,
    projectOwnerId: project.projectOwnerId ?? null,
    projectSourceId: project.projectSourceId ?? null,
    projectStatusId: project.projectStatusId ?? null,
    projectCategoryId: project.projectCategoryId ?? null,
    projectedStartDate: isoDateToUk(project.projectedStartDate),
    projectedEndDate: isoDateToUk(project.projectedEndDate),
  };
}
