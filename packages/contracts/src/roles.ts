/** The five exact role strings returned by WhoAmI (spec 01 §6). */
export const ROLES = {
  administrator: "Administrator",
  tasUser: "TAS User",
  asmUser: "ASM User",
  user: "User",
  anonymous: "Anonymous",
} as const;

export type RoleName = (typeof ROLES)[keyof typeof ROLES];

/** Stable numeric ids: seeded in this order and never renumbered. */
export const ROLE_IDS: Record<RoleName, number> = {
  Administrator: 1,
  "TAS User": 2,
  "ASM User": 3,
  User: 4,
  Anonymous: 5,
};

export const ROLE_NAMES = Object.values(ROLES) as RoleName[];

export function roleNameById(roleId: number): RoleName | undefined {
  return ROLE_NAMES.find((name) => ROLE_IDS[name] === roleId);
}

/** Staff are the roles that work for the manufacturer: they see every project and the full project form. */
export function isStaffRole(role: RoleName): boolean {
  return role === ROLES.administrator || role === ROLES.tasUser;
}
