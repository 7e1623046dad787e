import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { MENU_MAX_WIDTH } from "@portal/contracts";
import { PLOTS_TEXT } from "@portal/contracts/ui";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

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

/** The dropdown panel shared by the header menus and the options menus, opening below the button's end. */
export function MenuPanel({ className, children }: { className: string; children: ReactNode }) {
  return (
    <MenuItems
      anchor="bottom end"
      style={{ maxWidth: MENU_MAX_WIDTH }}
      className={cn("rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-slate-200 focus:outline-none", className)}
    >
      {children}
    </MenuItems>
  );
}

const itemClasses = "block w-full px-4 py-2 text-left data-disabled:cursor-not-allowed data-disabled:text-slate-400";

/**
 * The options menu of every row and card (spec 01 §2.9, spec 02 §2, spec 03 §2.2): a kebab button, or a labelled
 * one, opening the given actions; keyboard and focus handling come from Headless UI's Menu.
 */
export function OptionsMenu({ label, text, actions }: OptionsMenuProps) {
  return (
    <Menu as="div" className="relative inline-block text-left">
      <MenuButton
        aria-label={label}
        className={cn(
          "inline-flex items-center gap-1.5 rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600",
          text ? "px-3 py-2 text-sm font-semibold ring-1 ring-inset ring-slate-300 bg-white shadow-sm" : "p-1.5",
        )}
      >
        {text ? <span>{text}</span> : null}
        <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden="true">
          <circle cx="10" cy="4" r="1.6" />
          <circle cx="10" cy="10" r="1.6" />
          <circle cx="10" cy="16" r="1.6" />
        </svg>
      </MenuButton>
      <MenuPanel className="z-30 mt-1 min-w-40">
        {actions.map((action) => (
          <MenuItem key={action.label} disabled={Boolean(action.disabled)}>
            <button
              type="button"
              onClick={action.onSelect}
              // With a second line, the label alone names the entry and the line describes it.
              {...(action.description ? { "aria-label": action.label, title: action.description } : {})}
              className={cn(
                itemClasses,
                action.danger ? "text-red-700 data-focus:bg-red-50" : "text-slate-800 data-focus:bg-slate-100",
              )}
            >
              {action.label}
              {action.description ? (
                <span className="mt-0.5 block text-xs text-slate-500">{action.description}</span>
              ) : null}
            </button>
          </MenuItem>
        ))}
      </MenuPanel>
    </Menu>
  );
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
