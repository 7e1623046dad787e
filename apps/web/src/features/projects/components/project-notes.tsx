import { NOTES_AUTOSAVE_MS, PROJECT_MESSAGES } from "@portal/contracts";
import { PROJECT_PAGE_TEXT } from "@portal/contracts/ui";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldLabel, inputClasses } from "@/components/ui/form/field";
import { useDebouncedSave } from "@/hooks/use-debounced-save";
import { showSuccessToast } from "@/lib/toast";
import { useSaveProject } from "../hooks/use-save-project";

type SaveState = "idle" | "saving" | "failed";

/**
 * Notes save themselves 1 s after the last key (spec 02 §4). A failed save keeps the text in the box, says
 * so, and tries again on the next edit or on Retry; leaving the page within the second still saves the text.
 */
export function ProjectNotes({ projectId, initialNotes }: { projectId: number; initialNotes: string | null }) {
  const id = useId();
  const save = useSaveProject(projectId);
  const [text, setText] = useState(initialNotes ?? "");
  const [state, setState] = useState<SaveState>("idle");
  const { retry } = useDebouncedSave({
    value: text,
    delayMs: NOTES_AUTOSAVE_MS,
    save: (notes) => save({ notes }),
    onSaving: () => setState("saving"),
    onSaved: () => {
      setState("idle");
      showSuccessToast(PROJECT_MESSAGES.notesSaved);
    },
    onFailed: () => setState("failed"),
  });

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
            <Button variant="secondary" className="px-3 py-1" onClick={retry}>
              {PROJECT_PAGE_TEXT.retry}
            </Button>
          </>
        ) : null}
      </div>
    </div>
  );
}
