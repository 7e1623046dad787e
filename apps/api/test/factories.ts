import { ROLE_IDS, ROLES, type RoleName } from "@portal/contracts";
import { hashPassword } from "../src/lib/passwords.js";
import { insertUser, type NewUserRow } from "../src/modules/account/account.repository.js";
import type { TestApp } from "./build-app.js";

let sequence = 0;

/** A verified user with a password, ready to sign in; any column can be overridden. */
export async function createUser(
  testApp: TestApp,
  options: { role?: RoleName; password?: string; overrides?: Partial<NewUserRow> } = {},
) {
  sequence += 1;
  const password = options.password ?? `Password-for-user-${sequence}`;
  const now = testApp.clock.now();
  const user = await insertUser(testApp.ctx.db, {
    email: `user${sequence}.${Date.now()}@example.com`,
    passwordHash: await hashPassword(password),
    roleId: ROLE_IDS[options.role ?? ROLES.user],
    firstName: `First${sequence}`,
    lastName: `Last${sequence}`,
    addressLine1: "1 High Street",
    town: "Bristol",
    postCode: "BS1 4DJ",
    phoneNumber: "0117 496 0000",
    jobTitle: "Estimator",
    company: "Example Roofing",
    industryType: 1,
    hasAcceptedTermsAndConditions: true,
    emailConfirmedAt: now,
    createdAt: now,
    updatedAt: now,
    ...options.overrides,
  });
  return { user, password };
}

export async function signInAs(testApp: TestApp, role: RoleName) {
  const { user, password } = await createUser(testApp, { role });
  const tokens = await testApp.login(user.email, password);
  return { user, password, ...tokens };
}
