import { type Project, ROLES } from "@portal/contracts";
import { projectStaffChoices } from "@portal/contracts/testing";
import { whoAmI } from "@/testing/fixtures";

export function project(overrides: Partial<Project> = {}): Project {
  return {
    id: 12,
    referenceNumber: "PRJ-001012",
    name: "Farmhouse re-roof",
    address: "1 Mill Lane",
    town: "Leeds",
    postCode: "LS1 4AP",
    siteAddress: "1 Mill Lane, Leeds",
    lat: 53.79,
    long: -1.54,
    isAddressEditLocked: false,
    notes: "Check the ridge.",
    customerName: "Acme Roofing",
    customerAddress1: "2 High Street",
    customerAddress2: null,
    customerAddressTown: "York",
    customerAddressPostCode: "YO1 7HH",
    // Status 3 Started, category 1 Residential, source 1 Website and person 9 Ada Admin in the lookups below.
    ...projectStaffChoices(),
    projectStatus: "Started",
    projectCategory: "Residential",
    projectSource: "Website",
    projectOwner: "Ada Admin",
    salesPerson: "Ada Admin",
    projectedStartDate: "2026-01-15",
    projectedEndDate: "2026-02-20",
    isUnregistered: false,
    sharedWithCompany: false,
    ownerUserId: 2,
    ownerName: "Tom Tiler",
    dateCreated: "2026-01-15T10:00:00.000Z",
    dateUpdated: "2026-01-16T10:00:00.000Z",
    version: 1,
    ...overrides,
  };
}

export const asmWhoAmI = () => whoAmI({ id: 8, role: ROLES.asmUser, isAsmUser: true });

export const statuses = [
  { id: 1, name: "TBD" },
  { id: 2, name: "Awaiting Info" },
  { id: 3, name: "Started" },
];
export const sources = [
  { id: 1, name: "Website" },
  { id: 2, name: "Phone" },
];
export const categories = [
  { id: 1, name: "Residential" },
  { id: 2, name: "Commercial" },
];
export const staff = [
  { id: 9, name: "Ada Admin", email: "admin@example.com" },
  { id: 7, name: "Tess Tas", email: "tas@example.com" },
];

export const lookupHandlers = (json: (body: unknown) => Response) => ({
  "GET /api/v1/projectstatuses": () => json(statuses),
  "GET /api/v1/projectsources": () => json(sources),
  "GET /api/v1/projectcategories": () => json(categories),
  "GET /api/v1/salespersons": () => json(staff),
  "GET /api/v1/projectowners": () => json(staff),
});

export const profile = {
  firstName: "Mia",
  lastName: "Member",
  email: "member@example.com",
  addressLine1: "5 Station Road",
  addressLine2: null,
  town: "Bath",
  postCode: "BA1 1AA",
  phoneNumber: "01225 000000",
  jobTitle: "Owner",
  company: "Mia's Roofs",
  industryType: 1,
  acceptMarketingByEmail: false,
  acceptMarketingByPost: false,
  acceptOptInToThirdParties: false,
};
