import type { Project } from "@portal/contracts";
import type { ProjectWithNames } from "./projects.repository.js";

/**
 * Rows to the spec's field names. Callers who are not staff get the reduced field set (spec 02 §1): the
 * manufacturer's internal fields (status, owner, sales lead, source, category, dates) come back empty.
 */
export function presentProject(row: ProjectWithNames, options: { isStaff: boolean }): Project {
  const { project } = row;
  const staffOnly = <T>(value: T): T | null => (options.isStaff ? value : null);
  return {
    id: project.id,
    referenceNumber: project.referenceNumber,
    name: project.name,
    address: project.address,
    town: project.town,
    postCode: project.postCode,
    siteAddress: row.siteAddress,
    lat: project.lat,
    long: project.long,
    isAddressEditLocked: project.isAddressEditLocked,
    notes: project.notes,
    customerName: project.customerName,
    customerAddress1: project.customerAddress1,
    customerAddress2: project.customerAddress2,
    customerAddressTown: project.customerAddressTown,
    customerAddressPostCode: project.customerAddressPostCode,
    projectStatusId: staffOnly(project.projectStatusId),
    projectStatus: staffOnly(row.projectStatus),
    projectCategoryId: staffOnly(project.projectCategoryId),
    projectCategory: staffOnly(row.projectCategory),
    projectSourceId: staffOnly(project.projectSourceId),
    projectSource: staffOnly(row.projectSource),
    projectOwnerId: staffOnly(project.projectOwnerId),
    projectOwner: staffOnly(row.projectOwner),
    salesPersonId: staffOnly(project.salesPersonId),
    salesPerson: staffOnly(row.salesPerson),
    projectedStartDate: staffOnly(project.projectedStartDate),
    projectedEndDate: staffOnly(project.projectedEndDate),
    isUnregistered: project.isUnregistered,
    dateCreated: project.createdAt.toISOString(),
    dateUpdated: project.updatedAt.toISOString(),
    version: project.version,
  };
}
