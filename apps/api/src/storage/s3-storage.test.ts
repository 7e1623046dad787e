import { createHash, createHmac } from "node:crypto";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import type { Clock } from "../lib/clock.js";
import { createInMemoryS3 } from "./in-memory-s3.js";
import { createS3Storage } from "./s3-storage.js";
import { attachmentDisposition, StorageLimitError } from "./storage.js";

const CREDENTIALS = { accessKeyId: "AKIDEXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY" };
const NOW = new Date("2026-11-22T10:30:00Z");
const clock: Clock = { now: () => new Date(NOW) };
const IN_15_MINUTES = new Date(NOW.getTime() + 15 * 60_000);

function storageWithBucket(options: { endpoint?: string; forcePathStyle?: boolean } = {}) {
  const s3 = createInMemoryS3("portal-files");
  const storage = createS3Storage({
    bucket: "portal-files",
    region: "eu-west-2",
    endpoint: options.endpoint ?? "http://s3.test:9000",
    forcePathStyle: options.forcePathStyle ?? true,
    credentials: CREDENTIALS,
    clock,
    requestHandler: s3.handler,
  });
  return { storage, s3 };
}

const hmac = (key: string | Buffer, text: string) => createHmac("sha256", key).update(text).digest();
/** RFC 3986 encoding as AWS Signature Version 4 wants it. */
const awsEncode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Recomputes a presigned URL's signature the way S3 checks it (Signature Version 4, query-string auth,
 * unsigned payload), independently of the SDK: if this matches, the bucket will accept the link.
 */
function expectedSignature(link: URL, method: string, secretAccessKey: string): string {
  const query = [...link.searchParams.entries()]
    .filter(([name]) => name !== "X-Amz-Signature")
    .map(([name, value]) => `${awsEncode(name)}=${awsEncode(value)}`)
    .sort()
    .join("&");
  const canonicalRequest = [method, link.pathname, query, `host:${link.host}\n`, "host", "UNSIGNED-PAYLOAD"].join("\n");
  const amzDate = link.searchParams.get("X-Amz-Date") ?? "";
  const scope = (link.searchParams.get("X-Amz-Credential") ?? "").split("/").slice(1).join("/");
  const stringToSign = [
    "AWS4-HMAC-SHA256",
    amzDate,
    scope,
    createHash("sha256").update(canonicalRequest).digest("hex"),
  ].join("\n");
  const [date = "", region = "", service = ""] = scope.split("/");
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), service), "aws4_request");
  return createHmac("sha256", signingKey).update(stringToSign).digest("hex");
}

describe("S3 storage: presigned links", () => {
  it("signs an upload link S3 will accept: PUT, 15 minutes, no checksum the browser cannot send", async () => {
    const { storage, s3 } = storageWithBucket();
    const link = new URL(await storage.uploadLink("project-files/7/4c1d.pdf", { expiresAt: IN_15_MINUTES }));
    expect(link.origin).toBe("http://s3.test:9000");
    expect(link.pathname).toBe("/portal-files/project-files/7/4c1d.pdf");
    expect(link.searchParams.get("X-Amz-Algorithm")).toBe("AWS4-HMAC-SHA256");
    expect(link.searchParams.get("X-Amz-Credential")).toBe("AKIDEXAMPLE/20261122/eu-west-2/s3/aws4_request");
    expect(link.searchParams.get("X-Amz-Date")).toBe("20261122T103000Z");
    expect(link.searchParams.get("X-Amz-Expires")).toBe("900");
    expect(link.searchParams.get("X-Amz-SignedHeaders")).toBe("host");
    expect([...link.searchParams.keys()].filter((name) => /checksum/i.test(name))).toEqual([]);
    expect(link.searchParams.get("X-Amz-Signature")).toBe(expectedSignature(link, "PUT", CREDENTIALS.secretAccessKey));
    // Signing is local: nothing was sent.
    expect(s3.requests).toEqual([]);
  });

  it("signs a download link that names the file as an attachment", async () => {
    const { storage } = storageWithBucket();
    const fileName = 'Roof plan – Unit 4 (rev "B").pdf';
    const link = new URL(
      await storage.downloadLink("project-files/7/4c1d.pdf", { expiresAt: IN_15_MINUTES, fileName }),
    );
    expect(link.searchParams.get("response-content-disposition")).toBe(attachmentDisposition(fileName));
    expect(link.searchParams.get("response-content-type")).toBe("application/pdf");
    expect(link.searchParams.get("X-Amz-Expires")).toBe("900");
    expect(link.searchParams.get("X-Amz-Signature")).toBe(expectedSignature(link, "GET", CREDENTIALS.secretAccessKey));

    const tampered = new URL(link);
    tampered.searchParams.set("response-content-disposition", attachmentDisposition("other.pdf"));
    expect(tampered.searchParams.get("X-Amz-Signature")).not.toBe(
      expectedSignature(tampered, "GET", CREDENTIALS.secretAccessKey),
    );
  });

  it("addresses the bucket by host name on AWS itself", async () => {
    const { storage } = storageWithBucket({ endpoint: "https://s3.eu-west-2.amazonaws.com", forcePathStyle: false });
    const link = new URL(await storage.uploadLink("project-files/7/4c1d.png", { expiresAt: IN_15_MINUTES }));
    expect(link.host).toBe("portal-files.s3.eu-west-2.amazonaws.com");
    expect(link.pathname).toBe("/project-files/7/4c1d.png");
  });
});

