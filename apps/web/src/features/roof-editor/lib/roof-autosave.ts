/**
 * The roof editor's autosave (spec 03 §4): a committed field queues the section it belongs to; after a quiet
 * second the queued sections are saved one after another, then what the saves changed is refetched. No save
 * starts while another save or refetch runs: what is committed meanwhile waits in the queue and is sent
 * afterwards with the values as they are then, so nothing the user entered is lost. The debounce, the one run at
 * a time and the hold for the network are the shared autosave queue's (lib/autosave-queue.ts); the sections, the
 * edited fields and the draft are the roof's.
 *
 * On site the connection drops (docs/decisions/phone.md, 'offline'): a save that gets no answer stays queued
 * and is tried again when the connection returns (the `online` event, and a backoff while it is unclear), with the
 * "not saved yet" banner up meanwhile; a server's refusal is shown as before and not retried. What the user has
 * entered and not yet saved is kept in this browser per roof and user (a draft), so a reload or a closed tab loses
 * nothing: the next opening of the roof puts it back into the form and saves it, at the version it was entered
 * on, so a roof changed elsewhere meanwhile goes through the stale-save (409) path rather than being overwritten.
 */
import { ROOF_AUTOSAVE_DEBOUNCE_MS } from "@portal/contracts";
import type { UseFormReturn } from "react-hook-form";
import { createAutosaveQueue } from "@/lib/autosave-queue";
import { clearDraft, draftKey, readDraft, writeDraft } from "@/lib/offline/drafts";
import { isNetworkFailure, isOffline } from "@/lib/offline/network";
import { dropPendingSave, setPendingSave } from "@/lib/offline/pending-saves";
import { createReconnectRetry } from "@/lib/offline/reconnect";
import { isStaleSave } from "@/lib/versioned-save";
import {
  type RoofEditorField,
  type RoofEditorValues,
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

/** Where the autosave keeps and restores the user's unsaved edits (the roof editor's form). */
export interface RoofDraftTarget {
  roofId: number;
  /** The form's values of these fields. */
  read: (fields: readonly RoofEditorField[]) => Partial<Record<RoofEditorField, unknown>>;
  /** Puts kept values back into the form. */
  write: (values: Partial<Record<RoofEditorField, unknown>>) => void;
  /** The version each section was last read or saved at (the form's own record, changed in place). */
  versions: Record<RoofSection, number>;
}

/** A kept draft: the unsaved fields' values, and the version of each of their sections they were entered on. */
export interface RoofDraft {
  values: Partial<Record<RoofEditorField, unknown>>;
  versions: Partial<Record<RoofSection, number>>;
}

/** The draft target of a react-hook-form form. */
export function formDraftTarget(
  roofId: number,
  form: UseFormReturn<RoofEditorValues>,
  versions: Record<RoofSection, number>,
): RoofDraftTarget {
  return {
    roofId,
    versions,
    read: (fields) => Object.fromEntries(fields.map((field) => [field, form.getValues(field)])),
    write: (values) => {
      for (const [field, value] of Object.entries(values)) {
        form.setValue(field as RoofEditorField, value as RoofEditorValues[RoofEditorField], { shouldDirty: true });
      }
    },
  };
}

export const roofDraftKey = (roofId: number) => draftKey("roof", roofId);

export interface RoofAutosave {
  /** The user changed a field (typing included): a refetch must not overwrite it until it is saved. */
  markEdited: (field: RoofEditorField) => void;
  /** The user finished with a field (blur, or a choice made): its section is saved after the debounce. */
  commit: (...fields: RoofEditorField[]) => void;
  /** A save or its refetch is running. */
  isBusy: () => boolean;
  /** Saves may run (the page is shown); edits kept from an earlier visit are put back and saved. */
  start: () => void;
  /** The page is gone: a queued save is dropped rather than sent for a page nobody sees. */
  stop: () => void;
}

export function createRoofAutosave(
  getSteps: () => AutosaveSteps,
  debounceMs = ROOF_AUTOSAVE_DEBOUNCE_MS,
  draft?: RoofDraftTarget,
): RoofAutosave {
  const queued = new Set<RoofSection>();
  const edited = new Set<RoofEditorField>();
  const queue = createAutosaveQueue({
    pendingKey: `roof-${draft?.roofId ?? "editor"}`,
    debounceMs,
    run,
    offline: { setPendingSave, dropPendingSave, createReconnectRetry },
  });
  let persistTimer: ReturnType<typeof setTimeout> | undefined;

  /** A draft of this roof is in the browser (written or restored by this page). */
  let hasDraft = false;

  /**
   * The unsaved fields as they are now go to the draft while the connection is down (or a draft is already kept);
   * none left, and the draft is removed. Online, the autosave alone keeps the edits, as it always has.
   */
  function persist() {
    if (!draft) return;
    const key = roofDraftKey(draft.roofId);
    const fields = [...edited];
    if (fields.length === 0) {
      if (hasDraft) clearDraft(key);
      hasDraft = false;
      return;
    }
    if (!(hasDraft || queue.isHeldForNetwork() || isOffline())) return;
    hasDraft = true;
    const versions: RoofDraft["versions"] = {};
    for (const field of fields) versions[sectionOf(field)] = draft.versions[sectionOf(field)];
    writeDraft(key, { values: draft.read(fields), versions } satisfies RoofDraft);
  }

  /** After the form has taken the keystroke. */
  function persistSoon() {
    if (!draft || persistTimer !== undefined) return;
    persistTimer = setTimeout(() => {
      persistTimer = undefined;
      persist();
    }, 0);
  }

  /** A draft from an earlier visit goes back into the form, queued to save at the versions it was entered on. */
  function restore() {
    if (!draft) return;
    const kept = readDraft<RoofDraft>(roofDraftKey(draft.roofId));
    if (!kept || typeof kept.values !== "object" || kept.values === null) return;
    const known = new Set<string>(Object.values(SECTION_FIELDS).flat());
    const fields = Object.keys(kept.values).filter((field): field is RoofEditorField => known.has(field));
    if (fields.length === 0) return;
    hasDraft = true;
    for (const field of fields) {
      const section = sectionOf(field);
      const keptVersion = kept.versions?.[section];
      // Never newer than what the server has: an older version makes the server refuse with 409, and the
      // section is then taken as it is saved now.
      if (typeof keptVersion === "number") draft.versions[section] = Math.min(draft.versions[section], keptVersion);
    }
    draft.write(Object.fromEntries(fields.map((field) => [field, kept.values[field]])));
    for (const field of fields) {
      edited.add(field);
      queued.add(sectionOf(field));
    }
    queue.schedule();
  }

  function takeQueued(): RoofSection[] {
    const sections = SECTIONS.filter((section) => queued.has(section));
    queued.clear();
    return sections;
  }

  /**
   * Saves one section; true when it was saved, "network" when it got no answer. A section that could not be sent
   * stays queued for the next run.
   */
  async function saveSection(steps: AutosaveSteps, section: RoofSection): Promise<boolean | "network"> {
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
    if (isOffline()) {
      // No connection: nothing is sent, the section waits for it.
      queued.add(section);
      return "network";
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
      if (isNetworkFailure(error)) return "network";
      steps.showServerErrors(error);
      steps.notify.failed();
      return false;
    }
  }

  /** One run of the queue: the queued sections, one after another, then the refetch of what they changed. */
  async function run() {
    if (queued.size === 0) return;
    try {
      const steps = getSteps();
      if (steps.hasFormErrors()) {
        steps.notify.formErrors();
        return;
      }
      const sections = takeQueued();
      // While the connection is down the banner speaks for the saves; the retries raise no toast each.
      if (!queue.isHeldForNetwork()) steps.notify.saving();
      const saved: RoofSection[] = [];
      let networkFailed = false;
      for (const section of sections) {
        const result = await saveSection(steps, section);
        if (result === "network") networkFailed = true;
        else if (result) saved.push(section);
      }
      // Any answer at all ends a hold for the network.
      if (networkFailed) queue.holdForNetwork();
      else queue.releaseNetworkHold();
      if (saved.length === 0) return;
      steps.notify.saved();
      await steps.afterSaves(saved, edited);
    } finally {
      persist();
    }
  }

  return {
    markEdited: (field) => {
      edited.add(field);
      persistSoon();
    },
    commit: (...fields) => {
      for (const field of fields) {
        edited.add(field);
        queued.add(sectionOf(field));
      }
      persistSoon();
      queue.schedule();
    },
    isBusy: () => queue.isRunning(),
    start: () => {
      queue.start();
      restore();
    },
    stop: () => {
      queue.cancelScheduled();
      // What is not saved yet stays in the draft for the next opening.
      if (persistTimer !== undefined) clearTimeout(persistTimer);
      persistTimer = undefined;
      persist();
      queue.stop();
    },
  };
}
