/**
 * Edits kept in this browser until they are saved (docs/decisions/phone.md, 'offline'): a reload or a closed
 * tab while the connection is down loses nothing. One entry per record and signed-in user, so a shared tablet
 * never offers one user's edits to another; removed once the edits are saved.
 */
import type { WhoAmI } from "@portal/contracts";
import { sessionQueryKey } from "../auth/session-key";
import { queryClient } from "../query-client";

const PREFIX = "portal.draft";

/** The signed-in user's id, or null (a visitor's edits are not kept). */
export function currentUserId(): number | null {
  return queryClient.getQueryData<WhoAmI | null>(sessionQueryKey)?.id ?? null;
}

/** `portal.draft.{kind}.{userId}.{recordId}`, or null when nobody is signed in. */
export function draftKey(kind: string, recordId: number, userId: number | null = currentUserId()): string | null {
  return userId === null ? null : `${PREFIX}.${kind}.${userId}.${recordId}`;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

export function readDraft<T>(key: string | null): T | null {
  if (key === null) return null;
  const text = storage()?.getItem(key);
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export function writeDraft(key: string | null, draft: unknown): void {
  if (key === null) return;
  try {
    storage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // A full or blocked storage keeps nothing: the edit is still in the page and its save still queued.
  }
}

export function clearDraft(key: string | null): void {
  if (key !== null) storage()?.removeItem(key);
}
