import { createHmac, timingSafeEqual } from "node:crypto";

/** Where local storage serves its signed links (registered by storage.routes.ts under /api/v1). */
export const LOCAL_STORAGE_PATH = "/api/v1/storage";

export type LinkMethod = "GET" | "PUT";

/** What a link grants: one method on one key until a time, and for downloads the name to save under. */
export type LinkGrant = { method: LinkMethod; key: string; expiresAt: Date; fileName?: string | undefined };

export type LinkQuery = { expires?: string | undefined; name?: string | undefined; signature?: string | undefined };

export type LinkCheck = { ok: true; grant: LinkGrant } | { ok: false; reason: "invalid" | "expired" };

/**
 * Signs and checks the API's own short-lived storage links. The signature alone proves the link, so any API
 * process verifies a link another one issued and nothing is remembered. The HMAC key is derived from the JWT
 * secret with a fixed label, so a link signature can never pass as a token signature or the other way round.
 */
export function createLinkSigner(secret: string, publicUrl: string) {
  const key = createHmac("sha256", secret).update("portal storage links v1").digest();

  function signatureOf(grant: { method: LinkMethod; key: string; expires: number; fileName?: string | undefined }) {
    // One field per line; a key or a file name cannot contain a newline, so fields cannot be shifted.
    const text = [grant.method, grant.key, String(grant.expires), grant.fileName ?? ""].join("\n");
    return createHmac("sha256", key).update(text).digest("base64url");
  }

  return {
    /** An absolute link under PUBLIC_URL. */
    sign(grant: LinkGrant): string {
      const expires = Math.floor(grant.expiresAt.getTime() / 1000);
      const query = new URLSearchParams({ expires: String(expires) });
      if (grant.fileName !== undefined) query.set("name", grant.fileName);
      query.set("signature", signatureOf({ ...grant, expires }));
      const path = grant.key.split("/").map(encodeURIComponent).join("/");
      return `${publicUrl}${LOCAL_STORAGE_PATH}/${path}?${query.toString()}`;
    },

    /** Checks the signature first, so a tampered expiry reads as invalid rather than expired. */
    verify(method: LinkMethod, key: string, query: LinkQuery, now: Date): LinkCheck {
      const expires = Number(query.expires);
      if (!query.signature || !Number.isSafeInteger(expires)) return { ok: false, reason: "invalid" };
      const expected = Buffer.from(signatureOf({ method, key, expires, fileName: query.name }));
      const given = Buffer.from(query.signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { ok: false, reason: "invalid" };
      }
      if (now.getTime() > expires * 1000) return { ok: false, reason: "expired" };
      return { ok: true, grant: { method, key, expiresAt: new Date(expires * 1000), fileName: query.name } };
    },
  };
}
export type LinkSigner = ReturnType<typeof createLinkSigner>;
