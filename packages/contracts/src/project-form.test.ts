import { describe, expect, it } from "vitest";
import { type ProjectFormValues, projectFormSchema } from "./projects.js";
import { projectStaffChoices } from "./testing/fixtures.js";

const blank: ProjectFormValues = {
  name: "Barn conversion",
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

const messagesOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("the project form's schema (spec 02 §5)", () => {
  it("asks staff for every staff field and both dates, with the spec's messages", () => {
    const result = projectFormSchema({ staff: true }).safeParse(blank);
    expect(messagesOf(result)).toEqual({
      salesPersonId: "Sales Lead is required",
      projectOwnerId: "Project Owner is required",
      projectSourceId: "Source is required",
      projectStatusId: "Status is required",
      projectCategoryId: "Category is required",
      projectedStartDate: "Project Received date is required",
      projectedEndDate: "Project Issued date is required",
    });
  });

  it("gives staff the API's input: ISO dates, blank text as null", () => {
    const values = {
      ...blank,
      customerName: " Mews Homes ",
      ...projectStaffChoices(),
      projectedStartDate: "15/01/2026",
      projectedEndDate: "31/02/2026",
    };
    expect(messagesOf(projectFormSchema({ staff: true }).safeParse(values))).toEqual({
      projectedEndDate: "Date must be dd/mm/yyyy in the years 1900 to 2099",
    });
    expect(projectFormSchema({ staff: true }).parse({ ...values, projectedEndDate: "28/02/2026" })).toEqual({
      name: "Barn conversion",
      customerName: "Mews Homes",
      customerAddress1: null,
      customerAddress2: null,
      customerAddressTown: null,
      customerAddressPostCode: null,
      ...projectStaffChoices(),
      projectedStartDate: "2026-01-15",
      projectedEndDate: "2026-02-28",
    });
  });

  it("sends no staff fields for ASM and public users, and requires only the name", () => {
    const input = projectFormSchema({ staff: false }).parse({ ...blank, projectStatusId: 3 });
    expect(input).toEqual({
      name: "Barn conversion",
      customerName: null,
      customerAddress1: null,
      customerAddress2: null,
      customerAddressTown: null,
      customerAddressPostCode: null,
    });
    expect(messagesOf(projectFormSchema({ staff: false }).safeParse({ ...blank, name: " " }))).toEqual({
      name: "Project Name is required",
    });
    expect(messagesOf(projectFormSchema({ staff: false, clone: true }).safeParse({ ...blank, name: "" }))).toEqual({
      name: "Name cannot be empty.",
    });
  });

  it("ends in the API's own rules, reported on the form's field", () => {
    const result = projectFormSchema({ staff: false }).safeParse({ ...blank, customerName: "Null\u0000byte" });
    expect(Object.keys(messagesOf(result))).toEqual(["customerName"]);
    const tooLong = projectFormSchema({ staff: false }).safeParse({ ...blank, customerName: "x".repeat(201) });
    expect(Object.keys(messagesOf(tooLong))).toEqual(["customerName"]);
  });
});
