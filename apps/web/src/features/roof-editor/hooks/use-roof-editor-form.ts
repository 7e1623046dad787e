import { EDGE_TYPES, modelStateKey, ROOF_EDITOR_MESSAGES, type RoofTileDetails } from "@portal/contracts";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { type Path, type UseFormReturn, useForm } from "react-hook-form";
import { ApiError } from "@/lib/api-error";
import { applyModelState } from "@/lib/forms/model-state";
import { estimateQueryKey, estimateQueryOptions } from "../api/get-estimate";
import { fixingDataQueryKey, fixingDataQueryOptions } from "../api/get-fixing-data";
import { systemOptionsQueryKey } from "../api/get-system-options";
import { systemsQueryKey, systemsQueryOptions } from "../api/get-systems";
import { tileDetailsQueryKey, tileDetailsQueryOptions } from "../api/get-tile-details";
import { updateEstimate } from "../api/update-estimate";
import { updateFixingData } from "../api/update-fixing-data";
import { updateSystems } from "../api/update-systems";
import { updateTileDetails } from "../api/update-tile-details";
import {
  estimateBody,
  fixingBody,
  type RoofEditorField,
  type RoofEditorValues,
  type RoofRecords,
  type RoofSection,
  roofEditorValues,
  SECTION_FIELDS,
  sectionValues,
  systemsBody,
  tileBody,
} from "../form/roof-editor-values";
import { roofEditorResolver, validateSection } from "../form/validate-roof-editor";
import { invalidateRoofResults } from "../lib/refresh-roof";
import { type AutosaveSteps, createRoofAutosave, formDraftTarget, type RoofAutosave } from "../lib/roof-autosave";
import { roofEditorToast } from "../lib/roof-editor-toasts";

type SectionRecord = RoofRecords[RoofSection];

const SECTION_QUERY: Record<RoofSection, { key: (roofId: number) => readonly unknown[] }> = {
  fixing: { key: fixingDataQueryKey },
  tile: { key: tileDetailsQueryKey },
  estimate: { key: estimateQueryKey },
  systems: { key: systemsQueryKey },
};

function fetchSection(queryClient: QueryClient, section: RoofSection, roofId: number): Promise<SectionRecord> {
  switch (section) {
    case "fixing":
      return queryClient.fetchQuery({ ...fixingDataQueryOptions(roofId), staleTime: 0 });
    case "tile":
      return queryClient.fetchQuery({ ...tileDetailsQueryOptions(roofId), staleTime: 0 });
    case "estimate":
      return queryClient.fetchQuery({ ...estimateQueryOptions(roofId), staleTime: 0 });
    case "systems":
      return queryClient.fetchQuery({ ...systemsQueryOptions(roofId), staleTime: 0 });
  }
}

/** What else a saved section changes on the server, read again after the save (spec 03 §4: save, then refetch). */
const SECTIONS_CHANGED_BY: Record<RoofSection, readonly RoofSection[]> = {
  // The calculated lengths and the headlap range follow the dimensions; an edge they take away loses its system.
  fixing: ["estimate", "tile", "systems"],
  // The tile gives load factors (γQ, KFI): the fixing data carries the factors in use.
  tile: ["fixing"],
  // A blank or zero length clears its edge's system on the server.
  estimate: ["systems"],
  systems: [],
};

/** The server's model-state keys for the fields the form names differently. */
const MODEL_STATE_REDIRECTS: Partial<Record<string, Path<RoofEditorValues>>> = Object.fromEntries(
  EDGE_TYPES.flatMap((edge) => [
    [modelStateKey(edge.serverEstimateField), edge.estimateField],
    [modelStateKey(edge.serverSystemField), edge.systemField],
  ]),
);
const ALL_FIELDS = Object.values(SECTION_FIELDS).flat() as Path<RoofEditorValues>[];

export interface RoofEditorFormOptions {
  roofId: number;
  records: RoofRecords;
  /** Runs the estimate recalculation after a save with a roof area (spec 03 §4). */
  recalculate: (force: boolean) => Promise<void>;
  debounceMs?: number;
}

export interface RoofEditorForm {
  form: UseFormReturn<RoofEditorValues>;
  autosave: RoofAutosave;
}

/**
 * The roof editor's form and its autosave. The form starts from the loaded sections, so nothing can be saved
 * before the initial load completes; each section is then saved at the version it was last read or saved at.
 */
