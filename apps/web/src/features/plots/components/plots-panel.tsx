import {
  FIRST_PAGE,
  PLOT_MESSAGES,
  PLOTS_DEFAULT_PAGE_SIZE,
  PLOTS_PAGE_SIZES,
  type Plot,
  PROJECT_MESSAGES,
  ROOF_LINK_MAX_LENGTH,
} from "@portal/contracts";
import { PLOTS_TEXT, truncateRoofName } from "@portal/contracts/ui";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { actionsColumn, DataTable } from "@/components/ui/data-table";
import { Dialog } from "@/components/ui/dialog";
import { OptionsMenu, renameCloneDelete } from "@/components/ui/options-menu";
import { Pager } from "@/components/ui/pager";
import { plotPath, roofPath } from "@/config/paths";
import { useCreatePlot } from "../api/create-plot";
import { usePlots } from "../api/get-plots";
import { useClonePlot } from "../hooks/use-clone-plot";
import type { PlotAction } from "./plot-dialogs";
import { PlotDialogs } from "./preloaded-plot-dialogs";

/** Newest update first (spec 02 §2), whatever order the answer came in. */
const byNewestUpdate = (roofs: Plot["roofs"]) =>
  [...roofs].sort((a, b) => Date.parse(b.dateUpdated) - Date.parse(a.dateUpdated));

function RecentlyEdited({ plot }: { plot: Plot }) {
  if (plot.roofs.length === 0) return <span className="text-slate-400">{PLOTS_TEXT.noRoofs}</span>;
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1">
      {byNewestUpdate(plot.roofs).map((roof) => (
        <li key={roof.id}>
          <Link
            to={roofPath(plot.projectId, plot.id, roof.id)}
            title={roof.name}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {truncateRoofName(roof.name, ROOF_LINK_MAX_LENGTH)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The project page's plots panel (spec 02 §2): Name, Recently Edited (roof links), View Plot and the row
 * menu, Add Plot, and a pager of 10/20/30 plots (default 10).
 */
export function PlotsPanel({ projectId }: { projectId: number }) {
  const navigate = useNavigate();
  const [pageSize, setPageSize] = useState<number>(PLOTS_DEFAULT_PAGE_SIZE);
  const [pageNumber, setPageNumber] = useState<number>(FIRST_PAGE);
  const [action, setAction] = useState<PlotAction>(null);
  const [isCreateFailed, setIsCreateFailed] = useState(false);
  const plots = usePlots({ projectId, pageNumber, pageSize });
  const createPlot = useCreatePlot();
  const clone = useClonePlot();
  const rows = plots.data?.plots ?? [];
  const totalCount = plots.data?.count ?? 0;

  // A deletion can leave the current page empty: step back to the last page that has plots.
  const lastPage = Math.max(FIRST_PAGE, Math.ceil(totalCount / pageSize));
  if (plots.data && pageNumber > lastPage) setPageNumber(lastPage);

  const addPlot = async () => {
    try {
      await createPlot.mutateAsync(projectId);
    } catch {
      // The toast has said 'Error creating plot'; the dialog asks the user to try again (spec 02 §8).
      setIsCreateFailed(true);
    }
  };

  return (
    <>
      <CardSection
        title={PLOTS_TEXT.panelTitle}
        headingId="plots-panel-title"
        className="overflow-hidden"
        headerClassName="border-b border-slate-200 px-4 py-3"
        actions={
          <Button onClick={addPlot} isLoading={createPlot.isPending}>
            {PLOTS_TEXT.addPlot}
          </Button>
        }
      >
        <DataTable<Plot>
          caption={PLOTS_TEXT.tableCaption}
          columns={[
            {
              id: "name",
              header: PLOTS_TEXT.name,
              className: "font-medium text-slate-900",
              cell: (plot) => plot.name,
            },
            { id: "recentlyEdited", header: PLOTS_TEXT.recentlyEdited, cell: (plot) => <RecentlyEdited plot={plot} /> },
            actionsColumn({
              id: "view",
              header: PLOTS_TEXT.viewPlot,
              cell: (plot) => (
                <Button
                  variant="secondary"
                  className="px-3 py-1.5"
                  onClick={() => navigate(plotPath(projectId, plot.id))}
                >
                  {PLOTS_TEXT.viewPlot}
                </Button>
              ),
            }),
            actionsColumn({
              id: "options",
              header: PLOTS_TEXT.options,
              className: "w-10",
              cell: (plot) => (
                <OptionsMenu
                  label={PLOTS_TEXT.rowOptions(plot.name)}
                  actions={renameCloneDelete({
                    onRename: () => setAction({ kind: "rename", plot }),
                    onClone: () => setAction({ kind: "clone", plot }),
                    onDelete: () => setAction({ kind: "delete", plot }),
                    isCloneDisabled: clone.isAnyCloneRunning,
                  })}
                />
              ),
            }),
          ]}
          rows={rows}
          rowKey={(plot) => plot.id}
          isLoading={plots.isPending}
          loadingText={PLOTS_TEXT.loadingPlots}
          isRefreshing={plots.isFetching && plots.isPlaceholderData}
          emptyText={PROJECT_MESSAGES.noPlotsFound}
          footer={
            <Pager
              pageNumber={pageNumber}
              pageSize={pageSize}
              totalCount={totalCount}
              pageSizes={PLOTS_PAGE_SIZES}
              totalLabel={PLOTS_TEXT.totalPlots(totalCount)}
              label="Plots pagination"
              onPageChange={setPageNumber}
              onPageSizeChange={(size) => {
                setPageSize(size);
                setPageNumber(FIRST_PAGE);
              }}
            />
          }
        />
      </CardSection>
      <PlotDialogs action={action} onClose={() => setAction(null)} />
      <Dialog open={isCreateFailed} title={PLOTS_TEXT.errorTitle} onClose={() => setIsCreateFailed(false)} size="sm">
        <p>{PLOT_MESSAGES.createFailed}</p>
      </Dialog>
    </>
  );
}
