import { REALTIME_EVENTS } from "@portal/contracts";
import { roofPath } from "@/config/paths";
import { useCloneFlow } from "@/lib/realtime";
import { cloneRoof } from "../api/clone-roof";
import { roofChangeKeys } from "../api/keys";

/** Starts a roof clone through the shared clone flow ('Cloning...', then success with a View link to the copy). */
export function useCloneRoof() {
  const { start, isStarting, isAnyCloneRunning } = useCloneFlow();
  return {
    start: ({ roofId, plotId, projectId, name }: { roofId: number; plotId: number; projectId: number; name: string }) =>
      start({
        request: () => cloneRoof({ roofId, name }),
        event: REALTIME_EVENTS.roofCloned,
        viewPath: (message) =>
          message.RoofId === undefined ? null : roofPath(projectId, message.PlotId ?? plotId, message.RoofId),
        invalidate: roofChangeKeys,
      }),
    isStarting,
    isAnyCloneRunning,
  };
}
