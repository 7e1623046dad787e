import {
  type ProjectSiteInputs,
  type ProjectSiteInputsUpdate,
  ProjectSiteInputsUpdateSchema,
  SITE_TERRAINS,
} from "@portal/contracts";
import { SITE_PANEL_TEXT } from "@portal/contracts/ui";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { NumericInput } from "@/components/ui/form/numeric-input";
import { SelectField, type SelectOption } from "@/components/ui/form/select-field";
import { useContractForm } from "@/lib/forms/use-contract-form";

/** What the Site form holds: text as typed, '' for 'from the dataset'. */
const SiteFormValuesSchema = z.object({
  altitude: z.string(),
  terrain: z.enum(["", ...SITE_TERRAINS]),
  distanceInsideTown: z.string(),
  hasSignificantOrography: z.enum(["", "yes", "no"]),
  version: z.number(),
});
type SiteFormValues = z.input<typeof SiteFormValuesSchema>;

const numberOrNull = (text: string) => (text.trim() === "" ? null : Number(text));

/**
 * The form's values become the PUT body and are checked by the contract's own schema (the API's messages): a
 * blank value is null, which clears it back to the dataset's.
 */
export const SiteFormSchema = SiteFormValuesSchema.transform(
  (values): z.input<typeof ProjectSiteInputsUpdateSchema> => ({
    altitude: numberOrNull(values.altitude),
    terrain: values.terrain === "" ? null : values.terrain,
    distanceInsideTown: numberOrNull(values.distanceInsideTown),
    hasSignificantOrography: values.hasSignificantOrography === "" ? null : values.hasSignificantOrography === "yes",
    version: values.version,
  }),
).pipe(ProjectSiteInputsUpdateSchema);

const textOf = (value: number | null) => (value === null ? "" : String(value));

function formValuesOf(inputs: ProjectSiteInputs): SiteFormValues {
  return {
    altitude: textOf(inputs.altitude),
    terrain: inputs.terrain ?? "",
    distanceInsideTown: textOf(inputs.distanceInsideTown),
    hasSignificantOrography:
      inputs.hasSignificantOrography === null ? "" : inputs.hasSignificantOrography ? "yes" : "no",
    version: inputs.version,
  };
}

export type ClearableSiteField = "altitude" | "terrain" | "distanceInsideTown" | "hasSignificantOrography";

export interface SiteFormProps {
  inputs: ProjectSiteInputs;
  isSaving: boolean;
  save: (body: ProjectSiteInputsUpdate) => Promise<void>;
  /** Sends null for the one value: the dataset's value is used again. */
  clear: (field: ClearableSiteField) => Promise<void>;
}

/**
 * The four site values the owner and staff may enter (altitude, terrain, distance inside town, orography), each
 * with 'Use the dataset value' once it is entered. Mounted per stored version, so a save starts it afresh.
 */
export function SiteForm({ inputs, isSaving, save, clear }: SiteFormProps) {
  const form = useContractForm({ schema: SiteFormSchema, defaultValues: formValuesOf(inputs), save });
  const { control, errors, register } = form;
  const datasetButton = (field: ClearableSiteField, label: string) =>
    inputs[field] === null ? null : (
      <Button
        variant="ghost"
        className="mt-1 px-2 py-1 text-xs"
        aria-label={SITE_PANEL_TEXT.clearLabelFor(label)}
        disabled={isSaving}
        onClick={() => void clear(field)}
      >
        {SITE_PANEL_TEXT.useDatasetValue}
      </Button>
    );
  /** A value typed as a number, blank for the dataset's. */
  const numberValue = (name: "altitude" | "distanceInsideTown", label: string) => (
    <div>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <NumericInput
            label={label}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            error={errors[name]?.message}
            placeholder={SITE_PANEL_TEXT.fromDataset}
          />
        )}
      />
      {datasetButton(name, label)}
    </div>
  );
  /** A value chosen from a list, its placeholder standing for the dataset's. */
  const choiceValue = (name: "terrain" | "hasSignificantOrography", label: string, options: SelectOption[]) => (
    <div>
      <SelectField
        label={label}
        placeholder={SITE_PANEL_TEXT.fromDataset}
        options={options}
        error={errors[name]?.message}
        {...register(name)}
      />
      {datasetButton(name, label)}
    </div>
  );

  return (
    <form onSubmit={form.onSubmit} noValidate className="space-y-4" aria-label={SITE_PANEL_TEXT.formTitle}>
      <div>
        <h3 className="font-semibold text-slate-900">{SITE_PANEL_TEXT.formTitle}</h3>
        <p className="text-sm text-slate-600">{SITE_PANEL_TEXT.formIntro}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {numberValue("altitude", SITE_PANEL_TEXT.altitudeLabel)}
        {choiceValue("terrain", SITE_PANEL_TEXT.terrainLabel, [
          { value: "country", label: SITE_PANEL_TEXT.terrainCountry },
          { value: "town", label: SITE_PANEL_TEXT.terrainTown },
        ])}
        {numberValue("distanceInsideTown", SITE_PANEL_TEXT.distanceInsideTownLabel)}
        {choiceValue("hasSignificantOrography", SITE_PANEL_TEXT.orographyLabel, [
          { value: "yes", label: SITE_PANEL_TEXT.yes },
          { value: "no", label: SITE_PANEL_TEXT.no },
        ])}
      </div>
      <div className="flex justify-end">
        <Button type="submit" isLoading={isSaving}>
          {SITE_PANEL_TEXT.save}
        </Button>
      </div>
    </form>
  );
}
