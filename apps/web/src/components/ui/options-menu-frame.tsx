import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { MENU_MAX_WIDTH } from "@portal/contracts";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { OptionsButtonFace, type OptionsMenuProps, optionsButtonClasses } from "./options-menu";

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

/** The options menu with its machinery: keyboard and focus handling come from Headless UI's Menu. */
export function OptionsMenuFrame({ label, text, actions }: OptionsMenuProps) {
  return (
    <Menu as="div" className="relative inline-block text-left">
      <MenuButton aria-label={label} className={optionsButtonClasses(text)}>
        <OptionsButtonFace text={text} />
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
