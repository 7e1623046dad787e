import { REALTIME_EVENTS } from "@portal/contracts";
import { useState } from "react";
import { roofPath } from "@/config/paths";
import { useCloneFlow } from "@/lib/realtime";
import { cloneRoof } from "../api/clone-roof";
import { roofChangeKeys } from "../api/keys";

/**
 * Starts a roof clone through the shared clone flow ('Cloning...', then success with a View link to the copy).
 * `start` settles when the server has accepted or refused the request, so the dialog can close at once while
 * the copy is made in the background.
 */
export function useCloneRoof() {
  const { startClone, isAnyCloneRunning } = useCloneFlow();
  const [isStarting, setIsStarting] = useState(false);

  const start = ({
    roofId,
    plotId,
    projectId,
    name,
  }: {
    roofId: number;
    plotId: number;
    projectId: number;
    name: string;
  }) =>
    new Promise<void>((resolve, reject) => {
      setIsStarting(true);
      startClone({
        request: async () => {
          try {
            await cloneRoof({ roofId, name });
            resolve();
          } catch (error) {
            reject(error);
            throw error;
          } finally {
            setIsStarting(false);
          }
        },
        event: REALTIME_EVENTS.roofCloned,
        viewPath: (message) =>
          message.RoofId === undefined ? null : roofPath(projectId, message.PlotId ?? plotId, message.RoofId),
        invalidate: roofChangeKeys,
      }).catch((error: unknown) => {
        // Only reached if the flow failed before sending the request; the dialog must not wait forever.
        setIsStarting(false);
        reject(error);
      });
    });

  return { start, isStarting, isAnyCloneRunning };
}
