import { ROLES } from "@portal/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-app.js";
import { signInAs } from "../../../test/factories.js";
import { customerAccounts, customerContacts } from "../../db/schema/index.js";

let t: TestApp;
let staffToken: string;
let accountId: number;
let contactId: number;

beforeAll(async () => {
  t = await buildTestApp();
  staffToken = (await signInAs(t, ROLES.tasUser)).authToken;
  const [account] = await t.ctx.db
    .insert(customerAccounts)
    .values({
      name: "Pennine Slate & Tile Ltd",
      billingStreet: "9 Mill Yard",
      billingCity: "Halifax",
      billingPostalCode: "HX1 1AA",
    })
    .returning();
  const [contact] = await t.ctx.db
    .insert(customerContacts)
    .values({
      name: "Penny Lane",
      mailingStreet: "3 Abbey Road",
      mailingCity: "Liverpool",
      mailingPostalCode: "L1 8JQ",
    })
    .returning();
  accountId = account?.id ?? 0;
  contactId = contact?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

describe("customer lookup", () => {
  it("finds accounts (type 0) and contacts (type 1) from three characters, case-insensitively", async () => {
    const response = await t.request({
      method: "GET",
      url: "/api/v1/customers/Lookup?searchString=PEN",
      token: staffToken,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: accountId, name: "Pennine Slate & Tile Ltd", type: 0 },
      { id: contactId, name: "Penny Lane", type: 1 },
    ]);
    const short = await t.request({
      method: "GET",
      url: "/api/v1/customers/Lookup?searchString=Pe",
      token: staffToken,
    });
    expect(short.json()).toEqual([]);
  });

  it("answers an account's billing address and a contact's mailing address; 404 for unknown ids", async () => {
    const account = await t.request({
      method: "GET",
      url: `/api/v1/customers/account/${accountId}`,
      token: staffToken,
    });
    expect(account.json()).toEqual({
      id: accountId,
      name: "Pennine Slate & Tile Ltd",
      billingAddress: { street: "9 Mill Yard", city: "Halifax", postalCode: "HX1 1AA" },
    });
    const contact = await t.request({
      method: "GET",
      url: `/api/v1/customers/contact/${contactId}`,
      token: staffToken,
    });
    expect(contact.json()).toMatchObject({ contact: { name: "Penny Lane" }, mailingAddress: { city: "Liverpool" } });
    expect(
      (await t.request({ method: "GET", url: "/api/v1/customers/account/999999", token: staffToken })).statusCode,
    ).toBe(404);
  });

  it("is a staff tool: 403 for public and ASM users, 401 without a token", async () => {
    for (const role of [ROLES.user, ROLES.asmUser]) {
      const { authToken } = await signInAs(t, role);
      const response = await t.request({
        method: "GET",
        url: "/api/v1/customers/Lookup?searchString=Pen",
        token: authToken,
      });
      expect(response.statusCode).toBe(403);
    }
    expect((await t.request({ method: "GET", url: `/api/v1/customers/contact/${contactId}` })).statusCode).toBe(401);
  });
});
