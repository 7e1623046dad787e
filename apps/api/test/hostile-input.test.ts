import { ACCOUNT_MESSAGES, INPUT_MESSAGES } from "@portal/contracts";
import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { testAppSession } from "./app-session.js";
import { REGISTRATION_FIELDS, signInAs } from "./factories.js";

/**
 * Hostile input found by probing the running product: each must answer 400 with a clear message and store
 * nothing, never 500, and no single request may hold the event loop.
 */
const session = testAppSession();
const validRegistration = REGISTRATION_FIELDS;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The median time of a few runs of one request, in milliseconds, with the status of every run. */
async function timeRequest(options: InjectOptions & { token?: string }, runs = 5) {
  const durations: number[] = [];
  const statuses: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const response = await session.app.request(options);
    durations.push(performance.now() - started);
    statuses.push(response.statusCode);
  }
  return { milliseconds: median(durations), statuses };
}

describe("e-mail checks run in linear time", () => {
  // Shapes that make a backtracking e-mail pattern quadratic: many dots after the @, then a character that fails.
  const length = 40_000;
  const crafted = [
    `a@${".".repeat(length)}@`,
    `a@${"a.".repeat(length / 2)} `,
    `${"a".repeat(length)}@${"a.".repeat(length / 2)}@`,
  ];
  // The same size of body with no such shape: what parsing and refusing that much text costs anyway.
  const plain = "a".repeat(length * 2);

  const routes: Array<{ name: string; request: (email: string) => InjectOptions & { token?: string } }> = [
    {
      name: "Login (body)",
      request: (email) => ({ method: "POST", url: "/api/Account/Login", payload: { email, password: "x" } }),
    },
    {
      name: "Login (query)",
      request: (email) => ({
        method: "POST",
        url: `/api/Account/Login?email=${encodeURIComponent(email)}&password=x`,
      }),
    },
    {
      name: "ForgottenPassword",
      request: (email) => ({ method: "POST", url: "/api/Account/ForgottenPassword", payload: { email } }),
    },
    {
      name: "Register",
      request: (email) => ({ method: "POST", url: "/api/Account/Register", payload: { ...validRegistration, email } }),
    },
    {
      name: "user creation",
      request: (email) => ({
        method: "POST",
        url: "/api/v1/users",
        token: session.adminToken,
        payload: { email, roleId: 4 },
      }),
    },
    {
      name: "profile update",
      request: (email) => ({
        method: "PUT",
        url: "/api/v1/users/profile",
        token: session.adminToken,
        payload: { firstName: "Portal", lastName: "Administrator", email },
      }),
    },
  ];

  it.each(routes)("$name refuses crafted e-mails as fast as plain bad ones", async ({ request }) => {
    const baseline = await timeRequest(request(plain));
    expect(baseline.statuses.every((status) => status === 400)).toBe(true);
    for (const email of crafted) {
      const attack = await timeRequest(request(email));
      expect(attack.statuses.every((status) => status === 400)).toBe(true);
      // A generous multiple absorbs a shared machine's noise; the quadratic pattern took seconds here.
      expect(
        attack.milliseconds,
        `${attack.milliseconds.toFixed(1)} ms against ${baseline.milliseconds.toFixed(1)} ms`,
      ).toBeLessThan(baseline.milliseconds * 10 + 10);
    }
  });
});

