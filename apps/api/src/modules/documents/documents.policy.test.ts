import { ROLES, type RoleName } from "@portal/contracts";
import { describe, expect, it } from "vitest";
import { recipientOfGeneration } from "./documents.policy.js";

const USER_ID = 7;
const SESSION = "00000000-0000-4000-8000-000000000001";
const FIXING_SPEC = { isImproved: false };
const IMPROVED_FIXING_SPEC = { isImproved: true };

describe("who hears of a generation", () => {
  const asking = (role: RoleName | undefined, sessionId: string | null = SESSION) => ({
    userId: USER_ID,
    sessionId,
    role,
  });

  it("tells a registered requester on every socket of theirs, whatever the document", () => {
    for (const role of [ROLES.administrator, ROLES.tasUser]) {
      expect(recipientOfGeneration(asking(role), FIXING_SPEC)).toEqual({ userId: USER_ID });
      expect(recipientOfGeneration(asking(role), IMPROVED_FIXING_SPEC)).toEqual({ userId: USER_ID });
    }
    for (const role of [ROLES.asmUser, ROLES.user]) {
      expect(recipientOfGeneration(asking(role, null), FIXING_SPEC)).toEqual({ userId: USER_ID });
    }
  });

  it("tells a visitor on the session that asked only", () => {
    expect(recipientOfGeneration(asking(ROLES.anonymous), FIXING_SPEC)).toEqual({ sessionId: SESSION });
    expect(recipientOfGeneration(asking(ROLES.anonymous, null), FIXING_SPEC)).toBeUndefined();
  });

  it("sends the staff-only Improved Fixing Spec to nobody who is not staff, never to a visitor's session", () => {
    for (const role of [ROLES.asmUser, ROLES.user, ROLES.anonymous]) {
      expect(recipientOfGeneration(asking(role), IMPROVED_FIXING_SPEC)).toBeUndefined();
    }
  });

  it("tells nobody once the requester's account is gone", () => {
    expect(recipientOfGeneration(asking(undefined), FIXING_SPEC)).toBeUndefined();
  });
});
