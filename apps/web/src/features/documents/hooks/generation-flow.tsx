import type { GenerationAccepted } from "@portal/contracts";
import {
  DOCUMENTS_TEXT,
  DOWNLOAD_LINK_TOAST_MS,
  GENERATION_ANNOUNCED_HOLD_MS,
  GENERATION_ERROR_TOAST_MS,
  GENERATION_EVENT_TIMEOUT_MS,
  GENERATION_PROGRESS,
  GENERATION_SUCCESS_TOAST_MS,
} from "@portal/contracts/ui";
import { ApiError } from "@/lib/api-error";
import { downloadThroughLink } from "@/lib/download";
import { queryClient } from "@/lib/query-client";
import { awaitRealtimeOutcome, createRunningFlows } from "@/lib/realtime";
import { showToast, startTaskToast, type TaskToast } from "@/lib/toast";
import { generateDocument } from "../api/generate-document";
import { generateImprovedFixingSpec } from "../api/generate-improved-fixing-spec";
import { documentAvailabilityQueryKey, documentHistoryQueryKey } from "../api/keys";
import { type GenerationTarget, targetEvent, targetItem, targetName } from "../document-kinds";

/** Spec 02 §4: one generation at a time; every generate button is disabled while it runs. */
const runningGenerations = createRunningFlows();

export function useIsGenerating(): boolean {
  return runningGenerations.useIsRunning();
}

function requestGeneration(target: GenerationTarget, failureText: string): Promise<GenerationAccepted> {
  if (target.kind === "improvedFixingSpec") return generateImprovedFixingSpec({ roofId: target.roofId, failureText });
  return generateDocument({ ...target, failureText });
}

/** The toast for a window without focus (spec 02 §4): the file waits behind a link for 15 minutes. */
function DownloadLinkToast({ message, href }: { message: string; href: string }) {
  return (
    <span>
      {message}.{" "}
      <a href={href} download="" rel="noopener" className="font-semibold underline">
        {DOCUMENTS_TEXT.downloadYourFile}
      </a>
    </span>
  );
}

function showFailure(progress: TaskToast, message: string): void {
  progress.dismiss();
  showToast("error", message, { autoCloseMs: GENERATION_ERROR_TOAST_MS });
}

/** Hands the finished file over: at once when the user is looking at the page, otherwise through a link toast. */
function deliver(name: string, message: string, href: string): void {
  if (document.hasFocus()) {
    downloadThroughLink(href);
    showToast("success", DOCUMENTS_TEXT.downloaded(name), { autoCloseMs: GENERATION_SUCCESS_TOAST_MS });
    return;
  }
  showToast("success", <DownloadLinkToast message={message} href={href} />, { autoCloseMs: DOWNLOAD_LINK_TOAST_MS });
}

/**
 * The generation flow of spec 02 §4, built as the clone flow is: listen for the job's event, send the request,
 * then wait. A progress toast goes 0.05 (asked), 0.5 (accepted), 0.9 (announced), 1 (downloaded). A refused
 * request shows the server's reason (already generating, data missing), an error event or a failed request
 * 'Error generating {type}', for 3 s. Resolves true when the file was delivered; false at once when another
 * generation is running.
 */
export async function runGeneration(target: GenerationTarget): Promise<boolean> {
  if (runningGenerations.isRunning()) return false;
  const endRunning = runningGenerations.begin();
  const name = targetName(target);
  const failureText = name === null ? DOCUMENTS_TEXT.errorGeneratingPdf : DOCUMENTS_TEXT.errorGenerating(name);
  const progress = startTaskToast(DOCUMENTS_TEXT.generatingDocument(name ?? "PDF"), {
    progress: GENERATION_PROGRESS.requested,
  });
  const wait = await awaitRealtimeOutcome({
    event: targetEvent(target),
    timeoutMs: GENERATION_EVENT_TIMEOUT_MS,
    failureText,
  });
  try {
    let accepted: GenerationAccepted;
    try {
      accepted = await requestGeneration(target, failureText);
    } catch (error) {
      showFailure(progress, error instanceof ApiError ? error.message : failureText);
      return false;
    }
    progress.progress(GENERATION_PROGRESS.accepted);
    // Other tabs of the same user hear their own generations' and clones' events too: only this one's counts here.
    const outcome = await wait.outcome(
      (message) =>
        message.GenerationId === accepted.generationId ||
        (message.GenerationId === undefined && message.CloneRequestId === undefined),
    );
    const href = outcome.kind === "done" ? outcome.message.DownloadUri : undefined;
    if (outcome.kind === "failed" || href === undefined || name === null) {
      showFailure(progress, failureText);
      return false;
    }
    progress.progress(GENERATION_PROGRESS.announced);
    deliver(name, outcome.message.Message, href);
    await new Promise((resolve) => setTimeout(resolve, GENERATION_ANNOUNCED_HOLD_MS));
    progress.progress(GENERATION_PROGRESS.done);
    const item = targetItem(target);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: documentHistoryQueryKey(item.level, item.id) }),
      queryClient.invalidateQueries({ queryKey: documentAvailabilityQueryKey(item.level, item.id) }),
    ]);
    return true;
  } finally {
    wait.stop();
    endRunning();
  }
}
