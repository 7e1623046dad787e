import type { Project, ProjectFormValues } from "@portal/contracts";
import { isoDateToUk } from "@/lib/forms/dates";

/**
 * The project form's starting values. The rules are the contract's `projectFormSchema`, which ends in the
 * schema the API validates with.
 */
export const emptyProjectForm: ProjectFormValues = {
  name: "",
  customerName: "",
  customerAddress1: "",
  customerAddress2: "",
  customerAddressTown: "",
  customerAddressPostCode: "",
  salesPersonId: null,
  projectOwnerId: null,
  projectSourceId: null,
  projectStatusId: null,
  projectCategoryId: null,
  projectedStartDate: "",
  projectedEndDate: "",
};

export function projectToFormValues(project: Project): ProjectFormValues {
  return {
    name: project.name,
    customerName: project.customerName ?? "",
    customerAddress1: project.customerAddress1 ?? "",
    customerAddress2: project.customerAddress2 ?? "",
    customerAddressTown: project.customerAddressTown ?? "",
    customerAddressPostCode: project.customerAddressPostCode ?? "",
    salesPersonId: project.salesPersonId,
    projectOwnerId: project.projectOwnerId,
    projectSourceId: project.projectSourceId,
    projectStatusId: project.projectStatusId,
    projectCategoryId: project.projectCategoryId,
    projectedStartDate: isoDateToUk(project.projectedStartDate),
    projectedEndDate: isoDateToUk(project.projectedEndDate),
  };
}
