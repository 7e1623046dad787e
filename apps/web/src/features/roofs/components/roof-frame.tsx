import type { RoofSummary } from "@portal/contracts";
import { ROOFS_TEXT } from "@portal/contracts/ui";
import { type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { plotPath } from "@/config/paths";
import { type RoofAction, RoofDialogs } from "./roof-dialogs";

/**
 * The roof page's frame (spec 02 §2, project-area part): heading with Back to Plot and Rename, the editor
 * area (the page puts the roof editor and the roof's documents there), and the bottom bar: Back to Plot and the
 * generate buttons the page gives.
 */
export function RoofFrame({
  projectId,
  roof,
  generateButtons,
  breadcrumbs,
  children,
}: {
  projectId: number;
  roof: RoofSummary;
  /** The bottom bar's generate buttons (the documents feature's). */
  generateButtons?: ReactNode;
  breadcrumbs?: ReactNode;
  children?: ReactNode;
}) {
  const navigate = useNavigate();
  const [action, setAction] = useState<RoofAction>(null);
  const backToPlot = () => navigate(plotPath(projectId, roof.plotId));

  return (
    <div>
      {breadcrumbs}
      <PageHeader
        title={roof.name}
        actions={
          <>
            <Button variant="secondary" onClick={backToPlot}>
              {ROOFS_TEXT.backToPlot}
            </Button>
            <Button variant="secondary" onClick={() => setAction({ kind: "rename", roof })}>
              {ROOFS_TEXT.rename}
            </Button>
          </>
        }
      />
      {children}
      <nav
        aria-label="Roof actions"
        className="sticky bottom-0 mt-6 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white/95 px-4 py-3 shadow-sm ring-1 ring-slate-200"
      >
        <Button variant="secondary" onClick={backToPlot}>
          {ROOFS_TEXT.backToPlot}
        </Button>
        <div className="flex flex-wrap gap-3">{generateButtons}</div>
      </nav>
      <RoofDialogs projectId={projectId} action={action} onClose={() => setAction(null)} />
    </div>
  );
}
