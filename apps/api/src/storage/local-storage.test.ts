import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLocalStorage } from "./local-storage.js";
import { createLinkSigner, LOCAL_STORAGE_PATH } from "./signed-links.js";
import { attachmentDisposition, type Storage, StorageLimitError } from "./storage.js";

const SECRET = "test-secret-that-is-long-enough-for-hs256-signing";
const NOW = new Date("2026-11-22T10:30:00Z");
const IN_15_MINUTES = new Date(NOW.getTime() + 15 * 60_000);
const minutesAfter = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

let rootDir: string;
let storage: Storage;
const links = createLinkSigner(SECRET, "https://portal.example.co.uk");

beforeEach(async () => {
  rootDir = await mkdtemp(path.join(os.tmpdir(), "portal-storage-"));
  storage = createLocalStorage({ rootDir, links });
});
afterEach(async () => {
  await rm(rootDir, { recursive: true, force: true });
});

const streamOf = (...chunks: string[]) => Readable.from(chunks.map((chunk) => Buffer.from(chunk)));

async function readAll(stream: Readable | undefined): Promise<string> {
  if (!stream) throw new Error("no stream");
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString();
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(rootDir, path.join(entry.parentPath, entry.name)));
}

describe("local storage", () => {
  it("puts, stats, reads whole and by range, overwrites and deletes files under its folder", async () => {
    expect(await storage.put("project-files/3/a1.pdf", streamOf("%PDF-", "1.7"), { maxBytes: 100 })).toEqual({
      sizeBytes: 8,
    });
    expect(await readFile(path.join(rootDir, "project-files", "3", "a1.pdf"), "utf8")).toBe("%PDF-1.7");
    expect(await storage.stat("project-files/3/a1.pdf")).toEqual({ sizeBytes: 8 });
    expect(await storage.exists("project-files/3/a1.pdf")).toBe(true);
    expect(await readAll(await storage.get("project-files/3/a1.pdf"))).toBe("%PDF-1.7");
    expect(await readAll(await storage.get("project-files/3/a1.pdf", { start: 1, end: 3 }))).toBe("PDF");

    await storage.put("project-files/3/a1.pdf", streamOf("%PDF-2.0"), { maxBytes: 100 });
    expect(await readAll(await storage.get("project-files/3/a1.pdf"))).toBe("%PDF-2.0");

    await storage.delete("project-files/3/a1.pdf");
    expect(await storage.exists("project-files/3/a1.pdf")).toBe(false);
    expect(await storage.stat("project-files/3/a1.pdf")).toBeUndefined();
    expect(await storage.get("project-files/3/a1.pdf")).toBeUndefined();
    await storage.delete("project-files/3/a1.pdf");
    expect(await filesUnder(rootDir)).toEqual([]);
  });

  it("keeps nothing of a body over the limit, nor of a body that fails on the way", async () => {
    await expect(
      storage.put("project-files/3/big.pdf", streamOf("0123456789", "0123456789"), { maxBytes: 15 }),
    ).rejects.toBeInstanceOf(StorageLimitError);
    const failing = new Readable({
      read() {
        this.push(Buffer.from("%PDF-"));
        this.destroy(new Error("connection reset"));
      },
    });
    await expect(storage.put("project-files/3/cut.pdf", failing, { maxBytes: 100 })).rejects.toThrow(
      "connection reset",
    );
    expect(await storage.exists("project-files/3/big.pdf")).toBe(false);
    expect(await storage.exists("project-files/3/cut.pdf")).toBe(false);
    expect(await filesUnder(rootDir)).toEqual([]);
    // Exactly at the limit is allowed.
    await storage.put("project-files/3/exact.pdf", streamOf("0123456789"), { maxBytes: 10 });
    expect(await storage.stat("project-files/3/exact.pdf")).toEqual({ sizeBytes: 10 });
  });

  it("leaves no temporary file when a body is refused before the write has opened its file", async () => {
    // As the upload route does with a short body that fails its content check: the error is already there.
    const refusedBodies = Array.from({ length: 5 }, () => {
      const body = new Readable({ read() {} });
      body.on("error", () => {});
      body.destroy(new Error("content refused"));
      return body;
    });
    for (const [index, body] of refusedBodies.entries()) {
      await expect(storage.put(`project-files/3/refused-${index}.pdf`, body, { maxBytes: 100 })).rejects.toThrow();
    }
    // A file opened after the failure was reported would appear a moment later.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await filesUnder(rootDir)).toEqual([]);
  });

  it("removes temporary files left by a process that stopped mid-upload, and leaves live ones alone", async () => {
    const incoming = path.join(rootDir, ".incoming");
    await mkdir(incoming, { recursive: true });
    const abandoned = path.join(incoming, "abandoned-upload");
    const live = path.join(incoming, "live-upload");
    await writeFile(abandoned, "%PDF-1.7 half a file");
    await writeFile(live, "%PDF-1.7 still arriving");
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    await utimes(abandoned, twoHoursAgo, twoHoursAgo);

    await storage.put("project-files/3/next.pdf", streamOf("%PDF-1.7"), { maxBytes: 100 });
    expect((await filesUnder(rootDir)).sort()).toEqual([
      path.join(".incoming", "live-upload"),
      path.join("project-files", "3", "next.pdf"),
    ]);
  });

  it("refuses keys that could leave its folder or were not made by the API", async () => {
    for (const key of ["../outside.pdf", "project-files/../../etc/passwd", "/etc/passwd", "A.pdf", "a\\b", ""]) {
      await expect(storage.put(key, streamOf("x"), { maxBytes: 10 }), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.stat(key), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.uploadLink(key, { expiresAt: IN_15_MINUTES }), key).rejects.toThrow(/Invalid storage key/);
    }
  });

  it("answers the API's own signed links under PUBLIC_URL", async () => {
    const upload = new URL(await storage.uploadLink("project-files/3/a1.pdf", { expiresAt: IN_15_MINUTES }));
    expect(`${upload.origin}${upload.pathname}`).toBe(
      `https://portal.example.co.uk${LOCAL_STORAGE_PATH}/project-files/3/a1.pdf`,
    );
    expect(upload.searchParams.get("expires")).toBe(String(IN_15_MINUTES.getTime() / 1000));
    expect(upload.searchParams.has("name")).toBe(false);

    const download = new URL(
      await storage.downloadLink("project-files/3/a1.pdf", { expiresAt: IN_15_MINUTES, fileName: "Plan A.pdf" }),
    );
    expect(download.searchParams.get("name")).toBe("Plan A.pdf");
  });
});

