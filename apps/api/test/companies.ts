import { expect } from "vitest";
import type { TestApp } from "./build-app.js";

type Member = { user: { id: number; email: string }; authToken: string };

const v1 = (url: string) => `/api/v1${url}`;

/** Creates a company through the API with `owner` as its Owner; answers its id. */
export async function createCompany(t: TestApp, owner: Member, name = "Tiler & Sons Ltd"): Promise<number> {
  const response = await t.request({
    method: "POST",
    url: v1("/companies"),
    token: owner.authToken,
    payload: { name },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

/** The token of the newest invitation mailed to `email`, as the link in the mail carries it. */
export function invitationTokenFor(t: TestApp, email: string): string {
  const token = t.mailer.linkTo(email).searchParams.get("token");
  if (!token) throw new Error(`The invitation mailed to ${email} carries no token`);
  return token;
}

/** The Owner invites `member` by e-mail and the member accepts from the mailed link, as the pages do. */
export async function joinCompany(t: TestApp, owner: Member, companyId: number, member: Member): Promise<void> {
  const invited = await t.request({
    method: "POST",
    url: v1(`/companies/${companyId}/invitations`),
    token: owner.authToken,
    payload: { email: member.user.email },
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const accepted = await t.request({
    method: "POST",
    url: v1("/companies/invitations/accept"),
    token: member.authToken,
    payload: { token: invitationTokenFor(t, member.user.email) },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
}

/** The Owner removes a member (or, with the member's own token, the member leaves). */
export async function leaveCompany(t: TestApp, caller: Member, companyId: number, userId: number): Promise<void> {
  const response = await t.request({
    method: "DELETE",
    url: v1(`/companies/${companyId}/members/${userId}`),
    token: caller.authToken,
  });
  expect(response.statusCode, response.body).toBe(204);
}
