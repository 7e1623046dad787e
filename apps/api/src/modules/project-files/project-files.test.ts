import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { messageForStatus, PROJECT_FILE_MESSAGES, ROLES, UPLOAD_BLOB_TYPE_HEADER } from "@portal/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp, testConfig } from "../../../test/build-app.js";
import { createProject, signInAs } from "../../../test/factories.js";
import { createInMemoryS3 } from "../../storage/in-memory-s3.js";
import { createS3Storage } from "../../storage/s3-storage.js";
import { findProjectFile } from "./project-files.repository.js";

const MAX_UPLOAD_BYTES = 64 * 1024;

/** The first bytes of each allowed type, padded as a real file would be. */
const pad = (head: Buffer | string) => Buffer.concat([Buffer.from(head as string), Buffer.alloc(64, 0x20)]);
const SAMPLES = {
  ".pdf": pad("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n"),
  ".docx": pad(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00])),
  ".xlsx": pad(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x08, 0x08])),
  ".png": pad(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d])),
  ".jpg": pad(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46])),
  ".jpeg": pad(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0x00, 0x18, 0x45, 0x78])),
  ".dwg": pad("AC1032\0\0\0\0\0"),
  ".rvt": pad(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x00, 0x00])),
} as const;

let t: TestApp;
let storageDir: string;
let owner: Awaited<ReturnType<typeof signInAs>>;
let stranger: Awaited<ReturnType<typeof signInAs>>;
let projectId: number;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), "portal-files-"));
  t = await buildTestApp({
    config: { storage: { ...testConfig().storage, localDir: storageDir, maxUploadBytes: MAX_UPLOAD_BYTES } },
  });
  owner = await signInAs(t, ROLES.user);
  stranger = await signInAs(t, ROLES.user);
  projectId = (await createProject(t, owner.user, { name: "Mill Lane", postCode: "CB2 1TN", lat: 52.2, long: 0.12 }))
    .id;
});
afterAll(async () => {
  await t.close();
  await rm(storageDir, { recursive: true, force: true });
});

/** Moving the clock past 14 minutes expires access tokens too; sign in again afterwards. */
async function signInAgain() {
  owner = { ...owner, ...(await t.login(owner.user.email, owner.password)) };
  stranger = { ...stranger, ...(await t.login(stranger.user.email, stranger.password)) };
}

/** Signed links are absolute (PUBLIC_URL); inject wants the path and query. */
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

async function createFile(fileName: string, options: { token?: string; project?: number; fileType?: string } = {}) {
  return t.request({
    method: "POST",
    url: "/api/v1/project-documents",
    token: options.token ?? owner.authToken,
    payload: { projectId: options.project ?? projectId, fileName, fileType: options.fileType ?? "application/pdf" },
  });
}

async function upload(sasUri: string, body: Buffer | Readable, contentType = "application/octet-stream") {
  return t.request({
    method: "PUT",
    url: pathOf(sasUri),
    payload: body,
    headers: { "content-type": contentType, ...UPLOAD_BLOB_TYPE_HEADER },
  });
}

async function listFiles(token = owner.authToken, project = projectId) {
  return t.request({ method: "GET", url: `/api/v1/project-documents?projectId=${project}`, token });
}

/** Creates the record and uploads its bytes; answers the record's id. */
async function uploadedFile(fileName: string, body: Buffer): Promise<number> {
  const created = await createFile(fileName);
  expect(created.statusCode).toBe(201);
  expect((await upload(created.json().sasUri, body)).statusCode).toBe(201);
  return created.json().id;
}

