import { mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { PROJECT_FILE_MESSAGES, ROLES, UPLOAD_BLOB_TYPE_HEADER } from "@portal/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findPendingFilesOfProject, findProjectFile } from "../src/modules/project-files/project-files.repository.js";
import { createLinkSigner } from "../src/storage/signed-links.js";
import { buildTestApp, type TestApp, testConfig } from "./build-app.js";
import { createProject, signInAs } from "./factories.js";

/**
 * Uploads are the one place a user's bytes land on the server and come back from the portal's own origin, so
 * each way of abusing them must end in a refusal or a harmless download, never a stray file or a 500.
 */
const MAX_UPLOAD_BYTES = 4 * 1024;
const TOO_LARGE_MESSAGE = "The file you uploaded was too large.";

const padded = (head: Buffer | string) => Buffer.concat([Buffer.from(head as string), Buffer.alloc(64, 0x20)]);
const PDF = padded("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n");
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let t: TestApp;
/** Stands for DATA_DIR: storage writes under its files/ folder and nowhere else. */
let dataDir: string;
let filesDir: string;
let owner: Awaited<ReturnType<typeof signInAs>>;
let stranger: Awaited<ReturnType<typeof signInAs>>;
let projectId: number;
let strangersProjectId: number;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "portal-upload-abuse-"));
  filesDir = path.join(dataDir, "files");
  await mkdir(filesDir);
  t = await buildTestApp({
    config: { storage: { ...testConfig().storage, localDir: filesDir, maxUploadBytes: MAX_UPLOAD_BYTES } },
  });
  owner = await signInAs(t, ROLES.user);
  stranger = await signInAs(t, ROLES.user);
  projectId = (await createProject(t, owner.user)).id;
  strangersProjectId = (await createProject(t, stranger.user)).id;
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

async function createFile(fileName: string, options: { token?: string; project?: number } = {}) {
  return t.request({
    method: "POST",
    url: "/api/v1/project-documents",
    token: options.token ?? owner.authToken,
    payload: { projectId: options.project ?? projectId, fileName, fileType: "" },
  });
}

async function createdFile(fileName: string, options: { token?: string; project?: number } = {}) {
  const response = await createFile(fileName, options);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; sasUri: string }>();
}

async function upload(link: string, body: Buffer | Readable) {
  return t.request({
    method: "PUT",
    url: pathOf(link),
    payload: body,
    headers: { "content-type": "application/octet-stream", ...UPLOAD_BLOB_TYPE_HEADER },
  });
}

