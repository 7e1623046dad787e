import { type PublicWizardForm, publicProjectInput, publicSiteAddress } from "@portal/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import { getCoordinates } from "@/features/location/api/get-coordinates";
import { createPlot } from "@/features/plots/api/create-plot";
import { createProject } from "@/features/projects/api/create-project";
import { createRoof } from "@/features/roofs/api/create-roof";

export interface WizardRoof {
  projectId: number;
  plotId: number;
  roofId: number;
}

type Progress = Partial<WizardRoof>;

/**
 * The wizard's creation chain (spec 01 §4.2): once the details are complete and the visitor has a session, the
 * site address is geocoded and the project created, then a plot, then the roof 'Main Roof'.
 *
 * It runs once: a chain under way is never started again however fast the details change, and each created id
 * is kept, so a chain that failed part-way (its toast has told why) resumes at the step that failed, on `retry`
 * or when the details next change, and never creates a second project.
 */
export function useCreationChain(
  details: PublicWizardForm | null,
  hasSession: boolean,
  rememberedRoof: WizardRoof | null,
) {
  const [progress, setProgress] = useState<Progress>(rememberedRoof ?? {});
  const [isCreating, setCreating] = useState(false);
  const [hasFailed, setFailed] = useState(false);
  // Bumped by retry: the same details run the chain again.
  const [attempt, setAttempt] = useState(0);
  const running = useRef(false);
  const failedFor = useRef<string | null>(null);
  const detailsKey = details === null ? null : JSON.stringify(details);

  useEffect(() => {
    if (details === null || detailsKey === null || !hasSession || progress.roofId !== undefined) return;
    if (running.current || failedFor.current === detailsKey) return;
    running.current = true;
    setCreating(true);
    setFailed(false);
    const run = async () => {
      let { projectId, plotId } = progress;
      try {
        if (projectId === undefined) {
          const place = await getCoordinates(publicSiteAddress(details));
          projectId = (await createProject(publicProjectInput(details, place))).id;
          setProgress({ projectId });
        }
        if (plotId === undefined) {
          plotId = (await createPlot(projectId)).id;
          setProgress({ projectId, plotId });
        }
        const roofId = (await createRoof(plotId)).id;
        setProgress({ projectId, plotId, roofId });
        failedFor.current = null;
      } catch {
        failedFor.current = detailsKey;
        setFailed(true);
      } finally {
        running.current = false;
        setCreating(false);
      }
    };
    void run();
    // `attempt` is read only to run again on retry.
    void attempt;
  }, [details, detailsKey, hasSession, progress, attempt]);

  const retry = useCallback(() => {
    failedFor.current = null;
    setAttempt((count) => count + 1);
  }, []);

  /** Start Again: the next complete details make a new project. */
  const forget = useCallback(() => {
    failedFor.current = null;
    setFailed(false);
    setProgress({});
  }, []);

  const roof: WizardRoof | null =
    progress.projectId !== undefined && progress.plotId !== undefined && progress.roofId !== undefined
      ? { projectId: progress.projectId, plotId: progress.plotId, roofId: progress.roofId }
      : null;
  return { roof, hasProject: progress.projectId !== undefined, isCreating, hasFailed, retry, forget };
}
