import { Readable } from "node:stream";

/** The parts of an SDK request this double reads (the SDK's own HttpRequest has more). */
export type RecordedS3Request = {
  method: string;
  hostname: string;
  port?: number | undefined;
  path: string;
  query: Record<string, string | string[] | null>;
  headers: Record<string, string>;
  body?: unknown;
};

type S3Response = { statusCode: number; headers: Record<string, string>; body: Readable };

async function bytesOf(body: unknown): Promise<Buffer> {
  if (body === undefined || body === null) return Buffer.alloc(0);
  if (typeof body === "string" || Buffer.isBuffer(body)) return Buffer.from(body);
  if (body instanceof Uint8Array) return Buffer.from(body);
  if (body instanceof Readable) {
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
    return Buffer.concat(chunks);
  }
  throw new Error(`Unexpected request body: ${typeof body}`);
}

const respond = (statusCode: number, headers: Record<string, string> = {}, body: Buffer = Buffer.alloc(0)) => ({
  response: { statusCode, headers, body: Readable.from([body]) } satisfies S3Response,
});

const noSuchKey = () =>
  respond(
    404,
    { "content-type": "application/xml" },
    Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>No such key</Message></Error>',
    ),
  );

/**
 * An S3 bucket in memory, plugged in as the S3 client's HTTP handler, so tests exercise the real client (its
 * signing and request building) without a network. It records every request and answers PUT, GET (with a
 * byte range), HEAD and DELETE of objects in path-style addressing (/bucket/key).
 */
export function createInMemoryS3(bucket: string) {
  const objects = new Map<string, Buffer>();
  const requests: RecordedS3Request[] = [];

  function keyOf(request: RecordedS3Request): string | undefined {
    const prefix = `/${bucket}/`;
    return request.path.startsWith(prefix) ? decodeURIComponent(request.path.slice(prefix.length)) : undefined;
  }

  const handler = {
    async handle(request: RecordedS3Request) {
      requests.push(request);
      const key = keyOf(request);
      if (!key) return respond(400);
      const stored = objects.get(key);
      switch (request.method) {
        case "PUT":
          objects.set(key, await bytesOf(request.body));
          return respond(200, { etag: '"etag"' });
        case "HEAD":
          return stored ? respond(200, { "content-length": String(stored.length) }) : respond(404);
        case "GET": {
          if (!stored) return noSuchKey();
          const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? request.headers.Range ?? "");
          if (!range) return respond(200, { "content-length": String(stored.length) }, stored);
          const part = stored.subarray(Number(range[1]), Number(range[2]) + 1);
          return respond(
            206,
            {
              "content-length": String(part.length),
              "content-range": `bytes ${range[1]}-${Number(range[1]) + part.length - 1}/${stored.length}`,
            },
            part,
          );
        }
        case "DELETE":
          objects.delete(key);
          return respond(204);
        default:
          return respond(405);
      }
    },
  };

  return { handler, objects, requests };
}
