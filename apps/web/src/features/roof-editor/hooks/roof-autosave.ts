/**
 * The roof editor's autosave (spec 03 §4): a committed field queues the section it belongs to; after a quiet
 * second the queued sections are saved one after another, then what the saves changed is refetched. No save
 * starts while another save or refetch runs: what is committed meanwhile waits in the queue and is sent
 * afterwards with the values as they are then, so nothing the user entered is lost.
 */
import { ROOF_AUTOSAVE_DEBOUNCE_MS } from "@portal/contracts";
import { isStaleSave } from "@/lib/versioned-save";
import {
  type RoofEditorField,
  type RoofSection,
  SECTION_FIELDS,
  SECTIONS,
  sectionOf,
} from "../form/roof-editor-values";

export interface AutosaveSteps {
  /** A message when the section cannot be saved yet (its required choices are missing), else null. */
  missingPrerequisite: (section: RoofSection) => string | null;
  /** True when the form shows errors; saving waits until they are fixed. */
  hasFormErrors: () => boolean;
  /** Checks the section against its contract schema and shows the messages; true when it may be sent. */
  validate: (section: RoofSection) => boolean;
  /** Sends the section with the values of this moment and its version; stores the answer. */
  save: (section: RoofSection, edited: ReadonlySet<RoofEditorField>) => Promise<void>;
  /** After a 409: the section as it is saved now replaces the user's copy of it. */
  reload: (section: RoofSection) => Promise<void>;
  /** A refused save's field messages from the server, placed on the fields. */
  showServerErrors: (error: unknown) => void;
  /** Refetches what the saved sections changed (other sections' edited fields are kept) and recalculates. */
  afterSaves: (saved: readonly RoofSection[], edited: ReadonlySet<RoofEditorField>) => Promise<void>;
  notify: {
    saving: () => void;
    saved: () => void;
    blocked: (message: string) => void;
    formErrors: () => void;
    stale: (message: string) => void;
    failed: () => void;
  };
}

export interface RoofAutosave {
  /** The user changed a field (typing included): a refetch must not overwrite it until it is saved. */
  markEdited: (field: RoofEditorField) => void;
  /** The user finished with a field (blur, or a choice made): its section is saved after the debounce. */
  commit: (...fields: RoofEditorField[]) => void;
  /** A save or its refetch is running. */
  isBusy: () => boolean;
  /** Saves may run (the page is shown). */
  start: () => void;
  /** The page is gone: a queued save is dropped rather than sent for a page nobody sees. */
  stop: () => void;
}

export function createRoofAutosave(
  getSteps: () => AutosaveSteps,
  debounceMs = ROOF_AUTOSAVE_DEBOUNCE_MS,
): RoofAutosave {
  const queued = new Set<RoofSection>();
  const edited = new Set<RoofEditorField>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  /** A quiet second ended while a run was going: the commits behind it are replayed when the run ends. */
  let replayAfterRun = false;
  let disposed = false;

  function schedule() {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      if (running) replayAfterRun = true;
      else void run();
    }, debounceMs);
  }

  function takeQueued(): RoofSection[] {
    const sections = SECTIONS.filter((section) => queued.has(section));
    queued.clear();
    return sections;
  }

  /** Saves one section; true when it was saved. A section that could not be sent stays queued for the next run. */
  async function saveSection(steps: AutosaveSteps, section: RoofSection): Promise<boolean> {
    const prerequisite = steps.missingPrerequisite(section);
    if (prerequisite !== null) {
      queued.add(section);
      steps.notify.blocked(prerequisite);
      return false;
    }
    if (!steps.validate(section)) {
      queued.add(section);
      steps.notify.formErrors();
      return false;
    }
    const sent = SECTION_FIELDS[section].filter((field) => edited.has(field));
    // What is typed while the save runs is edited again, and stays protected from the answer.
    for (const field of sent) edited.delete(field);
    try {
      await steps.save(section, edited);
      return true;
    } catch (error) {
      if (isStaleSave(error)) {
        // The section is taken as it is saved now; the user's copy of it is dropped, other sections keep theirs.
        for (const field of SECTION_FIELDS[section]) edited.delete(field);
        queued.delete(section);
        steps.notify.stale(error.message);
        await steps.reload(section).catch(() => undefined);
        return false;
      }
      for (const field of sent) edited.add(field);
      queued.add(section);
      steps.showServerErrors(error);
      steps.notify.failed();
      return false;
    }
  }

  async function run() {
    if (running || disposed || queued.size === 0) return;
    running = true;
    try {
      const steps = getSteps();
      if (steps.hasFormErrors()) {
        steps.notify.formErrors();
        return;
      }
      const sections = takeQueued();
      steps.notify.saving();
      const saved: RoofSection[] = [];
      for (const section of sections) {
        if (await saveSection(steps, section)) saved.push(section);
      }
      if (saved.length === 0) return;
      steps.notify.saved();
      await steps.afterSaves(saved, edited);
    } finally {
      running = false;
      if (replayAfterRun) {
        replayAfterRun = false;
        void run();
      }
    }
  }

  return {
    markEdited: (field) => {
      edited.add(field);
    },
    commit: (...fields) => {
      for (const field of fields) {
        edited.add(field);
        queued.add(sectionOf(field));
      }
      schedule();
    },
    isBusy: () => running,
    start: () => {
      disposed = false;
    },
    stop: () => {
      disposed = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