async function downloadLinkOf(fileId: number, token = owner.authToken): Promise<string> {
  const response = await t.request({ method: "GET", url: `/api/v1/project-documents/${fileId}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ sasUri: string }>().sasUri;
}

async function deleteFile(fileId: number, token = owner.authToken) {
  await t.request({ method: "DELETE", url: `/api/v1/project-documents/${fileId}`, token });
}

/** Every file under DATA_DIR, relative to it. */
async function filesUnderDataDir(): Promise<string[]> {
  const entries = await readdir(dataDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(dataDir, path.join(entry.parentPath, entry.name)));
}

/** Access tokens live shorter than the clock jumps past link expiry; sign in again after one. */
async function signInAgain() {
  owner = { ...owner, ...(await t.login(owner.user.email, owner.password)) };
  stranger = { ...stranger, ...(await t.login(stranger.user.email, stranger.password)) };
}

describe("content that claims another type", () => {
  const disguised: Array<[fileName: string, body: Buffer]> = [
    ["report.pdf", padded("<!doctype html><html><body><script>fetch('/api/v1/projects')</script></body></html>")],
    ["logo.png", padded('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"></svg>')],
    ["setup.pdf", padded(Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]))],
    ["photo.jpg", padded("#!/bin/sh\nrm -rf /\n")],
    ["tool.docx", padded(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01]))],
  ];

  it.each(disguised)("refuses %s whose content is something else with 400, keeping nothing", async (fileName, body) => {
    const { id, sasUri } = await createdFile(fileName);
    const response = await upload(sasUri, body);
    const extension = fileName.slice(fileName.lastIndexOf("."));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: PROJECT_FILE_MESSAGES.contentMismatch(extension),
      modelState: { File: [PROJECT_FILE_MESSAGES.contentMismatch(extension)] },
    });
    expect(await filesUnderDataDir()).toEqual([]);
    expect(await findProjectFile(t.ctx.db, id)).toBeUndefined();
  });

  it("serves a file that passes the type check only as a download the browser will neither render nor sniff", async () => {
    // A real PNG signature followed by markup: it passes the check, so only how it is served keeps it inert.
    const polyglot = Buffer.concat([PNG_SIGNATURE, Buffer.from("<html><script>alert(document.cookie)</script>")]);
    const { id, sasUri } = await createdFile("innocent.png");
    expect((await upload(sasUri, polyglot)).statusCode).toBe(201);

    const download = await t.request({ method: "GET", url: pathOf(await downloadLinkOf(id)) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(polyglot)).toBe(true);
    expect(download.headers["content-type"]).toBe("image/png");
    expect(download.headers["content-disposition"]).toMatch(/^attachment; /);
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect(download.headers["content-security-policy"]).toContain("script-src 'self'");

    // Even a link naming the file as markup (which the API never issues) cannot give it a renderable type.
    const signer = createLinkSigner(t.ctx.config.jwtSecret, t.ctx.config.publicUrl);
    const storageKey = (await findProjectFile(t.ctx.db, id))?.storageKey ?? "";
    const expiresAt = new Date(t.clock.now().getTime() + 60_000);
    for (const fileName of ["page.html", "image.svg", "script.js", "page.htm", "feed.xml"]) {
      const link = signer.sign({ method: "GET", key: storageKey, expiresAt, fileName });
      const response = await t.request({ method: "GET", url: pathOf(link) });
      expect(response.statusCode, fileName).toBe(200);
      expect(response.headers["content-type"], fileName).toBe("application/octet-stream");
      expect(response.headers["content-disposition"], fileName).toMatch(/^attachment; /);
      expect(response.headers["x-content-type-options"], fileName).toBe("nosniff");
    }
    await deleteFile(id);
  });
});

describe("oversized uploads", () => {
  it("answers 413 with the spec's text for a declared length over the limit, storing no bytes and no record", async () => {
    const { id, sasUri } = await createdFile("too-big.pdf");
    const response = await upload(sasUri, Buffer.concat([PDF, Buffer.alloc(MAX_UPLOAD_BYTES, 0x41)]));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: TOO_LARGE_MESSAGE });
    expect(await filesUnderDataDir()).toEqual([]);
    expect(await findProjectFile(t.ctx.db, id)).toBeUndefined();
  });

  it("answers 413 when an undeclared body streams past the limit, storing no bytes and no record", async () => {
    const { id, sasUri } = await createdFile("streamed.pdf");
    const chunks = [PDF, ...Array.from({ length: 8 }, () => Buffer.alloc(1024, 0x41))];
    const response = await upload(sasUri, Readable.from(chunks));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: TOO_LARGE_MESSAGE });
    expect(await filesUnderDataDir()).toEqual([]);
    expect(await findProjectFile(t.ctx.db, id)).toBeUndefined();
  });

  it("answers 413 when the declared length understates a body that runs past the limit", async () => {
    const { id, sasUri } = await createdFile("understated.pdf");
    const body = Buffer.concat([PDF, Buffer.alloc(2 * MAX_UPLOAD_BYTES, 0x41)]);
    const response = await t.request({
      method: "PUT",
      url: pathOf(sasUri),
      payload: Readable.from([body]),
      headers: { "content-type": "application/octet-stream", ...UPLOAD_BLOB_TYPE_HEADER, "content-length": "100" },
    });
    // The limit counts the bytes that arrive, not the length the client claims.
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: TOO_LARGE_MESSAGE });
    expect(await filesUnderDataDir()).toEqual([]);
    expect(await findProjectFile(t.ctx.db, id)).toBeUndefined();
  });
});

describe("file names that try to reach outside storage", () => {
  const refused: Array<[label: string, fileName: string]> = [
    ["a relative path up", "../../etc/passwd.pdf"],
    ["a Windows path up", "..\\..\\x.pdf"],
    ["an absolute path", "/abs/path.pdf"],
    ["a Windows drive path", "C:\\Windows\\win.pdf"],
    ["a NUL that cuts the extension", "evil.html\u0000.pdf"],
    ["a line break for header splitting", "plan.pdf\r\nSet-Cookie: x=1\r\n.pdf"],
    ["a tab", "plan\t.pdf"],
    ["a DEL", "plan\u007f.pdf"],
    ["a name over 255 characters", `${"a".repeat(300)}.pdf`],
    ["a name with no extension once trimmed", "../../etc/passwd"],
  ];

  it.each(refused)("refuses %s with 400 and a clear message, recording nothing", async (_label, fileName) => {
    const response = await createFile(fileName);
    expect(response.statusCode).toBe(400);
    const { message, modelState } = response.json<{ message: string; modelState: Record<string, string[]> }>();
    expect(message).toEqual(expect.any(String));
    expect(modelState.FileName?.length).toBeGreaterThan(0);
    expect(await findPendingFilesOfProject(t.ctx.db, projectId)).toEqual([]);
    expect(await filesUnderDataDir()).toEqual([]);
  });

  const accepted: Array<[label: string, fileName: string]> = [
    ["dots that are not a path", "...pdf"],
    ["a percent-encoded path", "..%2F..%2Fetc%2Fpasswd.pdf"],
    ["a right-to-left override", "invoice\u202Egnp.pdf"],
    ["a C1 control character", "plan\u0085.pdf"],
    ["a lone surrogate", "plan\uD800.pdf"],
    ["quotes and a semicolon", 'a"; filename="evil.html.pdf'],
    ["a reserved device name", "CON.pdf"],
    ["the longest allowed name", `${"é".repeat(251)}.pdf`],
  ];

  it.each(accepted)(
    "stores a name with %s under a key of its own, and names the download harmlessly",
    async (_label, fileName) => {
      const { id, sasUri } = await createdFile(fileName);
      const row = await findProjectFile(t.ctx.db, id);
      expect(row?.storageKey).toMatch(new RegExp(`^project-files/${projectId}/[0-9a-f-]{36}\\.pdf$`));
      expect(row?.storageKey.split("/")).not.toContain("..");
      expect(new URL(sasUri).pathname).toBe(`/api/v1/storage/${row?.storageKey}`);

      expect((await upload(sasUri, PDF)).statusCode).toBe(201);
      expect(await filesUnderDataDir()).toEqual([path.join("files", ...(row?.storageKey ?? "").split("/"))]);

      const shown = await t.request({ method: "GET", url: `/api/v1/project-documents/${id}`, token: owner.authToken });
      expect(shown.statusCode).toBe(200);
      const shownName = shown.json<{ fileName: string }>().fileName;
      // biome-ignore lint/suspicious/noControlCharactersInRegex: a control character shown back is the failure
      expect(shownName).not.toMatch(/[/\\\u0000-\u001f]/);

      const download = await t.request({ method: "GET", url: pathOf(shown.json<{ sasUri: string }>().sasUri) });
      expect(download.statusCode).toBe(200);
      const disposition = String(download.headers["content-disposition"]);
      expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9%._~!-]*$/);
      // The quoted fallback holds no quote of its own, so nothing can follow it as a second filename.
      expect(disposition.match(/"/g)).toHaveLength(2);
      expect(download.headers["content-type"]).toBe("application/pdf");

      await deleteFile(id);
      expect(await filesUnderDataDir()).toEqual([]);
    },
  );

  it("never writes outside its folder even through a validly signed link to a traversing key", async () => {
    const signer = createLinkSigner(t.ctx.config.jwtSecret, t.ctx.config.publicUrl);
    const expiresAt = new Date(t.clock.now().getTime() + 60_000);
    const keys = [
      "project-files/../../escape.pdf",
      "project-files/../escape.pdf",
      `project-files/${projectId}/..%2F..%2F..%2Fescape.pdf`,
      "project-files/%2E%2E/%2E%2E/escape.pdf",
      "project-files/1/a\\..\\..\\escape.pdf",
    ];
    // Sent over a real connection with the path as written: a URL parser would resolve the dot segments first.
    const address = new URL(await t.app.listen({ port: 0, host: "127.0.0.1" }));
    const send = (method: "GET" | "PUT", link: string) =>
      new Promise<{ status: number; message: string }>((resolve, reject) => {
        const request = http.request(
          {
            host: address.hostname,
            port: address.port,
            method,
            path: link.slice(t.ctx.config.publicUrl.length),
            headers: method === "PUT" ? { "content-type": "application/octet-stream", ...UPLOAD_BLOB_TYPE_HEADER } : {},
          },
          (response) => {
            let body = "";
            response.on("data", (chunk) => {
              body += chunk;
            });
            response.on("end", () => resolve({ status: response.statusCode ?? 0, message: JSON.parse(body).message }));
          },
        );
        request.on("error", reject);
        request.end(method === "PUT" ? PDF : undefined);
      });
    for (const key of keys) {
      expect(await send("PUT", signer.sign({ method: "PUT", key, expiresAt })), key).toEqual({
        status: 404,
        message: PROJECT_FILE_MESSAGES.fileNotFound,
      });
      expect(await send("GET", signer.sign({ method: "GET", key, expiresAt, fileName: "x.pdf" })), key).toEqual({
        status: 404,
        message: PROJECT_FILE_MESSAGES.fileNotAvailable,
      });
    }
    expect(await filesUnderDataDir()).toEqual([]);
  });
});

describe("signed links", () => {
  it("an upload link writes only the file it was made for, not another file or another project's", async () => {
    const first = await createdFile("first.pdf");
    const second = await createdFile("second.pdf");
    const theirs = await createdFile("theirs.pdf", { token: stranger.authToken, project: strangersProjectId });
    const keyOf = async (id: number) => (await findProjectFile(t.ctx.db, id))?.storageKey ?? "";

    for (const target of [second, theirs]) {
      const moved = new URL(first.sasUri);
      moved.pathname = `/api/v1/storage/${await keyOf(target.id)}`;
      const response = await upload(moved.toString(), PDF);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: PROJECT_FILE_MESSAGES.linkInvalid });
      expect((await findProjectFile(t.ctx.db, target.id))?.uploadedAt).toBeNull();
    }
    expect(await filesUnderDataDir()).toEqual([]);

    // Once used, the link cannot replace what was checked and listed.
    expect((await upload(first.sasUri, PDF)).statusCode).toBe(201);
    const replaced = await upload(first.sasUri, padded("%PDF-1.7 but a different document"));
    expect(replaced.statusCode).toBe(409);
    expect(replaced.json()).toEqual({ message: PROJECT_FILE_MESSAGES.alreadyUploaded });
    const download = await t.request({ method: "GET", url: pathOf(await downloadLinkOf(first.id)) });
    expect(download.rawPayload.equals(PDF)).toBe(true);

    for (const file of [first, second]) await deleteFile(file.id);
    await deleteFile(theirs.id, stranger.authToken);
    // A link whose file was deleted leads nowhere.
    expect((await upload(second.sasUri, PDF)).statusCode).toBe(404);
    expect(await filesUnderDataDir()).toEqual([]);
  });

  it("a download link reads only its own file, never another project's, and never uploads", async () => {
    const mine = await createdFile("mine.pdf");
    expect((await upload(mine.sasUri, PDF)).statusCode).toBe(201);
    const theirs = await createdFile("theirs.pdf", { token: stranger.authToken, project: strangersProjectId });
    const secret = padded("%PDF-1.7 the stranger's tender prices");
    expect((await upload(theirs.sasUri, secret)).statusCode).toBe(201);
    const theirKey = (await findProjectFile(t.ctx.db, theirs.id))?.storageKey ?? "";

    const link = await downloadLinkOf(mine.id);
    const moved = new URL(link);
    moved.pathname = `/api/v1/storage/${theirKey}`;
    const stolen = await t.request({ method: "GET", url: pathOf(moved.toString()) });
    expect(stolen.statusCode).toBe(403);
    expect(stolen.body).not.toContain("tender prices");

    // A download link cannot be turned into an upload over the same file.
    const overwrite = await upload(link, padded("%PDF-1.7 replaced"));
    expect(overwrite.statusCode).toBe(403);
    expect(overwrite.json()).toEqual({ message: PROJECT_FILE_MESSAGES.linkInvalid });

    await deleteFile(mine.id);
    await deleteFile(theirs.id, stranger.authToken);
  });

  it("refuses a tampered signature, a stretched expiry and a missing signature", async () => {
    const { id, sasUri } = await createdFile("tampered.pdf");
    const link = new URL(sasUri);
    const signature = link.searchParams.get("signature") ?? "";
    const flipped = new URL(link);
    flipped.searchParams.set("signature", `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`);
    const truncated = new URL(link);
    truncated.searchParams.set("signature", signature.slice(0, -2));
    const stretched = new URL(link);
    stretched.searchParams.set("expires", String(Number(link.searchParams.get("expires")) + 24 * 3600));
    const unsigned = new URL(link);
    unsigned.searchParams.delete("signature");
    const otherSecret = new URL(
      createLinkSigner("a-different-secret-that-is-long-enough-to-sign", t.ctx.config.publicUrl).sign({
        method: "PUT",
        key: link.pathname.replace("/api/v1/storage/", ""),
        expiresAt: new Date(Number(link.searchParams.get("expires")) * 1000),
      }),
    );

    for (const tampered of [flipped, truncated, stretched, unsigned, otherSecret]) {
      const response = await upload(tampered.toString(), PDF);
      expect(response.statusCode, tampered.toString()).toBe(403);
      expect(response.json()).toEqual({ message: PROJECT_FILE_MESSAGES.linkInvalid });
    }
    expect(await filesUnderDataDir()).toEqual([]);
    expect((await findProjectFile(t.ctx.db, id))?.uploadedAt).toBeNull();
    await deleteFile(id);
  });

  it("refuses upload and download links after they expire", async () => {
    const late = await createdFile("late.pdf");
    const early = await createdFile("early.pdf");
    expect((await upload(early.sasUri, PDF)).statusCode).toBe(201);
    const download = await downloadLinkOf(early.id);

    t.clock.advanceMinutes(16);
    const put = await upload(late.sasUri, PDF);
    expect(put.statusCode).toBe(403);
    expect(put.json()).toEqual({ message: PROJECT_FILE_MESSAGES.linkExpired });
    const get = await t.request({ method: "GET", url: pathOf(download) });
    expect(get.statusCode).toBe(403);
    expect(get.json()).toEqual({ message: PROJECT_FILE_MESSAGES.linkExpired });
    expect(get.rawPayload.includes(PDF)).toBe(false);

    await signInAgain();
    await deleteFile(late.id);
    await deleteFile(early.id);
    expect(await filesUnderDataDir()).toEqual([]);
  });
});
