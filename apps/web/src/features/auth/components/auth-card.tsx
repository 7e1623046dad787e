import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { DocumentTitle } from "@/components/ui/document-title";

/** The centred panel every account page sits in. */
export function AuthCard({
  title,
  intro,
  children,
  wide = false,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="mx-auto w-full px-4 py-10 sm:py-16" style={{ maxWidth: wide ? "48rem" : "28rem" }}>
      <DocumentTitle title={title} />
      <Card className="px-6 py-8 sm:px-10">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {intro ? <div className="mt-2 text-sm text-slate-600">{intro}</div> : null}
        <div className="mt-6">{children}</div>
      </Card>
    </div>
  );
}
