import { describe, expect, it } from "vitest";
import {
  PUBLIC_WIZARD_MESSAGES,
  PublicWizardFormSchema,
  publicProjectInput,
  publicSiteAddress,
} from "./public-wizard.js";

const complete = {
  firstName: "Owain",
  lastName: "Pryce",
  email: "owain@example.com",
  phoneNumber: "01174 960000",
  addressLine1: "Ty Mawr",
  addressLine2: "",
  town: "Coventry",
  postCode: "CV1 1AA",
  jobTitle: "Homeowner",
  company: "Pryce Farm",
  industryType: 2,
  acceptMarketingByEmail: false,
  acceptMarketingByPost: false,
  acceptOptInToThirdParties: false,
  projectName: "Barn",
  siteAddress1: "",
  siteTown: "",
  sitePostcode: "CV1 1AA",
};

function messagesOf(values: Record<string, unknown>): Record<string, string | undefined> {
  const result = PublicWizardFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe("the public wizard's form (spec 01 §5.4)", () => {
  it("names every missing required field in the wizard's own words", () => {
    const blank = Object.fromEntries(
      Object.entries(complete).map(([key, value]) => [key, typeof value === "string" ? "" : value]),
    );
    expect(messagesOf({ ...blank, industryType: 0 })).toEqual({
      firstName: "First Name is required",
      lastName: "Last Name is required",
      email: "Email is required",
      phoneNumber: "Phone number is required",
      addressLine1: "Address Line 1 is required",
      town: "Town is required",
      postCode: "Postcode is required",
      jobTitle: "Job Title is required",
      company: "Company is required",
      industryType: "Industry Type is required",
      projectName: "Project Name is required",
      sitePostcode: PUBLIC_WIZARD_MESSAGES.sitePostcodeRequired,
    });
  });

  it("tells a malformed e-mail, phone number or postcode apart from a missing one", () => {
    expect(
      messagesOf({ ...complete, email: "owain@", phoneNumber: "12ab", postCode: "NOT A POSTCODE", sitePostcode: "X1" }),
    ).toEqual({
      email: "Invalid email",
      phoneNumber: "Invalid phone number",
      postCode: "Invalid postcode",
      sitePostcode: "Invalid postcode",
    });
  });

  it("accepts the details with the optional fields left blank", () => {
    expect(PublicWizardFormSchema.safeParse(complete).success).toBe(true);
  });
});

describe("the project the wizard creates (spec 01 §3.7)", () => {
  it("joins the site address without the blank parts, as the geocoder is asked", () => {
    expect(publicSiteAddress({ siteAddress1: "1 Mill Lane", siteTown: "", sitePostcode: "CV1 1AA" })).toBe(
      "1 Mill Lane, CV1 1AA",
    );
  });

  it("takes the site from Project Details and the customer from User Details", () => {
    const values = PublicWizardFormSchema.parse({ ...complete, siteTown: "Coventry" });
    expect(publicProjectInput(values, { lat: 52.4, lng: -1.5 })).toEqual({
      name: "Barn",
      postCode: "CV1 1AA",
      address: null,
      town: "Coventry",
      lat: 52.4,
      long: -1.5,
      customerName: "Pryce Farm",
      customerAddress1: "Ty Mawr",
      customerAddress2: null,
      customerAddressTown: "Coventry",
      customerAddressPostCode: "CV1 1AA",
    });
  });
});
