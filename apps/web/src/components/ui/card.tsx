import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn("rounded-xl bg-white/95 shadow-sm ring-1 ring-slate-200", className)}>{children}</div>;
}

export interface CardSectionProps {
  title: ReactNode;
  /** The heading's id, which names the section for screen readers. */
  headingId: string;
  /** Buttons or controls on the heading's row, at its far end. */
  actions?: ReactNode;
  className?: string;
  headerClassName?: string;
  children: ReactNode;
}

/** A card holding one titled section of a page, such as the project page's details, location and plots. */
export function CardSection({ title, headingId, actions, className, headerClassName, children }: CardSectionProps) {
  return (
    <Card className={className}>
      <section aria-labelledby={headingId}>
        <div className={cn("flex flex-wrap items-center justify-between gap-3", headerClassName)}>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {actions}
        </div>
        {children}
      </section>
    </Card>
  );
}
