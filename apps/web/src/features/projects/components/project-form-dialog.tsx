import {
  CLONE_NAME_SUFFIX,
  DEFAULT_SOURCE_LABEL,
  DEFAULT_STATUS_LABEL,
  type Project,
  type ProjectFormValues,
  projectFormSchema,
} from "@portal/contracts";
import { COMPANY_SHARING_TEXT, PROJECT_DIALOG_TEXT, PROJECT_FIELD_LABELS } from "@portal/contracts/ui";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { Dialog, FormDialogButtons } from "@/components/ui/dialog";
import { DateInput } from "@/components/ui/form/date-input";
import { SearchableSelect } from "@/components/ui/form/searchable-select";
import { TextField } from "@/components/ui/form/text-field";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { useContractForm } from "@/lib/forms/use-contract-form";
import { useVersionedSave } from "@/lib/versioned-save";
import { useCloneProject } from "../api/clone-project";
import { useCreateProject } from "../api/create-project";
import type { CustomerPrefill } from "../api/get-customer";
import { useProjectCategories } from "../api/get-project-categories";
import { useProjectOwners } from "../api/get-project-owners";
import { useProjectSources } from "../api/get-project-sources";
import { useProjectStatuses } from "../api/get-project-statuses";
import { useSalesPersons } from "../api/get-sales-persons";
import { offersSharingSwitch, useCompanySharing } from "../hooks/use-company-sharing";
import { type ProjectRole, useProjectRole } from "../hooks/use-project-role";
import { useLoadedProject, useSaveProject } from "../hooks/use-save-project";
import { CustomerSearch } from "./customer-search";
import { projectToFormValues } from "./project-form-values";

export interface ProjectFormDialogProps {
  open: boolean;
  /** Clone mode shows the project's fields under the copy's name and needs only a valid form (spec 02 §5). */
  mode: "add" | "edit" | "clone";
  /** The project being edited or cloned. */
  project?: Project;
  /** ASM and public users' own details (GET /users/profile), filling the customer fields of a new project. */
  customerPrefill?: CustomerPrefill | null;
  isPrefillLoading?: boolean;
  onClose: () => void;
  onSaved?: (project: { id: number }) => void;
}

interface Lookups {
  salesPersons: { value: number; label: string }[];
  projectOwners: { value: number; label: string }[];
  sources: { value: number; label: string }[];
  statuses: { value: number; label: string }[];
  categories: { value: number; label: string }[];
}

const toOptions = (items: readonly { id: number; name: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: item.id, label: item.name }));

/** Lists only staff load (spec 02 §6); each failure has its own toast. */
function useLookups(isStaff: boolean): { lookups: Lookups; isLoading: boolean } {
  const salesPersons = useSalesPersons(isStaff);
  const projectOwners = useProjectOwners(isStaff);
  const sources = useProjectSources(isStaff);
  const statuses = useProjectStatuses(isStaff);
  const categories = useProjectCategories(isStaff);
  const all = [salesPersons, projectOwners, sources, statuses, categories];
  return {
    lookups: {
      salesPersons: toOptions(salesPersons.data),
      projectOwners: toOptions(projectOwners.data),
      sources: toOptions(sources.data),
      statuses: toOptions(statuses.data),
      categories: toOptions(categories.data),
    },
    isLoading: isStaff && all.some((query) => query.isPending && query.fetchStatus !== "idle"),
  };
}

const idOf = (options: Lookups["statuses"], label: string) =>
  options.find((option) => option.label === label)?.value ?? null;
const hasOption = (options: Lookups["statuses"], id: number | undefined) =>
  id !== undefined && options.some((option) => option.value === id) ? id : null;

/** A new staff project starts as the server would default it: TBD, Website, owner and sales lead = me. */
function newProjectValues(role: ProjectRole, lookups: Lookups, prefill: CustomerPrefill | null | undefined) {
  const values: ProjectFormValues = { ...projectToFormValues(), ...(prefill ?? {}) };
  if (!role.isStaff) return values;
  return {
    ...values,
    projectStatusId: idOf(lookups.statuses, DEFAULT_STATUS_LABEL),
    projectSourceId: idOf(lookups.sources, DEFAULT_SOURCE_LABEL),
    projectOwnerId: hasOption(lookups.projectOwners, role.user?.id),
    salesPersonId: hasOption(lookups.salesPersons, role.user?.id),
  };
}

