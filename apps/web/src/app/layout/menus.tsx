import { Menu, MenuButton, MenuItem } from "@headlessui/react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { MenuPanel } from "@/components/ui/options-menu-frame";
import { menuLabelClasses, navItemClasses } from "./nav-item";

export interface MenuEntry {
  label: string;
  to?: string;
  onSelect?: () => void;
}

export interface HeaderMenuProps {
  label: string;
  isActive?: boolean;
  entries: MenuEntry[];
  icon?: ReactNode;
}

/** A header dropdown: keyboard-operable, with the menu roles screen readers expect. */
export function HeaderMenu({ label, isActive = false, entries, icon }: HeaderMenuProps) {
  return (
    <Menu as="div" className="relative">
      <MenuButton className={navItemClasses(isActive)}>
        {icon}
        <span className={menuLabelClasses}>{label}</span>
        <svg viewBox="0 0 20 20" className="size-4 opacity-70" fill="currentColor" aria-hidden="true">
          <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
        </svg>
      </MenuButton>
      <MenuPanel className="z-40 mt-2 w-56">
        {entries.map((entry) => (
          <MenuItem key={entry.label}>
            {entry.to !== undefined ? (
              <Link to={entry.to} className="block px-4 py-2 text-slate-800 data-focus:bg-slate-100">
                {entry.label}
              </Link>
            ) : (
              <button
                type="button"
                onClick={entry.onSelect}
                className="block w-full px-4 py-2 text-left text-slate-800 data-focus:bg-slate-100"
              >
                {entry.label}
              </button>
            )}
          </MenuItem>
        ))}
      </MenuPanel>
    </Menu>
  );
}