async function storedKeys(): Promise<string[]> {
  const entries = await readdir(storageDir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

describe("project files: create, upload, list, download, delete", () => {
  it("round-trips a file through its signed links", async () => {
    const created = await createFile("Site survey (rev A).pdf");
    expect(created.statusCode).toBe(201);
    const { id, sasUri } = created.json();
    expect(sasUri).toMatch(/^http:\/\/portal\.test\/api\/v1\/storage\/project-files\/\d+\/[0-9a-f-]+\.pdf\?expires=/);

    // Until its bytes arrive, the record is not listed.
    expect((await listFiles()).json()).toEqual([]);

    const put = await upload(sasUri, SAMPLES[".pdf"], "application/pdf");
    expect(put.statusCode).toBe(201);

    const listed = await listFiles();
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      {
        id,
        fileName: "Site survey (rev A).pdf",
        fileType: "application/pdf",
        dateCreated: expect.any(String),
        sasUri: expect.stringMatching(/^http:\/\/portal\.test\/api\/v1\/storage\//),
      },
    ]);

    const download = await t.request({ method: "GET", url: pathOf(listed.json()[0].sasUri) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(SAMPLES[".pdf"])).toBe(true);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-disposition"]).toBe(
      `attachment; filename="Site survey (rev A).pdf"; filename*=UTF-8''Site%20survey%20%28rev%20A%29.pdf`,
    );

    const single = await t.request({ method: "GET", url: `/api/v1/project-documents/${id}`, token: owner.authToken });
    expect(single.statusCode).toBe(200);
    expect(single.json()).toMatchObject({ id, fileName: "Site survey (rev A).pdf" });
    expect((await t.request({ method: "GET", url: pathOf(single.json().sasUri) })).statusCode).toBe(200);

    const deleted = await t.request({
      method: "DELETE",
      url: `/api/v1/project-documents/${id}`,
      token: owner.authToken,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: PROJECT_FILE_MESSAGES.deleted });
    expect((await listFiles()).json()).toEqual([]);
    expect(
      (await t.request({ method: "GET", url: `/api/v1/project-documents/${id}`, token: owner.authToken })).statusCode,
    ).toBe(404);
    // The bytes went with the record: the old link finds nothing.
    const gone = await t.request({ method: "GET", url: pathOf(single.json().sasUri) });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: PROJECT_FILE_MESSAGES.fileNotAvailable });
    expect(await storedKeys()).toEqual([]);
  });

  it("accepts every allowed type whose content matches, whatever the case of the extension", async () => {
    const ids: number[] = [];
    for (const [extension, body] of Object.entries(SAMPLES)) {
      ids.push(await uploadedFile(`drawing${extension.toUpperCase()}`, body));
    }
    const listed = (await listFiles()).json() as Array<{ id: number; fileName: string }>;
    expect(listed.map((file) => file.id).sort()).toEqual([...ids].sort());
    for (const id of ids) {
      await t.request({ method: "DELETE", url: `/api/v1/project-documents/${id}`, token: owner.authToken });
    }
  });

  it("lists newest first, each with a fresh link, and refuses a second upload to the same link", async () => {
    const first = await createFile("first.png", { fileType: "image/png" });
    await upload(first.json().sasUri, SAMPLES[".png"]);
    t.clock.advanceMinutes(1);
    const second = await uploadedFile("second.jpg", SAMPLES[".jpg"]);
    const listed = (await listFiles()).json() as Array<{ id: number; fileName: string }>;
    expect(listed.map((file) => file.fileName)).toEqual(["second.jpg", "first.png"]);

    const again = await upload(first.json().sasUri, SAMPLES[".png"]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: PROJECT_FILE_MESSAGES.alreadyUploaded });
    for (const id of [first.json().id, second]) {
      await t.request({ method: "DELETE", url: `/api/v1/project-documents/${id}`, token: owner.authToken });
    }
  });

  it("lists and downloads a file under its name without invisible characters that could disguise its type", async () => {
    // Shown as given, the right-to-left override makes "Roof plan\u202Egnp.pdf" read "Roof planfdp.png".
    const id = await uploadedFile("Roof\u200B plan\u202Egnp\uFEFF.pdf", SAMPLES[".pdf"]);
    const [listed] = (await listFiles()).json() as Array<{ fileName: string; sasUri: string }>;
    expect(listed?.fileName).toBe("Roof plangnp.pdf");
    const download = await t.request({ method: "GET", url: pathOf(listed?.sasUri ?? "") });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-disposition"]).toBe(
      `attachment; filename="Roof plangnp.pdf"; filename*=UTF-8''Roof%20plangnp.pdf`,
    );
    await t.request({ method: "DELETE", url: `/api/v1/project-documents/${id}`, token: owner.authToken });
  });
});

