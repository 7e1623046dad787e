import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { MENU_MAX_WIDTH, PRODUCT_MANAGEMENT_MESSAGES as TEXT } from "@portal/contracts";

/** The row options menu of every product-management list: Edit and Delete (spec 03 §2.2). */
export function RowMenu({ label, onEdit, onDelete }: { label: string; onEdit?: () => void; onDelete?: () => void }) {
  return (
    <Menu as="div" className="relative inline-block text-left">
      <MenuButton
        aria-label={`Options for ${label}`}
        className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden="true">
          <circle cx="10" cy="4" r="1.6" />
          <circle cx="10" cy="10" r="1.6" />
          <circle cx="10" cy="16" r="1.6" />
        </svg>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        style={{ maxWidth: MENU_MAX_WIDTH }}
        className="z-30 mt-1 w-40 rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-slate-200 focus:outline-none"
      >
        {onEdit ? (
          <MenuItem>
            <button
              type="button"
              onClick={onEdit}
              className="block w-full px-4 py-2 text-left text-slate-800 data-focus:bg-slate-100"
            >
              {TEXT.edit}
            </button>
          </MenuItem>
        ) : null}
        {onDelete ? (
          <MenuItem>
            <button
              type="button"
              onClick={onDelete}
              className="block w-full px-4 py-2 text-left text-red-700 data-focus:bg-red-50"
            >
              {TEXT.delete}
            </button>
          </MenuItem>
        ) : null}
      </MenuItems>
    </Menu>
  );
}
