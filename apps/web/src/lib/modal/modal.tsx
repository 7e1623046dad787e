import {
  createContext,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { createPortal } from "react-dom";
import {
  focusInitial,
  inertOutside,
  isTopModal,
  listenToFocusHistory,
  lockScroll,
  openerOf,
  popModal,
  pushModal,
  restoreTarget,
  trapTab,
} from "./modal-behaviour";

interface ModalContextValue {
  titleId: string;
  panelRef: React.RefObject<HTMLDivElement | null>;
}

const ModalContext = createContext<ModalContextValue | null>(null);

if (typeof document !== "undefined") listenToFocusHistory(document);

export interface ModalProps {
  onClose: () => void;
  /** The backdrop and the layout that places the panel; the panel itself is a ModalPanel inside. */
  children: ReactNode;
}

/**
 * A modal surface (the shared dialog and the side drawer): mounted while open, in its own layer under the body.
 * The page behind is inert while it is open, Escape and a click on the backdrop close it, Tab stays inside, and
 * focus returns to the opener afterwards (modal-behaviour.ts).
 */
export function Modal({ onClose, children }: ModalProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // Read while rendering, before a field inside takes the focus with autofocus.
  const [opener] = useState(() => (typeof document === "undefined" ? null : openerOf(document.activeElement)));
  const [token] = useState(() => ({}));
  const latestOnClose = useRef(onClose);
  latestOnClose.current = onClose;
  const pressStartedOutside = useRef(false);

  useLayoutEffect(() => {
    const host = hostRef.current;
    const panel = panelRef.current;
    if (!host || !panel) return;
    const doc = host.ownerDocument;
    pushModal(token);
    const undoInert = inertOutside(host);
    const unlockScroll = lockScroll(doc);
    const stopWaitingForContent = focusInitial(panel);
    return () => {
      stopWaitingForContent();
      popModal(token);
      unlockScroll();
      undoInert();
      restoreTarget(opener)?.focus({ preventScroll: true });
    };
  }, [opener, token]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const doc = panel.ownerDocument;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopModal(token) || event.defaultPrevented) return;
      if (event.key === "Escape") {
        event.preventDefault();
        latestOnClose.current();
      } else trapTab(event, panel);
    };
    doc.addEventListener("keydown", onKeyDown);
    return () => doc.removeEventListener("keydown", onKeyDown);
  }, [token]);

  // Only a press that starts and ends on the backdrop closes: not a text selection dragged out of the panel, nor a
  // click in a menu portalled elsewhere from inside the panel.
  const isBackdrop = (target: EventTarget) =>
    target instanceof Node && !!hostRef.current?.contains(target) && !panelRef.current?.contains(target);
  const onMouseDown = (event: ReactMouseEvent) => {
    pressStartedOutside.current = isBackdrop(event.target);
  };
  const onClick = (event: ReactMouseEvent) => {
    if (pressStartedOutside.current && isBackdrop(event.target) && isTopModal(token)) latestOnClose.current();
    pressStartedOutside.current = false;
  };

  return createPortal(
    <ModalContext.Provider value={{ titleId, panelRef }}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the backdrop click mirrors Escape, which the keyboard has. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled for the whole modal in modal-behaviour. */}
      <div data-modal-host="" className="relative z-40" ref={hostRef} onMouseDown={onMouseDown} onClick={onClick}>
        {children}
      </div>
    </ModalContext.Provider>,
    document.body,
  );
}

function useModalContext(): ModalContextValue {
  const context = useContext(ModalContext);
  if (!context) throw new Error("A modal's panel and title belong inside a Modal");
  return context;
}

/** The modal's panel: the dialog as assistive technology sees it, named by its ModalTitle. */
export function ModalPanel({ className, children }: { className?: string; children: ReactNode }) {
  const { titleId, panelRef } = useModalContext();
  return (
    <div ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={className}>
      {children}
    </div>
  );
}

/** The id the modal's title carries, which names the dialog. */
export function useModalTitleId(): string {
  return useModalContext().titleId;
}
