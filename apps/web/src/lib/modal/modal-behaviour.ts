/**
 * The modal behaviour every dialog and side drawer shares (docs/decisions/phone.md, 'one modal piece'): while a modal is
 * open everything outside it is `inert` (out of the accessibility tree, unreachable by Tab or pointer), Escape
 * closes the topmost modal, Tab cycles inside it, the page does not scroll behind it, and when it closes focus
 * goes back to the control that opened it. Plain DOM functions, so the React part stays small and each step can
 * be tested on its own.
 */

const FOCUSABLE = [
  "a[href]",
  "area[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type=hidden])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "iframe",
  "audio[controls]",
  "video[controls]",
  "[contenteditable]:not([contenteditable=false])",
  "[tabindex]",
].join(",");

/** The elements Tab reaches inside a container, in order (a negative tabindex is reachable by script only). */
export function tabbableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.closest("[inert]") && !isHidden(element),
  );
}

function isHidden(element: HTMLElement): boolean {
  // jsdom has no layout: only what is hidden by attribute counts there; a browser also drops what is not drawn.
  if (element.closest("[hidden]")) return true;
  return typeof element.checkVisibility === "function" ? !element.checkVisibility() : false;
}

/** Outside any modal's inert wall: the toasts and the offline status (still announced), menus opened from inside. */
const ALWAYS_OPEN = [".Toastify", "#headlessui-portal-root", "[data-offline-status]"];

const inertCount = new Map<Element, number>();
const inertBefore = new Map<Element, boolean>();

function makeInert(element: Element): () => void {
  const count = inertCount.get(element) ?? 0;
  inertCount.set(element, count + 1);
  if (count === 0) {
    inertBefore.set(element, element.hasAttribute("inert"));
    element.setAttribute("inert", "");
  }
  return () => {
    const left = (inertCount.get(element) ?? 1) - 1;
    if (left > 0) {
      inertCount.set(element, left);
      return;
    }
    inertCount.delete(element);
    if (!inertBefore.get(element)) element.removeAttribute("inert");
    inertBefore.delete(element);
  };
}

/**
 * Makes everything outside `keep` inert: walking up from each kept element to the body, every sibling that holds
 * no kept element. Returns the undo. Nested modals count: a drawer's confirmation makes the drawer inert too.
 */
export function inertOutside(keep: HTMLElement): () => void {
  const doc = keep.ownerDocument;
  const kept = [keep, ...ALWAYS_OPEN.flatMap((selector) => [...doc.querySelectorAll<HTMLElement>(selector)])];
  const undo: Array<() => void> = [];
  const done = new Set<Element>();
  for (const element of kept) {
    let parent = element.parentElement;
    while (parent && parent !== doc.documentElement) {
      for (const sibling of parent.children) {
        if (done.has(sibling) || kept.some((item) => sibling.contains(item))) continue;
        if (sibling.tagName === "SCRIPT" || sibling.tagName === "STYLE") continue;
        done.add(sibling);
        undo.push(makeInert(sibling));
      }
      if (parent === doc.body) break;
      parent = parent.parentElement;
    }
  }
  return () => {
    for (const step of undo.reverse()) step();
  };
}

/** Tab and Shift+Tab wrap around inside the panel; true when the key was handled. */
export function trapTab(event: KeyboardEvent, panel: HTMLElement): boolean {
  if (event.key !== "Tab") return false;
  const tabbable = tabbableIn(panel);
  const active = panel.ownerDocument.activeElement;
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
    return true;
  }
  const outside = !(active instanceof HTMLElement) || !panel.contains(active) || active === panel;
  if (event.shiftKey && (outside || active === first)) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}

/** A searchable select opens its list when focused (and makes the rest of the dialog inert): not a first focus. */
const opensNothing = (element: HTMLElement) =>
  !element.matches("[role=combobox],[aria-haspopup]:not([aria-haspopup=false])");

/**
 * The first focus inside a new modal: what asks for it (autofocus), else the first control that opens no list,
 * else the panel. Content that arrives a moment later (a form in its own chunk) takes the focus from the panel when
 * it comes. Returns the undo of that wait.
 */
export function focusInitial(panel: HTMLElement): () => void {
  const firstControl = () =>
    panel.querySelector<HTMLElement>("[data-autofocus],[autofocus]") ?? tabbableIn(panel).find(opensNothing);
  const active = panel.ownerDocument.activeElement;
  if (active instanceof HTMLElement && panel.contains(active) && active !== panel) return () => undefined;
  const control = firstControl();
  (control ?? panel).focus({ preventScroll: true });
  if (control || typeof MutationObserver === "undefined") return () => undefined;
  const observer = new MutationObserver(() => {
    const arrived = firstControl();
    if (!arrived) return;
    observer.disconnect();
    if (panel.ownerDocument.activeElement === panel) arrived.focus({ preventScroll: true });
  });
  observer.observe(panel, { childList: true, subtree: true });
  return () => observer.disconnect();
}

// The controls focused outside any modal, newest last: the one that opened a modal may be gone by the time it
// closes (a menu item), and then the control before it (the menu's button) takes the focus back.
const focusHistory: HTMLElement[] = [];
const HISTORY_LENGTH = 10;
let historyListening = false;

export function listenToFocusHistory(doc: Document): void {
  if (historyListening) return;
  historyListening = true;
  doc.addEventListener(
    "focusin",
    (event) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || target.closest("[data-modal-host]")) return;
      const index = focusHistory.indexOf(target);
      if (index >= 0) focusHistory.splice(index, 1);
      focusHistory.push(target);
      if (focusHistory.length > HISTORY_LENGTH) focusHistory.shift();
    },
    true,
  );
}

/**
 * The control that opened a modal, read as it opens: the focused element, except that a menu's item (gone once the
 * menu closes) stands for the menu's button, which names the menu.
 */
export function openerOf(active: Element | null): Element | null {
  const menu = active?.closest("[role=menu]");
  const buttonId = menu?.getAttribute("aria-labelledby");
  const button = buttonId ? menu?.ownerDocument.getElementById(buttonId) : null;
  return button ?? active;
}

/** The control to give the focus back to: the opener if it is still on the page, else the latest before it. */
export function restoreTarget(opener: Element | null): HTMLElement | null {
  if (opener instanceof HTMLElement && opener.isConnected && !opener.closest("[inert]")) return opener;
  for (let index = focusHistory.length - 1; index >= 0; index--) {
    const candidate = focusHistory[index];
    if (candidate?.isConnected && !candidate.closest("[inert]")) return candidate;
  }
  return null;
}

/** The open modals, topmost last: only the topmost answers Escape and Tab. */
const stack: object[] = [];
export const pushModal = (token: object) => stack.push(token);
export const popModal = (token: object) => {
  const index = stack.indexOf(token);
  if (index >= 0) stack.splice(index, 1);
};
export const isTopModal = (token: object) => stack[stack.length - 1] === token;

let scrollLocks = 0;
let overflowBefore = "";
/** The page behind does not scroll while a modal is open. */
export function lockScroll(doc: Document): () => void {
  if (scrollLocks === 0) {
    overflowBefore = doc.documentElement.style.overflow;
    doc.documentElement.style.overflow = "hidden";
  }
  scrollLocks++;
  return () => {
    scrollLocks--;
    if (scrollLocks === 0) doc.documentElement.style.overflow = overflowBefore;
  };
}