const TITLES = {
  add: PROJECT_DIALOG_TEXT.addTitle,
  edit: PROJECT_DIALOG_TEXT.editTitle,
  clone: PROJECT_DIALOG_TEXT.cloneTitle,
} as const;
const SUBMIT_LABELS = {
  add: PROJECT_DIALOG_TEXT.create,
  edit: PROJECT_DIALOG_TEXT.save,
  clone: PROJECT_DIALOG_TEXT.clone,
} as const;

/** The project's values for the form; a clone starts from them under the copy's default name. */
function existingProjectValues(mode: ProjectFormDialogProps["mode"], project: Project): ProjectFormValues {
  const values = projectToFormValues(project);
  return mode === "clone" ? { ...values, name: `${project.name}${CLONE_NAME_SUFFIX}` } : values;
}

/** Add, Edit and Clone Project (spec 02 §5). */
export function ProjectFormDialog(props: ProjectFormDialogProps) {
  const role = useProjectRole();
  const { lookups, isLoading } = useLookups(role.isStaff && props.open);
  const sharing = useCompanySharing();
  const title = TITLES[props.mode];
  const isReady = !isLoading && !props.isPrefillLoading && !sharing.isLoading;
  // A clone keeps its source's sharing; a new project and a saved one may offer the switch.
  const showsSharing =
    props.mode !== "clone" &&
    offersSharingSwitch(role, sharing.company, props.mode === "edit" ? props.project : undefined);
  return (
    <Dialog open={props.open} title={title} onClose={props.onClose} noFooter size="lg">
      {/* Mounted only while open, so each opening starts from the project (or the defaults) again. */}
      {props.open ? (
        isReady ? (
          <ProjectForm
            {...props}
            role={role}
            lookups={lookups}
            showsSharing={showsSharing}
            defaultValues={
              props.mode !== "add" && props.project
                ? existingProjectValues(props.mode, props.project)
                : newProjectValues(role, lookups, props.customerPrefill)
            }
          />
        ) : (
          <Spinner label="Loading..." className="text-brand-700" />
        )
      ) : null}
    </Dialog>
  );
}

