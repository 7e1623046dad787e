import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { MENU_MAX_WIDTH, PLOTS_TEXT } from "@portal/contracts";
import { cn } from "@/lib/cn";

export interface OptionsMenuProps {
  /** The menu button's accessible name, e.g. 'Options for Plot 1'. */
  label: string;
  /** Shown beside the icon (the plot page's 'Options'); the row menus show the icon only. */
  text?: string;
  onRename: () => void;
  onClone: () => void;
  onDelete: () => void;
  /** Clone waits while any clone runs (spec 02 §4). */
  isCloneDisabled?: boolean;
}

const itemClasses = "block w-full px-4 py-2 text-left data-disabled:cursor-not-allowed data-disabled:text-slate-400";

/** Rename, Clone and Delete (spec 02 §2): the plot row menu, the plot page's Options and each roof card's Options. */
export function OptionsMenu({ label, text, onRename, onClone, onDelete, isCloneDisabled = false }: OptionsMenuProps) {
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
      <MenuItems
        anchor="bottom end"
        style={{ maxWidth: MENU_MAX_WIDTH }}
        className="z-30 mt-1 w-44 rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-slate-200 focus:outline-none"
      >
        <MenuItem>
          <button
            type="button"
            onClick={onRename}
            className={cn(itemClasses, "text-slate-800 data-focus:bg-slate-100")}
          >
            {PLOTS_TEXT.rename}
          </button>
        </MenuItem>
        <MenuItem disabled={isCloneDisabled}>
          <button type="button" onClick={onClone} className={cn(itemClasses, "text-slate-800 data-focus:bg-slate-100")}>
            {PLOTS_TEXT.clone}
          </button>
        </MenuItem>
        <MenuItem>
          <button type="button" onClick={onDelete} className={cn(itemClasses, "text-red-700 data-focus:bg-red-50")}>
            {PLOTS_TEXT.delete}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
