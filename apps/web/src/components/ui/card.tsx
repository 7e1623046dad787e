import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn("rounded-xl bg-white/95 shadow-sm ring-1 ring-slate-200", className)}>{children}</div>;
}
