import {
  type AdminUser,
  type CompanyDetails,
  type CompanyMember,
  type CompanyRole,
  type Plot,
  ROLES,
  type RoofSummary,
  type WhoAmI,
} from "@portal/contracts";

export function whoAmI(overrides: Partial<WhoAmI> = {}): WhoAmI {
  return {
    id: 1,
    email: "member@example.com",
    firstName: "Mia",
    lastName: "Member",
    role: ROLES.user,
    isAdmin: false,
    isTasUser: false,
    isAsmUser: false,
    isAuthenticated: true,
    isAnonymous: false,
    ...overrides,
  };
}

export const adminWhoAmI = () =>
  whoAmI({
    id: 9,
    email: "admin@example.com",
    role: ROLES.administrator,
    isAdmin: true,
    firstName: "Ada",
    lastName: "Admin",
  });

export function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 2,
    firstName: "Tom",
    lastName: "Tiler",
    email: "tom@example.com",
    roleId: 4,
    role: ROLES.user,
    addressLine1: "1 High Street",
    addressLine2: null,
    town: "Leeds",
    postCode: "LS1 4AP",
    phoneNumber: "0113 496 0000",
    jobTitle: "Roofer",
    company: "Tiler & Co",
    industryType: 1,
    acceptMarketingByEmail: true,
    acceptMarketingByPost: false,
    acceptOptInToThirdParties: false,
    isLockedOut: false,
    isEmailConfirmed: true,
    createdDate: "2026-01-15T10:00:00.000Z",
    lastLoginDate: null,
    companyMembership: null,
    ...overrides,
  };
}

export const industryTypes = [
  { value: 1, name: "Roofing Contractor" },
  { value: 2, name: "Architect" },
  { value: 3, name: "Merchant" },
];

export const roleOptions = [
  { value: 1, label: ROLES.administrator },
  { value: 2, label: ROLES.tasUser },
  { value: 3, label: ROLES.asmUser },
  { value: 4, label: ROLES.user },
];

/** A roof as the plot answers list it; override what the test is about. */
export function roofSummaryFixture(overrides: Partial<RoofSummary> = {}): RoofSummary {
  return {
    id: 11,
    name: "Main Roof",
    plotId: 1,
    dateUpdated: "2026-03-01T10:00:00.000Z",
    fixingSpecAvailable: false,
    estimateAvailable: false,
    nbsAvailable: false,
    version: 1,
    ...overrides,
  };
}

/** A plot of project 7 without roofs; override what the test is about. */
export function plotFixture(overrides: Partial<Plot> = {}): Plot {
  return {
    id: 1,
    name: "Plot 1",
    isDeleted: false,
    projectId: 7,
    dateUpdated: "2026-03-01T10:00:00.000Z",
    version: 1,
    roofs: [],
    ...overrides,
  };
}

/** A signed-in user's line in their company's member list. */
export function companyMember(user: WhoAmI, role: CompanyRole): CompanyMember {
  return { userId: user.id, email: user.email, name: `${user.firstName} ${user.lastName}`, role };
}

/**
 * Company 7 as GET /companies/mine answers a Member: the default user beside Tom Tiler, its Owner, and no
 * invitations (a Member sees none); override what the test is about.
 */
export function companyDetails(overrides: Partial<CompanyDetails> = {}): CompanyDetails {
  return {
    id: 7,
    name: "Ridge & Co",
    role: "Member",
    members: [
      companyMember(whoAmI(), "Member"),
      companyMember(whoAmI({ id: 2, email: "tom@example.com", firstName: "Tom", lastName: "Tiler" }), "Owner"),
    ],
    invitations: [],
    ...overrides,
  };
}
