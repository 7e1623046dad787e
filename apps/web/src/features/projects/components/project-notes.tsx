import { NOTES_AUTOSAVE_MS, PROJECT_MESSAGES } from "@portal/contracts";
import { PROJECT_PAGE_TEXT } from "@portal/contracts/ui";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldLabel, inputClasses } from "@/components/ui/form/field";
import { showSuccessToast } from "@/lib/toast";
import { useSaveProject } from "../hooks/use-save-project";

type SaveState = "idle" | "saving" | "failed";

/**
 * Notes save themselves 1 s after the last key (spec 02 §4). A failed save keeps the text in the box, says
 * so, and tries again on the next edit or on Retry, so nothing typed is lost.
 */
export function ProjectNotes({ projectId, initialNotes }: { projectId: number; initialNotes: string | null }) {
  const id = useId();
  const save = useSaveProject(projectId);
  const [text, setText] = useState(initialNotes ?? "");
  const [state, setState] = useState<SaveState>("idle");
  const [attempt, setAttempt] = useState(0);
  const lastSaved = useRef(initialNotes ?? "");

  // biome-ignore lint/correctness/useExhaustiveDependencies: Retry changes `attempt` to send the same text again.
  useEffect(() => {
    if (text === lastSaved.current) return;
    const timer = setTimeout(() => {
      setState("saving");
      save({ notes: text }).then(
        () => {
          lastSaved.current = text;
          setState("idle");
          showSuccessToast(PROJECT_MESSAGES.notesSaved);
        },
        () => setState("failed"),
      );
    }, NOTES_AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [text, attempt, save]);

  // Leaving the page within the second after typing still saves what was typed.
  const unsaved = useRef({ text, save });
  unsaved.current = { text, save };
  useEffect(
    () => () => {
      const { text: latestText, save: latestSave } = unsaved.current;
      if (latestText !== lastSaved.current) {
        void latestSave({ notes: latestText }).then(
          () => showSuccessToast(PROJECT_MESSAGES.notesSaved),
          () => undefined,
        );
      }
    },
    [],
  );

  return (
    <div>
      <FieldLabel id={id} label={PROJECT_PAGE_TEXT.notesLabel} />
      <textarea
        id={id}
        rows={8}
        className={inputClasses(false, "resize-y")}
        placeholder={PROJECT_PAGE_TEXT.notesPlaceholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="mt-2 flex min-h-8 items-center gap-3 text-sm" aria-live="polite">
        {state === "saving" ? <span className="text-slate-500">{PROJECT_PAGE_TEXT.notesSaving}</span> : null}
        {state === "failed" ? (
          <>
            <span className="text-red-700">{PROJECT_PAGE_TEXT.notesNotSaved}</span>
            <Button variant="secondary" className="px-3 py-1" onClick={() => setAttempt((count) => count + 1)}>
              {PROJECT_PAGE_TEXT.retry}
            </Button>
          </>
        ) : null}
      </div>
    </div>
  );
}