function ProjectForm({
  mode,
  project,
  role,
  lookups,
  showsSharing,
  defaultValues,
  onClose,
  onSaved,
}: ProjectFormDialogProps & {
  role: ProjectRole;
  lookups: Lookups;
  showsSharing: boolean;
  defaultValues: ProjectFormValues;
}) {
  const createMutation = useCreateProject();
  const cloning = useCloneProject();
  const saveProject = useSaveProject(project?.id);
  // The form is mounted when the dialog opens: the project as it was then is what the edit was made from.
  const [openedProject] = useState(mode === "edit" ? project : undefined);
  const versioned = useVersionedSave(openedProject, useLoadedProject());
  // The switch is not one of the contract form's fields (a new project's sharing is the server's default): it
  // starts from the saved project, or on, as the server shares a company member's new project.
  const sharedAtStart = mode === "edit" && project ? project.sharedWithCompany : true;
  const [isShared, setIsShared] = useState(sharedAtStart);
  const isSharingChanged = showsSharing && isShared !== sharedAtStart;
  const {
    register,
    control,
    setValue,
    reset,
    errors,
    onSubmit,
    formState: { isValid, isDirty, isSubmitting },
  } = useContractForm({
    schema: projectFormSchema({ staff: role.isStaff, clone: mode === "clone" }),
    defaultValues,
    mode: "all",
    // A failure has been reported by the API client ('Error creating project' / 'Error updating project', or the
    // 409's message after a save made from an older version), and the server's field messages are on their
    // fields; the dialog stays.
    save: async (input) => {
      if (mode === "edit" && project) {
        const sharing = showsSharing ? { sharedWithCompany: isShared } : {};
        const saved = await versioned.save(
          (version) => saveProject({ ...input, ...sharing, version }),
          // Saved elsewhere since the dialog opened: the fields the user has not touched take the saved values,
          // the ones they changed keep their input, and Save sends them on top of the reloaded project.
          (current) => reset(projectToFormValues(current), { keepDirtyValues: true }),
        );
        onSaved?.(saved);
      } else if (mode === "clone" && project) {
        // The copy keeps the source's site; its coordinates travel with the form (spec 02 §7).
        await cloning.start(project.id, { ...input, lat: project.lat, long: project.long });
      } else {
        // Sent only when changed: otherwise the server decides (shared for a member of a company).
        const sharing = isSharingChanged ? { sharedWithCompany: isShared } : {};
        onSaved?.(await createMutation.mutateAsync({ ...input, ...sharing }));
      }
      onClose();
    },
  });
  const busy = isSubmitting || createMutation.isPending;
  const word = role.customerWord;

  const fill = (prefill: Partial<ProjectFormValues>) => {
    for (const [key, value] of Object.entries(prefill) as [keyof ProjectFormValues, string][]) {
      setValue(key, value, { shouldDirty: true, shouldValidate: true });
    }
    // A picked customer replaces the whole address, so a second line left from before would be wrong.
    setValue("customerAddress2", "", { shouldDirty: true });
  };

  const select = (
    name: "salesPersonId" | "projectOwnerId" | "projectSourceId" | "projectStatusId" | "projectCategoryId",
    label: string,
    options: Lookups["statuses"],
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SearchableSelect
          label={label}
          required
          options={options}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          error={fieldState.error?.message}
        />
      )}
    />
  );

  const date = (name: "projectedStartDate" | "projectedEndDate", label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateInput
          label={label}
          required
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          error={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField
        label={PROJECT_FIELD_LABELS.name}
        required
        autoComplete="off"
        error={errors.name?.message}
        {...register("name")}
      />
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-semibold text-slate-900">{word}</legend>
        {role.isStaff ? <CustomerSearch onPick={fill} /> : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={PROJECT_FIELD_LABELS.customerName(word)}
            autoComplete="off"
            error={errors.customerName?.message}
            {...register("customerName")}
          />
          <TextField
            label={PROJECT_FIELD_LABELS.customerAddress1}
            autoComplete="off"
            error={errors.customerAddress1?.message}
            {...register("customerAddress1")}
          />
          <TextField
            label={PROJECT_FIELD_LABELS.customerAddress2}
            autoComplete="off"
            error={errors.customerAddress2?.message}
            {...register("customerAddress2")}
          />
          <TextField
            label={PROJECT_FIELD_LABELS.customerAddressTown}
            autoComplete="off"
            error={errors.customerAddressTown?.message}
            {...register("customerAddressTown")}
          />
          <TextField
            label={PROJECT_FIELD_LABELS.customerAddressPostCode}
            autoComplete="off"
            error={errors.customerAddressPostCode?.message}
            {...register("customerAddressPostCode")}
          />
        </div>
      </fieldset>
      {role.isStaff ? (
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-slate-900">{PROJECT_DIALOG_TEXT.staffFields}</legend>
          {select("salesPersonId", PROJECT_FIELD_LABELS.salesPerson, lookups.salesPersons)}
          {select("projectOwnerId", PROJECT_FIELD_LABELS.projectOwner, lookups.projectOwners)}
          {select("projectSourceId", PROJECT_FIELD_LABELS.projectSource, lookups.sources)}
          {select("projectStatusId", PROJECT_FIELD_LABELS.projectStatus, lookups.statuses)}
          {select("projectCategoryId", PROJECT_FIELD_LABELS.projectCategory, lookups.categories)}
          <div className="hidden sm:block" />
          {date("projectedStartDate", PROJECT_FIELD_LABELS.projectedStartDate)}
          {date("projectedEndDate", PROJECT_FIELD_LABELS.projectedEndDate)}
        </fieldset>
      ) : null}
      {showsSharing ? (
        <Switch
          label={COMPANY_SHARING_TEXT.sharedWithCompany}
          description={COMPANY_SHARING_TEXT.switchDescription}
          checked={isShared}
          onChange={setIsShared}
        />
      ) : null}
      <FormDialogButtons
        submitLabel={SUBMIT_LABELS[mode]}
        isPending={busy}
        onCancel={onClose}
        cancelLabel={PROJECT_DIALOG_TEXT.cancel}
        // Create and edit need a valid and changed form; a clone only a valid one (spec 02 §5).
        submitDisabled={!isValid || (mode !== "clone" && !isDirty && !isSharingChanged)}
      />
    </form>
  );
}
