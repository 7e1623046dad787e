import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { ROLE_IDS, UPLOAD_BLOB_TYPE_HEADER } from "@portal/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CapturingMailer, TEST_ADMIN, TestClock, testConfig } from "../../test/build-app.js";
import { openTestDatabase } from "../../test/test-database.js";
import { type BuiltApp, buildApp } from "../app.js";
import { hashPassword } from "../lib/passwords.js";
import { insertUser } from "../modules/account/account.repository.js";

const PERSONAL = {
  email: "grace.hopper@example.com",
  phoneNumber: "+44 20 7946 0123",
  addressLine1: "7 Cobol Close",
  password: "Nanosecond-wire-1906",
};

const ARGON2_HASH = /\$argon2id?\$/;
const JWT = /eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/;
const EMAIL_ADDRESS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;

let built: BuiltApp;
let closeDatabase: () => Promise<void>;
let storageDir: string;
const logLines: string[] = [];

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), "portal-log-safety-"));
  const database = await openTestDatabase();
  closeDatabase = () => database.close();
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      logLines.push(String(chunk));
      callback();
    },
  });
  const config = testConfig({ logLevel: "trace" });
  built = await buildApp(
    { ...config, storage: { ...config.storage, localDir: storageDir } },
    { database, mailer: new CapturingMailer(), clock: new TestClock(), logger: { stream }, log: () => {} },
  );
  // A statement that fails with personal data in its parameters: a second active account on the
  // administrator's e-mail breaks the unique index, as a race between two registrations would.
  built.app.post("/api/test/failing-statement", { config: { access: "public" } }, async () => {
    const now = new Date();
    await insertUser(built.ctx.db, {
      email: TEST_ADMIN.email,
      passwordHash: await hashPassword(PERSONAL.password),
      roleId: ROLE_IDS.User,
      firstName: "Grace",
      lastName: "Hopper",
      phoneNumber: PERSONAL.phoneNumber,
      addressLine1: PERSONAL.addressLine1,
      town: "Arlington",
      postCode: "SW1A 1AA",
      industryType: 1,
      hasAcceptedTermsAndConditions: true,
      createdAt: now,
      updatedAt: now,
    });
    return { message: "unreachable" };
  });
  await built.app.ready();
});

afterAll(async () => {
  await built.app.close();
  await closeDatabase();
  await rm(storageDir, { recursive: true, force: true });
});

function signInAsAdmin() {
  return built.app.inject({ method: "POST", url: "/api/Account/Login", payload: TEST_ADMIN });
}

describe("the log of a run through failing statements, signed links and tokens in URLs", () => {
  it("holds no password hash, token, link signature or e-mail address", async () => {
    const failed = await built.app.inject({ method: "POST", url: "/api/test/failing-statement" });
    expect(failed.statusCode).toBe(500);

    // A registration carrying a NUL byte, which PostgreSQL refuses in text; whatever the answer, nothing leaks.
    const registration = await built.app.inject({
      method: "POST",
      url: "/api/Account/Register",
      payload: {
        firstName: "Grace",
        lastName: "Hopper",
        email: PERSONAL.email,
        phoneNumber: PERSONAL.phoneNumber,
        jobTitle: "Rear Admiral",
        company: "Compiler Roofing Ltd",
        password: PERSONAL.password,
        confirmPassword: PERSONAL.password,
        addressLine1: `${PERSONAL.addressLine1}\u0000`,
        addressLine2: "",
        town: "Arlington",
        postCode: "SW1A 1AA",
        industryType: 1,
        acceptMarketingByEmail: false,
        acceptMarketingByPost: false,
        acceptOptInToThirdParties: false,
        hasAcceptedTermsAndConditions: true,
      },
    });
    expect(registration.statusCode).not.toBe(200);

    const signedIn = await signInAsAdmin();
    expect(signedIn.statusCode).toBe(200);
    const { authToken, refreshToken } = signedIn.json();
    const bearer = { authorization: `Bearer ${authToken}` };
    // Tokens in query strings, as realtime clients and old links send them.
    await built.app.inject({ method: "GET", url: `/api/v1/system/Version?access_token=${authToken}` });
    await built.app.inject({ method: "GET", url: `/api/Account/Refresh?refreshToken=${refreshToken}` });

    // A file's signed upload and download links, and an S3-style presigned query.
    const project = await built.app.inject({
      method: "POST",
      url: "/api/v1/projects",
      headers: bearer,
      payload: { name: "Log safety", postCode: "CB2 1TN", lat: 52.2, long: 0.12 },
    });
    expect(project.statusCode).toBe(201);
    const file = await built.app.inject({
      method: "POST",
      url: "/api/v1/project-documents",
      headers: bearer,
      payload: { projectId: project.json().id, fileName: "survey.pdf", fileType: "application/pdf" },
    });
    expect(file.statusCode).toBe(201);
    const uploadLink = new URL(file.json().sasUri);
    const uploaded = await built.app.inject({
      method: "PUT",
      url: `${uploadLink.pathname}${uploadLink.search}`,
      headers: { "content-type": "application/pdf", ...UPLOAD_BLOB_TYPE_HEADER },
      payload: Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n"),
    });
    expect(uploaded.statusCode).toBe(201);
    const listed = await built.app.inject({
      method: "GET",
      url: `/api/v1/project-documents?projectId=${project.json().id}`,
      headers: bearer,
    });
    const downloadLink = new URL(listed.json()[0].sasUri);
    expect(
      (await built.app.inject({ method: "GET", url: `${downloadLink.pathname}${downloadLink.search}` })).statusCode,
    ).toBe(200);
    const presigned =
      "X-Amz-Credential=AKIAEXAMPLEKEY%2F20261124%2Feu-west-2%2Fs3%2Faws4_request&X-Amz-Signature=0f1e2d3c4b5a69788796a5b4c3d2e1f0&X-Amz-Security-Token=FwoGZXIvYXdzEXAMPLESESSION";
    await built.app.inject({ method: "GET", url: `/api/v1/storage/project-files/1/a.pdf?${presigned}` });

    const log = logLines.join("");
    // The run was logged: every request above has its line.
    expect(log).toContain("/api/test/failing-statement");
    expect(log).toContain("/api/v1/storage/");
    expect(log).toContain("/api/v1/system/Version");
    // The failed statement is logged by its code and constraint, with the request's id.
    const failure = logLines.map((line) => JSON.parse(line)).find((entry) => entry.msg === "request failed");
    expect(failure).toMatchObject({ err: { code: "23505", constraint: "users_email_active_unique" } });
    expect(failure.reqId).toEqual(expect.any(String));

    expect(log).not.toMatch(ARGON2_HASH);
    expect(log).not.toMatch(JWT);
    expect(log).not.toContain(authToken);
    expect(log).not.toContain(refreshToken);
    expect(log).not.toMatch(EMAIL_ADDRESS);
    expect(log).not.toContain(PERSONAL.phoneNumber);
    expect(log).not.toContain(PERSONAL.addressLine1);
    expect(log).not.toContain(PERSONAL.password);
    for (const link of [uploadLink, downloadLink]) {
      const signature = link.searchParams.get("signature");
      expect(signature).toBeTruthy();
      expect(log).not.toContain(signature);
    }
    for (const secret of ["AKIAEXAMPLEKEY", "0f1e2d3c4b5a69788796a5b4c3d2e1f0", "FwoGZXIvYXdzEXAMPLESESSION"]) {
      expect(log).not.toContain(secret);
    }
  });
});
