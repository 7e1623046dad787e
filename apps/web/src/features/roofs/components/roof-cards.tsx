import type { RoofSummary } from "@portal/contracts";
import { ROOFS_TEXT } from "@portal/contracts/ui";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { OptionsMenu, renameCloneDelete } from "@/components/ui/options-menu";
import { roofPath } from "@/config/paths";
import { formatDateTime } from "@/lib/forms/dates";
import { useIsAnyCloneRunning } from "@/lib/realtime";
import { type RoofAction, RoofDialogs } from "./roof-dialogs";

/** The plot page's roofs (spec 02 §2): one card each, with Edit Roof and Options (Rename, Clone, Delete). */
export function RoofCards({ projectId, roofs }: { projectId: number; roofs: readonly RoofSummary[] }) {
  const navigate = useNavigate();
  const isAnyCloneRunning = useIsAnyCloneRunning();
  const [action, setAction] = useState<RoofAction>(null);

  return (
    <>
      {roofs.length === 0 ? (
        <Card>
          <EmptyState title={ROOFS_TEXT.noRoofsTitle}>{ROOFS_TEXT.noRoofsText}</EmptyState>
        </Card>
      ) : (
        <ul aria-label={ROOFS_TEXT.roofs} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {roofs.map((roof) => (
            <li key={roof.id} aria-labelledby={`roof-card-${roof.id}`}>
              <Card className="flex h-full flex-col p-4">
                <div className="flex items-start justify-between gap-2">
                  <h3 id={`roof-card-${roof.id}`} className="break-words text-base font-semibold text-slate-900">
                    {roof.name}
                  </h3>
                  <OptionsMenu
                    label={ROOFS_TEXT.roofOptions(roof.name)}
                    actions={renameCloneDelete({
                      onRename: () => setAction({ kind: "rename", roof }),
                      onClone: () => setAction({ kind: "clone", roof }),
                      onDelete: () => setAction({ kind: "delete", roof }),
                      isCloneDisabled: isAnyCloneRunning,
                    })}
                  />
                </div>
                <p className="mt-1 text-xs text-slate-500">
                  {ROOFS_TEXT.lastUpdated(formatDateTime(roof.dateUpdated))}
                </p>
                <div className="mt-4 flex flex-1 items-end">
                  <Button variant="secondary" onClick={() => navigate(roofPath(projectId, roof.plotId, roof.id))}>
                    {ROOFS_TEXT.editRoof}
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <RoofDialogs projectId={projectId} action={action} onClose={() => setAction(null)} />
    </>
  );
}
