import { DEFAULT_STATUS_LABEL } from "@portal/contracts";
import { cn } from "@/lib/cn";

/** Each status has its own colour and icon (spec 02 §4); an unknown label reads like TBD. */
const looks: Record<string, { classes: string; icon: string }> = {
  TBD: { classes: "bg-slate-100 text-slate-700 ring-slate-300", icon: "M10 6v5m0 3h.01" },
  "Awaiting Info": { classes: "bg-amber-50 text-amber-800 ring-amber-300", icon: "M10 5v5l3 2" },
  Started: { classes: "bg-sky-50 text-sky-800 ring-sky-300", icon: "M7 5l8 5-8 5V5Z" },
  Cancelled: { classes: "bg-zinc-100 text-zinc-600 ring-zinc-300", icon: "M6 6l8 8M14 6l-8 8" },
  Completed: { classes: "bg-emerald-50 text-emerald-800 ring-emerald-300", icon: "M5 10l3.5 3.5L15 7" },
  Rejected: { classes: "bg-red-50 text-red-800 ring-red-300", icon: "M5 10h10" },
  Won: {
    classes: "bg-violet-50 text-violet-800 ring-violet-300",
    icon: "M10 4l1.8 3.9 4.2.4-3.2 2.8 1 4.1L10 13l-3.8 2.2 1-4.1L4 8.3l4.2-.4L10 4Z",
  },
};

export function ProjectStatusBadge({ status }: { status: string | null | undefined }) {
  const label = status || DEFAULT_STATUS_LABEL;
  const look = looks[label] ?? (looks[DEFAULT_STATUS_LABEL] as { classes: string; icon: string });
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset",
        look.classes,
      )}
      data-status={label}
    >
      <svg
        viewBox="0 0 20 20"
        className="size-3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d={look.icon} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {label}
    </span>
  );
}
