/**
 * The "not saved yet" state (spec-free, docs/decisions/phone.md 'offline'): every autosave that holds a save
 * kept for the network reports it here under its own key; while any is held a banner says so, announced politely,
 * and when the last one goes through it says the changes are saved, then goes away. Plain DOM, so any page and
 * any autosave can use it without a place in its layout, and it stays outside a modal's inert wall.
 */
import { OFFLINE_TEXT } from "@portal/contracts/ui";

const held = new Set<string>();
const SAVED_SHOWN_MS = 4_000;
let region: HTMLElement | null = null;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

const BASE =
  "pointer-events-none fixed inset-x-0 top-0 z-50 flex justify-center px-3 pt-[max(0.5rem,env(safe-area-inset-top))]";
const MESSAGE = "rounded-md px-4 py-2 text-sm font-semibold shadow-lg ring-1";
const TONES = {
  offline: "bg-amber-100 text-amber-950 ring-amber-400",
  saved: "bg-emerald-50 text-emerald-900 ring-emerald-400",
} as const;

/** The live region exists before its first message, so screen readers hear the message when it comes. */
function liveRegion(): HTMLElement | null {
  if (typeof document === "undefined") return null;
  if (region?.isConnected) return region;
  region = document.createElement("div");
  region.setAttribute("role", "status");
  region.setAttribute("aria-live", "polite");
  region.dataset.offlineStatus = "";
  region.className = BASE;
  document.body.append(region);
  return region;
}

function show(tone: keyof typeof TONES | null) {
  const element = liveRegion();
  if (!element) return;
  if (hideTimer !== undefined) clearTimeout(hideTimer);
  hideTimer = undefined;
  element.replaceChildren();
  if (tone === null) return;
  const message = document.createElement("p");
  message.className = `${MESSAGE} ${TONES[tone]}`;
  message.textContent = tone === "offline" ? OFFLINE_TEXT.notSavedYet : OFFLINE_TEXT.savedAgain;
  element.append(message);
  if (tone === "saved") hideTimer = setTimeout(() => show(null), SAVED_SHOWN_MS);
}

/** An autosave holds (true) or no longer holds (false) saves kept for the network. */
export function setPendingSave(key: string, pending: boolean): void {
  const had = held.size > 0;
  if (pending) held.add(key);
  else held.delete(key);
  if (held.size > 0 && !had) show("offline");
  else if (held.size === 0 && had) show("saved");
}

/** The page is gone before its saves went through: its key no longer counts (its draft is kept, if it has one). */
export function dropPendingSave(key: string): void {
  held.delete(key);
  if (held.size === 0) show(null);
}