describe("project files: what is refused", () => {
  it("refuses a type outside the allowed list when the record is created", async () => {
    for (const fileName of ["notes.txt", "archive.zip", "no-extension", "photo.png.exe", ".pdf"]) {
      const response = await createFile(fileName);
      expect(response.statusCode, fileName).toBe(400);
      expect(response.json()).toEqual({
        message: messageForStatus(400),
        modelState: { FileName: [PROJECT_FILE_MESSAGES.typeNotAllowed] },
      });
    }
  });

  it("answers 400 with model state for missing or malformed input", async () => {
    const noName = await t.request({
      method: "POST",
      url: "/api/v1/project-documents",
      token: owner.authToken,
      payload: { projectId },
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().modelState).toEqual({ FileName: [PROJECT_FILE_MESSAGES.fileNameRequired] });
    const badProject = await createFile("plan.pdf", { project: "abc" as unknown as number });
    expect(badProject.statusCode).toBe(400);
    expect(badProject.json().modelState).toEqual({ ProjectId: [PROJECT_FILE_MESSAGES.projectIdRequired] });
    const pathName = await createFile("../../etc/plan.pdf");
    expect(pathName.json().modelState).toEqual({ FileName: [PROJECT_FILE_MESSAGES.fileNameInvalid] });
    const noProject = await t.request({ method: "GET", url: "/api/v1/project-documents", token: owner.authToken });
    expect(noProject.statusCode).toBe(400);
    expect(noProject.json().modelState).toHaveProperty("ProjectId");
    const badId = await t.request({ method: "GET", url: "/api/v1/project-documents/x1", token: owner.authToken });
    expect(badId.statusCode).toBe(400);
  });

  it("refuses content that does not match the extension, keeping nothing", async () => {
    const created = await createFile("roof.dwg", { fileType: "" });
    const response = await upload(created.json().sasUri, SAMPLES[".png"], "image/png");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: PROJECT_FILE_MESSAGES.contentMismatch(".dwg"),
      modelState: { File: [PROJECT_FILE_MESSAGES.contentMismatch(".dwg")] },
    });
    expect(await storedKeys()).toEqual([]);
    expect((await listFiles()).json()).toEqual([]);
    // The record went too: the link leads nowhere now.
    expect((await upload(created.json().sasUri, SAMPLES[".dwg"])).statusCode).toBe(404);
  });

  it("refuses an empty file and a renamed executable", async () => {
    const empty = await createFile("empty.pdf");
    expect((await upload(empty.json().sasUri, Buffer.alloc(0))).statusCode).toBe(400);
    const renamed = await createFile("invoice.pdf");
    const executable = pad(Buffer.from([0x4d, 0x5a, 0x90, 0x00]));
    expect((await upload(renamed.json().sasUri, executable)).json().message).toBe(
      PROJECT_FILE_MESSAGES.contentMismatch(".pdf"),
    );
    expect(await storedKeys()).toEqual([]);
  });

  it("refuses an executable with a PDF signature hidden after its own: the signature must start the file", async () => {
    const disguised = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00]), Buffer.alloc(60), SAMPLES[".pdf"]]);
    const created = await createFile("drawing.pdf");
    const response = await upload(created.json().sasUri, disguised);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(PROJECT_FILE_MESSAGES.contentMismatch(".pdf"));
    expect(await storedKeys()).toEqual([]);
  });

  it("answers 413 with the spec's text for a file over the limit, declared or streamed", async () => {
    const tooLarge = Buffer.concat([SAMPLES[".pdf"], Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const declared = await createFile("huge.pdf");
    const response = await upload(declared.json().sasUri, tooLarge);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: messageForStatus(413) });

    // Without a Content-Length the limit still holds as the bytes stream in.
    const streamed = await createFile("huge-too.pdf");
    const chunks = [SAMPLES[".pdf"], ...Array.from({ length: 20 }, () => Buffer.alloc(4096, 0x41))];
    const streamedResponse = await upload(streamed.json().sasUri, Readable.from(chunks));
    expect(streamedResponse.statusCode).toBe(413);
    expect(await storedKeys()).toEqual([]);
    expect((await listFiles()).json()).toEqual([]);

    // Exactly at the limit is fine.
    const atLimit = Buffer.concat([SAMPLES[".pdf"], Buffer.alloc(MAX_UPLOAD_BYTES - SAMPLES[".pdf"].length)]);
    const id = await uploadedFile("at-limit.pdf", atLimit);
    await t.request({ method: "DELETE", url: `/api/v1/project-documents/${id}`, token: owner.authToken });
  });

  it("over a real connection, answers a refusal mid-upload and the next upload still goes through", async () => {
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const put = (link: string, body: Buffer) =>
      fetch(`${address}${pathOf(link)}`, {
        method: "PUT",
        headers: UPLOAD_BLOB_TYPE_HEADER,
        // A stream body is sent chunked, without a length, so the limit and content checks happen mid-stream.
        body: new ReadableStream({
          start(controller) {
            controller.enqueue(new Uint8Array(body));
            controller.close();
          },
        }),
        duplex: "half",
      } as RequestInit);
    const tooLarge = await put(
      (await createFile("big.pdf")).json().sasUri,
      Buffer.concat([SAMPLES[".pdf"], Buffer.alloc(4 * MAX_UPLOAD_BYTES)]),
    );
    expect(tooLarge.status).toBe(413);
    const mismatch = await put((await createFile("plan.dwg")).json().sasUri, Buffer.alloc(8 * 1024, 0x41));
    expect(mismatch.status).toBe(400);
    expect(((await mismatch.json()) as { message: string }).message).toBe(
      PROJECT_FILE_MESSAGES.contentMismatch(".dwg"),
    );
    const created = await createFile("fine.pdf");
    expect((await put(created.json().sasUri, SAMPLES[".pdf"])).status).toBe(201);
    await t.request({
      method: "DELETE",
      url: `/api/v1/project-documents/${created.json().id}`,
      token: owner.authToken,
    });
    expect(await storedKeys()).toEqual([]);
  });

  it("refuses expired upload and download links with 403", async () => {
    const created = await createFile("late.pdf");
    t.clock.advanceMinutes(16);
    const late = await upload(created.json().sasUri, SAMPLES[".pdf"]);
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({ message: PROJECT_FILE_MESSAGES.linkExpired });
    await signInAgain();

    const id = await uploadedFile("early.pdf", SAMPLES[".pdf"]);
    const link = (await listFiles()).json()[0].sasUri;
    t.clock.advanceMinutes(14);
    expect((await t.request({ method: "GET", url: pathOf(link) })).statusCode).toBe(200);
    t.clock.advanceMinutes(2);
    const expired = await t.request({ method: "GET", url: pathOf(link) });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ message: PROJECT_FILE_MESSAGES.linkExpired });
    await signInAgain();
    await t.request({ method: "DELETE", url: `/api/v1/project-documents/${id}`, token: owner.authToken });
  });

  it("refuses tampered links with 403", async () => {
    const created = await createFile("tamper.pdf");
    const link = new URL(created.json().sasUri);
    const signature = link.searchParams.get("signature") ?? "";

    const forged = new URL(link);
    forged.searchParams.set("signature", `${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`);
    const extended = new URL(link);
    extended.searchParams.set("expires", String(Number(link.searchParams.get("expires")) + 3600));
    const otherKey = new URL(link);
    otherKey.pathname = otherKey.pathname.replace(/[0-9a-f]{8}-/, "00000000-");
    const unsigned = new URL(link);
    unsigned.searchParams.delete("signature");

    for (const tampered of [forged, extended, otherKey, unsigned]) {
      const response = await upload(tampered.toString(), SAMPLES[".pdf"]);
      expect(response.statusCode, tampered.toString()).toBe(403);
      expect(response.json()).toEqual({ message: PROJECT_FILE_MESSAGES.linkInvalid });
    }
    // An upload link does not download, and a download link's name cannot be changed.
    expect((await t.request({ method: "GET", url: pathOf(link.toString()) })).statusCode).toBe(403);
    const id = await uploadedFile("named.pdf", SAMPLES[".pdf"]);
    const download = new URL((await listFiles()).json()[0].sasUri);
    download.searchParams.set("name", "other.pdf");
    expect((await t.request({ method: "GET", url: pathOf(download.toString()) })).statusCode).toBe(403);
    await t.request({ method: "DELETE", url: `/api/v1/project-documents/${id}`, token: owner.authToken });
  });
});

