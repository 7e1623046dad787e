import { PROJECT_MESSAGES, type Project, type ProjectInput, UK_DATE_PATTERN } from "@portal/contracts";
import { z } from "zod";
import { isoDateToUk, parseUkDate } from "@/lib/forms/dates";

export interface ProjectFormValues {
  name: string;
  customerName: string;
  customerAddress1: string;
  customerAddress2: string;
  customerAddressTown: string;
  customerAddressPostCode: string;
  salesPersonId: number | null;
  projectOwnerId: number | null;
  projectSourceId: number | null;
  projectStatusId: number | null;
  projectCategoryId: number | null;
  /** dd/mm/yyyy as typed; sent as ISO yyyy-mm-dd. */
  projectedStartDate: string;
  projectedEndDate: string;
}

const text = (max: number) => z.string().trim().max(max);
const optionalId = z.number().int().nullable();

/** The restricted (ASM, public) form: only the name is required (spec 02 §5). */
export const restrictedProjectFormSchema = z.object({
  name: z.string().trim().min(1, PROJECT_MESSAGES.nameRequired).max(200),
  customerName: text(200),
  customerAddress1: text(200),
  customerAddress2: text(200),
  customerAddressTown: text(100),
  customerAddressPostCode: text(10),
  salesPersonId: optionalId,
  projectOwnerId: optionalId,
  projectSourceId: optionalId,
  projectStatusId: optionalId,
  projectCategoryId: optionalId,
  projectedStartDate: z.string(),
  projectedEndDate: z.string(),
});

const requiredId = (message: string) =>
  z
    .number()
    .int()
    .nullable()
    .refine((value) => value !== null && value > 0, message);

/** dd/mm/yyyy with a 19xx or 20xx year, and a real calendar day. */
const ukDate = (requiredMessage: string) =>
  z
    .string()
    .trim()
    .min(1, { message: requiredMessage, abort: true })
    .regex(UK_DATE_PATTERN, { message: PROJECT_MESSAGES.dateInvalid, abort: true })
    .refine((value) => parseUkDate(value) !== null, PROJECT_MESSAGES.dateInvalid);

/** Staff: every staff field and both dates required, with the spec's messages (spec 02 §5). */
export const staffProjectFormSchema = restrictedProjectFormSchema.extend({
  salesPersonId: requiredId(PROJECT_MESSAGES.salesLeadRequired),
  projectOwnerId: requiredId(PROJECT_MESSAGES.projectOwnerRequired),
  projectSourceId: requiredId(PROJECT_MESSAGES.sourceRequired),
  projectStatusId: requiredId(PROJECT_MESSAGES.statusRequired),
  projectCategoryId: requiredId(PROJECT_MESSAGES.categoryRequired),
  projectedStartDate: ukDate(PROJECT_MESSAGES.receivedRequired),
  projectedEndDate: ukDate(PROJECT_MESSAGES.issuedRequired),
});

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

const orNull = (value: string) => (value.trim() === "" ? null : value.trim());

/** The form as the API takes it: empty text is null, dates are ISO; staff fields only from staff. */
export function formValuesToInput(values: ProjectFormValues, isStaff: boolean): ProjectInput {
  const customer = {
    name: values.name.trim(),
    customerName: orNull(values.customerName),
    customerAddress1: orNull(values.customerAddress1),
    customerAddress2: orNull(values.customerAddress2),
    customerAddressTown: orNull(values.customerAddressTown),
    customerAddressPostCode: orNull(values.customerAddressPostCode),
  };
  if (!isStaff) return customer;
  return {
    ...customer,
    salesPersonId: values.salesPersonId,
    projectOwnerId: values.projectOwnerId,
    projectSourceId: values.projectSourceId,
    projectStatusId: values.projectStatusId,
    projectCategoryId: values.projectCategoryId,
    projectedStartDate: parseUkDate(values.projectedStartDate),
    projectedEndDate: parseUkDate(values.projectedEndDate),
  };
}
