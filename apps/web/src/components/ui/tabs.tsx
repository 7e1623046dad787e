import { type KeyboardEvent, type ReactNode, useRef } from "react";
import { cn } from "@/lib/cn";

export interface TabOption<Key extends string | number> {
  key: Key;
  label: ReactNode;
}

const FOCUS_RING = "focus-visible:outline-2 focus-visible:outline-brand-600";

/** The three looks in use: underlined section tabs, folder tabs on a card, and pills choosing a list's type. */
const TAB_LOOKS = {
  underline: (isSelected: boolean) =>
    cn(
      "-mb-px border-b-2 px-4 py-2 text-sm font-semibold transition-colors",
      FOCUS_RING,
      isSelected ? "border-brand-700 text-brand-800" : "border-transparent text-slate-600 hover:text-slate-900",
    ),
  folder: (isSelected: boolean) =>
    cn(
      "rounded-t-md px-4 py-2 text-sm font-semibold",
      FOCUS_RING,
      isSelected ? "bg-white text-brand-800 ring-1 ring-slate-200" : "text-slate-600 hover:text-slate-900",
    ),
  pill: (isSelected: boolean) =>
    cn(
      "rounded-full px-3 py-1 text-sm ring-1",
      FOCUS_RING,
      isSelected ? "bg-brand-700 text-white ring-brand-700" : "text-slate-700 ring-slate-300 hover:bg-slate-50",
    ),
} as const;

const LIST_LOOKS = {
  underline: "flex gap-1 border-b border-slate-200",
  folder: "flex gap-1 border-b border-slate-200",
  pill: "flex flex-wrap gap-1",
} as const;

export interface TabsProps<Key extends string | number> {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: readonly TabOption<Key>[];
  selected: Key;
  onSelect: (key: Key) => void;
  /** From useId: ties each tab to its panel, which the caller renders with tabPanelProps. */
  idPrefix: string;
  look?: keyof typeof TAB_LOOKS;
  className?: string;
}

const tabId = (idPrefix: string, key: string | number) => `${idPrefix}-tab-${key}`;
const panelId = (idPrefix: string, key: string | number) => `${idPrefix}-panel-${key}`;

/**
 * The tab list of every tabbed view (WAI-ARIA tabs): only the selected tab is in the Tab order; the arrow keys,
 * Home and End move along the tabs and select the one they reach.
 */
export function Tabs<Key extends string | number>({
  label,
  tabs,
  selected,
  onSelect,
  idPrefix,
  look = "underline",
  className,
}: TabsProps<Key>) {
  const listRef = useRef<HTMLDivElement>(null);

  const moveFrom = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    const tab = target === undefined ? undefined : tabs[target];
    if (target === undefined || tab === undefined) return;
    event.preventDefault();
    onSelect(tab.key);
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[target]?.focus();
  };

  return (
    <div ref={listRef} role="tablist" aria-label={label} className={cn(LIST_LOOKS[look], className)}>
      {tabs.map((tab, index) => {
        const isSelected = tab.key === selected;
        return (
          <button
            key={tab.key}
            id={tabId(idPrefix, tab.key)}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={panelId(idPrefix, tab.key)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => moveFrom(event, index)}
            className={TAB_LOOKS[look](isSelected)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/** The attributes of the selected tab's panel. */
export function tabPanelProps(idPrefix: string, key: string | number) {
  return {
    id: panelId(idPrefix, key),
    role: "tabpanel",
    "aria-labelledby": tabId(idPrefix, key),
    tabIndex: 0,
  } as const;
}
