import { vi } from "vitest";
import { setSettings } from "@/lib/settings";

export interface MockCall {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

type Reply = Response | Promise<Response>;
type Handler = (call: MockCall) => Reply;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

export function text(body: string, status: number): Response {
  return new Response(body, { status, headers: { "Content-Type": "text/plain" } });
}

export function empty(status: number): Response {
  return new Response(null, { status });
}

/**
 * A fake API behind fetch: handlers keyed "METHOD /path" (query string excluded). Unknown calls fail the
 * test loudly instead of hanging.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: MockCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
      "http://localhost",
    );
    const method = (init?.method ?? "GET").toUpperCase();
    const rawBody = init?.body;
    const call: MockCall = {
      method,
      url,
      headers: new Headers(init?.headers),
      body: typeof rawBody === "string" ? JSON.parse(rawBody) : undefined,
    };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) throw new Error(`Unexpected call ${method} ${url.pathname}`);
    return handler(call);
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.url.pathname}` === key),
  };
}

export function loadTestSettings(overrides: Partial<Parameters<typeof setSettings>[0] & object> = {}): void {
  setSettings({
    apiUrl: "",
    environment: "test",
    helpUrl: "https://help.example.com/portal",
    solarConfiguratorUrl: "",
    mapTileUrl: "",
    vatNumber: "GB 123 4567 89",
    ...overrides,
  });
}
