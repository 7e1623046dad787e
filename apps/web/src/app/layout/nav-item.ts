import { cn } from "@/lib/cn";

export const navItemClasses = (isActive: boolean) =>
  cn(
    "inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white",
    isActive ? "bg-white/15 text-white" : "text-slate-200 hover:bg-white/10 hover:text-white",
  );

export const menuLabelClasses = "max-w-[7rem] truncate sm:max-w-[16rem]";