export function useRoofEditorForm({ roofId, records, recalculate, debounceMs }: RoofEditorFormOptions): RoofEditorForm {
  const queryClient = useQueryClient();
  const form = useForm<RoofEditorValues>({
    mode: "onBlur",
    reValidateMode: "onBlur",
    defaultValues: roofEditorValues(records),
    resolver: roofEditorResolver(roofId),
  });
  // react-hook-form keeps `formState.errors` current only once it is read in render: the autosave asks it whether
  // the form has errors (a required field left blank blocks the save), so it is read here.
  const { errors: formErrors } = form.formState;
  const versions = useRef<Record<RoofSection, number>>({
    fixing: records.fixing.version,
    tile: records.tile.version,
    estimate: records.estimate.version,
    systems: records.systems.version,
  });
  const referenceNumber = useRef(records.tile.referenceNumber);

  /** A section as the server has it: its version, and its values for every field the user is not editing. */
  function applyRecord(section: RoofSection, record: SectionRecord, edited: ReadonlySet<RoofEditorField>) {
    versions.current[section] = record.version;
    if (section === "tile") referenceNumber.current = (record as RoofTileDetails).referenceNumber;
    queryClient.setQueryData(SECTION_QUERY[section].key(roofId), record);
    for (const [field, value] of Object.entries(sectionValues(section, record))) {
      if (!edited.has(field as RoofEditorField)) form.setValue(field as RoofEditorField, value);
    }
  }

  async function send(section: RoofSection): Promise<SectionRecord> {
    const values = form.getValues();
    const version = versions.current[section];
    switch (section) {
      case "fixing":
        return updateFixingData({ ...fixingBody(values, roofId), version } as Parameters<typeof updateFixingData>[0]);
      case "tile":
        return updateTileDetails({ ...tileBody(values, roofId, referenceNumber.current), version } as Parameters<
          typeof updateTileDetails
        >[0]);
      case "estimate":
        return updateEstimate({ ...estimateBody(values, roofId), version } as Parameters<typeof updateEstimate>[0]);
      case "systems":
        return updateSystems({ ...systemsBody(values, roofId), version } as Parameters<typeof updateSystems>[0]);
    }
  }

  const steps = (): AutosaveSteps => ({
    missingPrerequisite: (section) => {
      const values = form.getValues();
      if (section === "fixing" && values.roofTypeId === "") return ROOF_EDITOR_MESSAGES.roofTypeRequired;
      if (section === "tile" && (values.tileId === "" || values.colourId === ""))
        return ROOF_EDITOR_MESSAGES.tileDetailsRequired;
      return null;
    },
    hasFormErrors: () => Object.keys(formErrors).length > 0,
    validate: (section) => {
      const errors = validateSection(section, form.getValues(), roofId);
      for (const [field, message] of Object.entries(errors)) {
        form.setError(field as RoofEditorField, { type: "validation", message });
      }
      return Object.keys(errors).length === 0;
    },
    save: async (section, edited) => applyRecord(section, await send(section), edited),
    reload: async (section) => {
      form.clearErrors(SECTION_FIELDS[section] as RoofEditorField[]);
      applyRecord(section, await fetchSection(queryClient, section, roofId), new Set());
    },
    showServerErrors: (error) => {
      if (error instanceof ApiError) {
        applyModelState(error.failure.body?.modelState, form.setError, ALL_FIELDS, MODEL_STATE_REDIRECTS);
      }
    },
    afterSaves: async (saved, edited) => {
      roofEditorToast.info(ROOF_EDITOR_MESSAGES.refetching);
      const changed = new Set(saved.flatMap((section) => SECTIONS_CHANGED_BY[section]));
      const reloads = [...changed].map(async (section) =>
        applyRecord(section, await fetchSection(queryClient, section, roofId), edited),
      );
      await Promise.allSettled([
        ...reloads,
        queryClient.invalidateQueries({ queryKey: systemOptionsQueryKey(roofId) }),
        invalidateRoofResults(queryClient, roofId),
      ]);
      roofEditorToast.success(ROOF_EDITOR_MESSAGES.refetched);
      const roofArea = Number(form.getValues("mainArea"));
      if (form.getValues("mainArea") !== "" && roofArea > 0) await recalculate(false);
    },
    notify: {
      saving: () => roofEditorToast.info(ROOF_EDITOR_MESSAGES.saving),
      saved: () => roofEditorToast.success(ROOF_EDITOR_MESSAGES.saved),
      blocked: (message) => roofEditorToast.warning(message),
      formErrors: () => roofEditorToast.error(ROOF_EDITOR_MESSAGES.formErrors),
      stale: (message) => roofEditorToast.error(message),
      failed: () => roofEditorToast.error(ROOF_EDITOR_MESSAGES.saveFailed),
    },
  });

  // The autosave reads the latest steps at each run, so the closures above always see the current form.
  const latestSteps = useRef(steps);
  latestSteps.current = steps;
  // Unsaved edits are kept in this browser and put back when the roof is opened again (roof-autosave.ts).
  const [autosave] = useState(() =>
    createRoofAutosave(() => latestSteps.current(), debounceMs, formDraftTarget(roofId, form, versions.current)),
  );
  // A queued save must not outlive the page it belongs to.
  useEffect(() => {
    autosave.start();
    return () => autosave.stop();
  }, [autosave]);

  return { form, autosave };
}