describe("signed storage links", () => {
  const queryOf = (link: string) => Object.fromEntries(new URL(link).searchParams.entries());

  it("verify by their signature alone, until they expire", () => {
    const link = links.sign({ method: "PUT", key: "project-files/3/a1.pdf", expiresAt: IN_15_MINUTES });
    // A second signer with the same secret (another API process) accepts it.
    const elsewhere = createLinkSigner(SECRET, "https://portal.example.co.uk");
    expect(elsewhere.verify("PUT", "project-files/3/a1.pdf", queryOf(link), minutesAfter(15))).toEqual({
      ok: true,
      grant: { method: "PUT", key: "project-files/3/a1.pdf", expiresAt: IN_15_MINUTES, fileName: undefined },
    });
    expect(links.verify("PUT", "project-files/3/a1.pdf", queryOf(link), minutesAfter(16))).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("refuse another method, key, name, expiry or secret", () => {
    const link = links.sign({
      method: "GET",
      key: "project-files/3/a1.pdf",
      expiresAt: IN_15_MINUTES,
      fileName: "Plan A.pdf",
    });
    const query = queryOf(link);
    const invalid = { ok: false, reason: "invalid" };
    expect(links.verify("GET", "project-files/3/a1.pdf", query, NOW).ok).toBe(true);
    expect(links.verify("PUT", "project-files/3/a1.pdf", query, NOW)).toEqual(invalid);
    expect(links.verify("GET", "project-files/3/a2.pdf", query, NOW)).toEqual(invalid);
    expect(links.verify("GET", "project-files/3/a1.pdf", { ...query, name: "Plan B.pdf" }, NOW)).toEqual(invalid);
    expect(links.verify("GET", "project-files/3/a1.pdf", { ...query, expires: "9999999999" }, NOW)).toEqual(invalid);
    expect(links.verify("GET", "project-files/3/a1.pdf", { ...query, signature: undefined }, NOW)).toEqual(invalid);
    expect(links.verify("GET", "project-files/3/a1.pdf", { ...query, expires: "soon" }, NOW)).toEqual(invalid);
    const otherSecret = createLinkSigner("another-secret-that-is-long-enough-for-signing", "https://x.test");
    expect(otherSecret.verify("GET", "project-files/3/a1.pdf", query, NOW)).toEqual(invalid);
  });

  it("name the download safely whatever the file is called", () => {
    expect(attachmentDisposition("Plan A.pdf")).toBe(
      `attachment; filename="Plan A.pdf"; filename*=UTF-8''Plan%20A.pdf`,
    );
    // Line breaks and other control characters go altogether, so they cannot break the header either way.
    expect(attachmentDisposition('Élévation "Nord"\r\n.pdf')).toBe(
      `attachment; filename="_l_vation _Nord_.pdf"; filename*=UTF-8''%C3%89l%C3%A9vation%20%22Nord%22.pdf`,
    );
    // A right-to-left override would show "Roof\u202Efdp.exe" as "Roofexe.pdf".
    expect(attachmentDisposition("Roof\u202Efdp.exe")).toBe(
      `attachment; filename="Rooffdp.exe"; filename*=UTF-8''Rooffdp.exe`,
    );
  });
});
