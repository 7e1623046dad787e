import type { Plot } from "@portal/contracts";
import { PLOTS_TEXT } from "@portal/contracts/ui";
import { type ReactNode, useState } from "react";
import { OptionsMenu, renameCloneDelete } from "@/components/ui/options-menu";
import { PageHeader } from "@/components/ui/page-header";
import { useIsAnyCloneRunning } from "@/lib/realtime";
import type { PlotAction } from "./plot-dialogs";
import { PlotDialogs } from "./preloaded-plot-dialogs";

/** The plot page's heading with its Options (Rename, Clone, Delete); deleting leaves through `onDeleted`. */
export function PlotHeader({ plot, actions, onDeleted }: { plot: Plot; actions?: ReactNode; onDeleted: () => void }) {
  const [action, setAction] = useState<PlotAction>(null);
  const isAnyCloneRunning = useIsAnyCloneRunning();
  return (
    <>
      <PageHeader
        title={plot.name}
        actions={
          <>
            {actions}
            <OptionsMenu
              label={PLOTS_TEXT.options}
              text={PLOTS_TEXT.options}
              actions={renameCloneDelete({
                onRename: () => setAction({ kind: "rename", plot }),
                onClone: () => setAction({ kind: "clone", plot }),
                onDelete: () => setAction({ kind: "delete", plot }),
                isCloneDisabled: isAnyCloneRunning,
              })}
            />
          </>
        }
      />
      <PlotDialogs action={action} onClose={() => setAction(null)} onDeleted={onDeleted} />
    </>
  );
}
