import type { ReactNode } from "react";

/** The brand-coloured welcome across the top of a page (the projects list's, the public wizard's). */
export function Banner({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="mb-6 rounded-xl bg-gradient-to-r from-brand-700 to-brand-900 p-6 text-white shadow-sm"
    >
      <h2 className="text-xl font-bold">{title}</h2>
      <p className="mt-2 max-w-3xl text-sm text-white/90">{text}</p>
      <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm">{children}</div>
    </section>
  );
}