describe("text PostgreSQL cannot store", () => {
  it("refuses a NUL byte in a body field with 400 and stores nothing", async () => {
    const before = await session.app.request({
      method: "GET",
      url: "/api/v1/projects/paginated",
      token: session.adminToken,
    });
    const response = await session.app.request({
      method: "POST",
      url: "/api/v1/projects",
      token: session.adminToken,
      payload: { name: "Nul\u0000Project" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().modelState.Name).toEqual([INPUT_MESSAGES.nulCharacter]);
    const after = await session.app.request({
      method: "GET",
      url: "/api/v1/projects/paginated",
      token: session.adminToken,
    });
    expect(after.json().totalCount).toBe(before.json().totalCount);
  });

  it.each([
    "/api/v1/projects/paginated?name=a%00b",
    "/api/v1/customers/Lookup?searchString=abc%00",
    "/api/v1/users/paginated?name=a%00b",
    "/api/v1/productroofsystems?groupName=a%00b",
  ])("refuses a NUL byte in the filter %s with 400", async (url) => {
    const response = await session.app.request({ method: "GET", url, token: session.adminToken });
    expect(response.statusCode).toBe(400);
  });

  it("refuses a NUL byte in a registration without creating the account", async () => {
    const email = "nul.company@example.com";
    const refused = await session.app.request({
      method: "POST",
      url: "/api/Account/Register",
      payload: { ...validRegistration, email, company: "Nul\u0000Roofing" },
    });
    expect(refused.statusCode).toBe(400);
    const accepted = await session.app.request({
      method: "POST",
      url: "/api/Account/Register",
      payload: { ...validRegistration, email },
    });
    expect(accepted.statusCode).toBe(200);
  });
});

describe("integers outside the database's range", () => {
  const tooBig = 2 ** 31;
  it.each([
    `/api/v1/projects/paginated?statuses=${tooBig}`,
    `/api/v1/projects/paginated?statuses[]=${tooBig}`,
    `/api/v1/plots?projectId=${tooBig}`,
    `/api/v1/users/paginated?roleId=${tooBig}`,
    `/api/v1/tilecolours?tileId=${tooBig}`,
    `/api/v1/tileheadlaprules?tileId=${tooBig}`,
    `/api/v1/solar-edge-components?tileId=${tooBig}`,
    `/api/v1/product-components/components-by-type?type=${tooBig}`,
    `/api/v1/projects/${tooBig}`,
  ])("refuses %s with 400", async (url) => {
    const response = await session.app.request({ method: "GET", url, token: session.adminToken });
    expect(response.statusCode).toBe(400);
  });

  it.each([
    ["/api/v1/projects", { name: "Big ids", projectStatusId: tooBig }],
    ["/api/v1/users", { email: "big.role@example.com", roleId: tooBig }],
    [
      "/api/v1/tileheadlaprules",
      { tileId: tooBig, minRafter: 0, maxRafter: 1, minPitch: 0, maxPitch: 1, minHeadlap: 1 },
    ],
  ])("refuses POST %s with an id of 2^31 with 400", async (url, payload) => {
    const response = await session.app.request({ method: "POST", url, token: session.adminToken, payload });
    expect(response.statusCode).toBe(400);
  });

  it("says an industry type of 1e20 is out of range, not missing", async () => {
    const response = await session.app.request({
      method: "POST",
      url: "/api/Account/Register",
      payload: { ...validRegistration, email: "huge.industry@example.com", industryType: 1e20 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().modelState.IndustryType).toEqual(["Industry type is out of range"]);
  });
});

describe("a JSON body of null", () => {
  it.each([
    ["POST", "/api/v1/tileheadlaprules"],
    ["PUT", "/api/v1/tileheadlaprules"],
    ["PUT", "/api/v1/tileheadlaprules/1"],
    ["POST", "/api/v1/productroofsystems"],
    ["PUT", "/api/v1/productroofsystems"],
    ["PUT", "/api/v1/productroofsystems/1"],
    ["POST", "/api/v1/projects"],
    ["POST", "/api/Account/Register"],
  ] as const)("%s %s answers 400", async (method, url) => {
    const response = await session.app.request({
      method,
      url,
      token: session.adminToken,
      headers: { "content-type": "application/json" },
      payload: "null",
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("concurrent registrations with one e-mail", () => {
  it("create one account and refuse the others with the duplicate's 400", async () => {
    const email = "twice.at.once@example.com";
    const responses = await Promise.all(
      Array.from({ length: 4 }, () =>
        session.app.request({ method: "POST", url: "/api/Account/Register", payload: { ...validRegistration, email } }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 400, 400, 400]);
    for (const response of responses.filter((candidate) => candidate.statusCode === 400)) {
      expect(response.json().modelState.Email).toEqual([ACCOUNT_MESSAGES.registerEmailTaken]);
    }
  });
});

describe("unsupported content types", () => {
  it("answers 415 naming the content type the API expects", async () => {
    const { authToken } = await signInAs(session.app, "User");
    const response = await session.app.request({
      method: "POST",
      url: "/api/v1/projects",
      token: authToken,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "name=Form",
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toContain("application/json");
  });
});
