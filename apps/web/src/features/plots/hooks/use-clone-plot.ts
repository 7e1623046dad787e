import { REALTIME_EVENTS } from "@portal/contracts";
import { plotPath } from "@/config/paths";
import { useCloneFlow } from "@/lib/realtime";
import { clonePlot } from "../api/clone-plot";
import { plotsRootKey } from "../api/get-plots";

/** Starts a plot clone through the shared clone flow ('Cloning...', then success with a View link to the copy). */
export function useClonePlot() {
  const { start, isStarting, isAnyCloneRunning } = useCloneFlow();
  return {
    start: ({ plotId, projectId, name }: { plotId: number; projectId: number; name: string }) =>
      start({
        request: () => clonePlot({ plotId, name }),
        event: REALTIME_EVENTS.plotCloned,
        viewPath: (message) =>
          message.PlotId === undefined ? null : plotPath(message.ProjectId ?? projectId, message.PlotId),
        invalidate: [plotsRootKey],
      }),
    isStarting,
    isAnyCloneRunning,
  };
}