describe("project files: OpenAPI", () => {
  it("documents the calls and the storage links", async () => {
    const response = await t.request({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys((response.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(expect.arrayContaining(["/api/v1/project-documents", "/api/v1/project-documents/{id}"]));
    expect(paths.some((documented) => documented.startsWith("/api/v1/storage/"))).toBe(true);
  });
});

describe("project files: who may", () => {
  it("answers 404 for another user's project and files, and leaves them alone", async () => {
    const id = await uploadedFile("private.pdf", SAMPLES[".pdf"]);
    expect((await listFiles(stranger.authToken)).statusCode).toBe(404);
    expect((await createFile("mine.pdf", { token: stranger.authToken })).statusCode).toBe(404);
    for (const method of ["GET", "DELETE"] as const) {
      const response = await t.request({ method, url: `/api/v1/project-documents/${id}`, token: stranger.authToken });
      expect(response.statusCode, method).toBe(404);
      expect(response.json()).toEqual({ message: PROJECT_FILE_MESSAGES.fileNotFound });
    }
    expect((await listFiles()).json().map((file: { id: number }) => file.id)).toEqual([id]);

    // Staff see every project, so they see its files.
    const admin = await t.loginAsAdmin();
    expect((await listFiles(admin.authToken)).json()).toHaveLength(1);
    await t.request({ method: "DELETE", url: `/api/v1/project-documents/${id}`, token: owner.authToken });
  });

  it("answers 404 for a project that does not exist", async () => {
    expect((await listFiles(owner.authToken, 999_999)).statusCode).toBe(404);
    expect((await createFile("plan.pdf", { project: 999_999 })).statusCode).toBe(404);
  });

  it("answers 401 without a token", async () => {
    const calls = [
      { method: "GET" as const, url: `/api/v1/project-documents?projectId=${projectId}` },
      { method: "POST" as const, url: "/api/v1/project-documents", payload: { projectId, fileName: "a.pdf" } },
      { method: "GET" as const, url: "/api/v1/project-documents/1" },
      { method: "DELETE" as const, url: "/api/v1/project-documents/1" },
    ];
    for (const call of calls) {
      const response = await t.request(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(response.json()).toEqual({ message: messageForStatus(401) });
    }
  });
});

describe("project files: records waiting for their bytes", () => {
  /** Bytes that reach storage without the API's upload route, as an upload straight to an S3 bucket does. */
  async function storeDirectly(sasUri: string, body: Buffer) {
    const key = decodeURIComponent(new URL(sasUri).pathname.replace("/api/v1/storage/", ""));
    await t.ctx.storage.put(key, Readable.from([body]), { maxBytes: Number.MAX_SAFE_INTEGER });
    return key;
  }

  it("notices bytes stored directly, checks them, and lists the file", async () => {
    const created = await createFile("direct.xlsx", { fileType: "" });
    await storeDirectly(created.json().sasUri, SAMPLES[".xlsx"]);
    const single = await t.request({
      method: "GET",
      url: `/api/v1/project-documents/${created.json().id}`,
      token: owner.authToken,
    });
    expect(single.statusCode).toBe(200);
    expect((await listFiles()).json().map((file: { fileName: string }) => file.fileName)).toEqual(["direct.xlsx"]);
    await t.request({
      method: "DELETE",
      url: `/api/v1/project-documents/${created.json().id}`,
      token: owner.authToken,
    });
  });

  it("deletes directly stored bytes that fail the content or size check, with their record", async () => {
    const wrong = await createFile("wrong.rvt", { fileType: "" });
    const wrongKey = await storeDirectly(wrong.json().sasUri, SAMPLES[".pdf"]);
    const huge = await createFile("huge.png", { fileType: "image/png" });
    const hugeKey = await storeDirectly(
      huge.json().sasUri,
      Buffer.concat([SAMPLES[".png"], Buffer.alloc(MAX_UPLOAD_BYTES)]),
    );
    expect((await listFiles()).json()).toEqual([]);
    expect(await t.ctx.storage.exists(wrongKey)).toBe(false);
    expect(await t.ctx.storage.exists(hugeKey)).toBe(false);
    expect((await upload(wrong.json().sasUri, SAMPLES[".rvt"])).statusCode).toBe(404);
  });

  it("forgets a record whose bytes never came, an hour after its link expired", async () => {
    const created = await createFile("never.pdf");
    const id: number = created.json().id;
    const single = await t.request({ method: "GET", url: `/api/v1/project-documents/${id}`, token: owner.authToken });
    expect(single.statusCode).toBe(404);
    // Seventy minutes on, a slow upload started before the link expired may still be arriving.
    t.clock.advanceMinutes(70);
    await signInAgain();
    expect((await listFiles()).statusCode).toBe(200);
    expect(await findProjectFile(t.ctx.db, id)).toBeDefined();
    t.clock.advanceMinutes(10);
    expect((await listFiles()).statusCode).toBe(200);
    expect(await findProjectFile(t.ctx.db, id)).toBeUndefined();
  });
});

describe("project files on S3-compatible storage", () => {
  it("hands out presigned links, notices the upload the browser made to the bucket, and deletes there", async () => {
    const s3 = createInMemoryS3("portal-files");
    const localStorage = t.ctx.storage;
    t.ctx.storage = createS3Storage({
      bucket: "portal-files",
      region: "eu-west-2",
      endpoint: "http://s3.test:9000",
      forcePathStyle: true,
      credentials: { accessKeyId: "AKIDEXAMPLE", secretAccessKey: "secret-access-key-for-tests" },
      clock: t.clock,
      requestHandler: s3.handler,
    });
    try {
      await signInAgain();
      const keyOf = (link: URL) => decodeURIComponent(link.pathname.replace("/portal-files/", ""));
      const created = await createFile("bucket upload.pdf");
      expect(created.statusCode).toBe(201);
      const uploadLink = new URL(created.json().sasUri);
      expect(uploadLink.host).toBe("s3.test:9000");
      expect(uploadLink.searchParams.get("X-Amz-Expires")).toBe("900");
      // The browser PUTs straight to the bucket; the API never sees the bytes.
      s3.objects.set(keyOf(uploadLink), SAMPLES[".pdf"]);

      const wrong = await createFile("not really.docx", { fileType: "" });
      const wrongKey = keyOf(new URL(wrong.json().sasUri));
      s3.objects.set(wrongKey, SAMPLES[".png"]);

      const listed = await listFiles();
      expect(listed.json()).toEqual([
        expect.objectContaining({ id: created.json().id, fileName: "bucket upload.pdf" }),
      ]);
      const downloadLink = new URL(listed.json()[0].sasUri);
      expect(downloadLink.host).toBe("s3.test:9000");
      expect(downloadLink.searchParams.get("response-content-disposition")).toContain("attachment;");
      // The mismatched file was deleted from the bucket with its record.
      expect(s3.objects.has(wrongKey)).toBe(false);
      // It looked at the first bytes only.
      const ranges = s3.requests.filter((request) => request.method === "GET").map((request) => request.headers.range);
      expect(ranges).toEqual([`bytes=0-${SAMPLES[".pdf"].length - 1}`, `bytes=0-${SAMPLES[".png"].length - 1}`]);

      const deleted = await t.request({
        method: "DELETE",
        url: `/api/v1/project-documents/${created.json().id}`,
        token: owner.authToken,
      });
      expect(deleted.statusCode).toBe(200);
      expect(s3.objects.size).toBe(0);
    } finally {
      t.ctx.storage = localStorage;
    }
  });
});
