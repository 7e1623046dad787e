import { PLOTS_TEXT } from "@portal/contracts/ui";
import { cn } from "@/lib/cn";
import { preloadedComponent } from "@/lib/preloaded-component";

/** One entry of an options menu. */
export interface MenuAction {
  label: string;
  onSelect: () => void;
  disabled?: boolean;
  /** Destroys data (Delete): shown in red. */
  danger?: boolean;
  /** A smaller second line under the label (a document version's changes). */
  description?: string;
}

export interface OptionsMenuProps {
  /** The menu button's accessible name, e.g. 'Options for Plot 1'. */
  label: string;
  /** Shown beside the icon (the plot page's 'Options'); the row menus show the icon only. */
  text?: string;
  actions: readonly MenuAction[];
}

/** The menu button's look: a kebab, with the text beside it when there is one. */
export function optionsButtonClasses(text: string | undefined): string {
  return cn(
    "inline-flex items-center gap-1.5 rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600",
    text ? "px-3 py-2 text-sm font-semibold ring-1 ring-inset ring-slate-300 bg-white shadow-sm" : "p-1.5",
  );
}

export function OptionsButtonFace({ text }: { text: string | undefined }) {
  return (
    <>
      {text ? <span>{text}</span> : null}
      <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden="true">
        <circle cx="10" cy="4" r="1.6" />
        <circle cx="10" cy="10" r="1.6" />
        <circle cx="10" cy="16" r="1.6" />
      </svg>
    </>
  );
}

// The menu's machinery (keyboard handling, positioning) is in its own chunk, fetched as the page starts; until it
// is there, which is rarely seen, the button stands in without its menu.
const OptionsMenuFrame = preloadedComponent(
  () => import("./options-menu-frame").then((module) => module.OptionsMenuFrame),
  ({ label, text }: OptionsMenuProps) => (
    <button type="button" aria-label={label} className={optionsButtonClasses(text)}>
      <OptionsButtonFace text={text} />
    </button>
  ),
);

/**
 * The options menu of every row and card (spec 01 §2.9, spec 02 §2, spec 03 §2.2): a kebab button, or a labelled
 * one, opening the given actions; keyboard and focus handling come from Headless UI's Menu.
 */
export function OptionsMenu(props: OptionsMenuProps) {
  return <OptionsMenuFrame {...props} />;
}

/** Rename, Clone and Delete (spec 02 §2) for plots and roofs; Clone waits while any clone runs (spec 02 §4). */
export function renameCloneDelete(handlers: {
  onRename: () => void;
  onClone: () => void;
  onDelete: () => void;
  isCloneDisabled: boolean;
}): MenuAction[] {
  return [
    { label: PLOTS_TEXT.rename, onSelect: handlers.onRename },
    { label: PLOTS_TEXT.clone, onSelect: handlers.onClone, disabled: handlers.isCloneDisabled },
    { label: PLOTS_TEXT.delete, onSelect: handlers.onDelete, danger: true },
  ];
}
