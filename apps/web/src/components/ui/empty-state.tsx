import type { ReactNode } from "react";

export function EmptyState({ title, children, icon }: { title: string; children?: ReactNode; icon?: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center px-6 py-14 text-center">
      {icon ? <div className="mb-4 text-slate-400">{icon}</div> : null}
      <p className="text-base font-semibold text-slate-800">{title}</p>
      {children ? <div className="mt-2 max-w-md text-sm text-slate-600">{children}</div> : null}
    </div>
  );
}
