import { createHash } from "node:crypto";
import { LOCKOUT_MINUTES, MAX_FAILED_LOGINS } from "@portal/contracts";
import type { RateLimitSettings } from "../../env.js";
import { addMinutes } from "../../lib/clock.js";

/** Past this many remembered keys the oldest are forgotten, so a flood of made-up e-mails cannot exhaust memory. */
const MAX_REMEMBERED_KEYS = 50_000;
/** An unknown e-mail's failures are kept as long as an account's would matter: a day after the last one. */
const UNKNOWN_EMAIL_MEMORY_MINUTES = 24 * 60;

type Entry = { failures: number; windowEndsAt: Date; lockedUntil: Date | null };

/** A Map that forgets its least recently written keys beyond a size. */
function boundedEntries() {
  const entries = new Map<string, Entry>();
  return {
    get: (key: string) => entries.get(key),
    set(key: string, entry: Entry) {
      entries.delete(key);
      entries.set(key, entry);
      while (entries.size > MAX_REMEMBERED_KEYS) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
  };
}

/** Keys unknown e-mails by a hash, so the process never holds the addresses people mistyped. */
const unknownEmailKey = (email: string) => createHash("sha256").update(email.trim().toLowerCase()).digest("base64url");

/**
 * Failed sign-ins kept in this process's memory, beside the lockout stored on each account:
 * - per client address, so one address cannot try a password against many accounts (which no account's
 *   lockout would notice) beyond `perAddress.max` failures in its window;
 * - per unknown e-mail, so an e-mail with no account locks after the same five failures as a real one and
 *   answers 423 like it: the lockout answer reveals nothing about which accounts exist.
 */
export function createSignInFailures(perAddress: RateLimitSettings) {
  const byAddress = boundedEntries();
  const byUnknownEmail = boundedEntries();

  function liveEntry(entries: ReturnType<typeof boundedEntries>, key: string, now: Date): Entry | undefined {
    const entry = entries.get(key);
    return entry && entry.windowEndsAt > now ? entry : undefined;
  }

  return {
    isAddressBlocked(address: string, now: Date): boolean {
      return (liveEntry(byAddress, address, now)?.failures ?? 0) >= perAddress.max;
    },

    recordAddressFailure(address: string, now: Date): void {
      const entry = liveEntry(byAddress, address, now);
      byAddress.set(address, {
        failures: (entry?.failures ?? 0) + 1,
        windowEndsAt: entry?.windowEndsAt ?? new Date(now.getTime() + perAddress.timeWindowMs),
        lockedUntil: null,
      });
    },

    isUnknownEmailLocked(email: string, now: Date): boolean {
      const lockedUntil = liveEntry(byUnknownEmail, unknownEmailKey(email), now)?.lockedUntil;
      return lockedUntil != null && lockedUntil > now;
    },

    /** Counts as an account's failed sign-in does: the fifth locks for 15 minutes, and so does each one after. */
    recordUnknownEmailFailure(email: string, now: Date): void {
      const key = unknownEmailKey(email);
      const failures = (liveEntry(byUnknownEmail, key, now)?.failures ?? 0) + 1;
      byUnknownEmail.set(key, {
        failures,
        windowEndsAt: addMinutes(now, UNKNOWN_EMAIL_MEMORY_MINUTES),
        lockedUntil: failures >= MAX_FAILED_LOGINS ? addMinutes(now, LOCKOUT_MINUTES) : null,
      });
    },
  };
}
export type SignInFailures = ReturnType<typeof createSignInFailures>;
