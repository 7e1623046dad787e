import { REALTIME_EVENTS } from "@portal/contracts";
import { useState } from "react";
import { plotPath } from "@/config/paths";
import { useCloneFlow } from "@/lib/realtime";
import { clonePlot } from "../api/clone-plot";
import { plotsRootKey } from "../api/get-plots";

/**
 * Starts a plot clone through the shared clone flow ('Cloning...', then success with a View link to the copy).
 * `start` settles when the server has accepted or refused the request, so the dialog can close at once while
 * the copy is made in the background.
 */
export function useClonePlot() {
  const { startClone, isAnyCloneRunning } = useCloneFlow();
  const [isStarting, setIsStarting] = useState(false);

  const start = ({ plotId, projectId, name }: { plotId: number; projectId: number; name: string }) =>
    new Promise<void>((resolve, reject) => {
      setIsStarting(true);
      startClone({
        request: async () => {
          try {
            await clonePlot({ plotId, name });
            resolve();
          } catch (error) {
            reject(error);
            throw error;
          } finally {
            setIsStarting(false);
          }
        },
        event: REALTIME_EVENTS.plotCloned,
        viewPath: (message) =>
          message.PlotId === undefined ? null : plotPath(message.ProjectId ?? projectId, message.PlotId),
        invalidate: [plotsRootKey],
      }).catch((error: unknown) => {
        // Only reached if the flow failed before sending the request; the dialog must not wait forever.
        setIsStarting(false);
        reject(error);
      });
    });

  return { start, isStarting, isAnyCloneRunning };
}
