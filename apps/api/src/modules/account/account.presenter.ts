import { ROLES, type RoleName, type WhoAmI } from "@portal/contracts";
import type { UserRow } from "./account.repository.js";

export function presentWhoAmI(user: UserRow, role: RoleName): WhoAmI {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role,
    isAdmin: role === ROLES.administrator,
    isTasUser: role === ROLES.tasUser,
    isAsmUser: role === ROLES.asmUser,
    isAuthenticated: role !== ROLES.anonymous,
    isAnonymous: role === ROLES.anonymous,
  };
}