describe("S3 storage: object requests", () => {
  it("puts, stats, reads a range, reads whole and deletes, with signed requests", async () => {
    const { storage, s3 } = storageWithBucket();
    const bytes = Buffer.from("%PDF-1.7 hello");
    const put = await storage.put("project-files/1/a.pdf", Readable.from([bytes]), { maxBytes: 1024 });
    expect(put).toEqual({ sizeBytes: bytes.length });
    const [putRequest] = s3.requests;
    expect(putRequest).toMatchObject({
      method: "PUT",
      hostname: "s3.test",
      path: "/portal-files/project-files/1/a.pdf",
    });
    expect(putRequest?.headers["content-length"]).toBe(String(bytes.length));
    expect(putRequest?.headers["content-type"]).toBe("application/pdf");
    // Object requests are signed by the SDK at the moment they are sent (its own clock, corrected for the
    // service's skew), so the credential scope must name the day of the request's own x-amz-date header.
    const requestDay = String(putRequest?.headers["x-amz-date"]).slice(0, 8);
    expect(requestDay).toMatch(/^\d{8}$/);
    expect(putRequest?.headers.authorization).toMatch(
      new RegExp(
        `^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/${requestDay}/eu-west-2/s3/aws4_request, SignedHeaders=.*host.*, Signature=[0-9a-f]{64}$`,
      ),
    );
    expect(Object.keys(putRequest?.headers ?? {}).filter((name) => /checksum/i.test(name))).toEqual([]);
    expect(s3.objects.get("project-files/1/a.pdf")?.equals(bytes)).toBe(true);

    expect(await storage.stat("project-files/1/a.pdf")).toEqual({ sizeBytes: bytes.length });
    expect(await storage.exists("project-files/1/a.pdf")).toBe(true);
    expect(s3.requests.at(-1)?.method).toBe("HEAD");

    const head = await storage.get("project-files/1/a.pdf", { start: 0, end: 4 });
    expect(await readAll(head)).toBe("%PDF-");
    expect(s3.requests.at(-1)?.headers.range).toBe("bytes=0-4");
    expect(await readAll(await storage.get("project-files/1/a.pdf"))).toBe("%PDF-1.7 hello");

    await storage.delete("project-files/1/a.pdf");
    expect(s3.requests.at(-1)).toMatchObject({ method: "DELETE", path: "/portal-files/project-files/1/a.pdf" });
    expect(await storage.stat("project-files/1/a.pdf")).toBeUndefined();
    expect(await storage.exists("project-files/1/a.pdf")).toBe(false);
    expect(await storage.get("project-files/1/a.pdf")).toBeUndefined();
    // Deleting what is not there is not an error.
    await storage.delete("project-files/1/a.pdf");
  });

  it("streams a body of known length and refuses one of unknown length past the limit without sending it", async () => {
    const { storage, s3 } = storageWithBucket();
    await storage.put("documents/known.pdf", Readable.from([Buffer.alloc(10, 0x41)]), {
      maxBytes: 100,
      contentLength: 10,
    });
    expect(s3.objects.get("documents/known.pdf")?.length).toBe(10);
    const before = s3.requests.length;
    await expect(
      storage.put("documents/large.pdf", Readable.from([Buffer.alloc(60), Buffer.alloc(60)]), { maxBytes: 100 }),
    ).rejects.toBeInstanceOf(StorageLimitError);
    expect(s3.requests.length).toBe(before);
    expect(s3.objects.has("documents/large.pdf")).toBe(false);
  });

  it("refuses keys that are not the API's own", async () => {
    const { storage, s3 } = storageWithBucket();
    for (const key of ["../secrets", "/absolute", "Upper/Case.pdf", "a//b", ""]) {
      await expect(storage.stat(key), key).rejects.toThrow(/Invalid storage key/);
    }
    expect(s3.requests).toEqual([]);
  });
});

async function readAll(stream: Readable | undefined): Promise<string> {
  if (!stream) throw new Error("no stream");
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString("latin1");
}
