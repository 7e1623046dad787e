import {
  type Colour,
  type ComponentColour,
  ComponentColourInputSchema,
  entityMessages,
  NBS_SUB_PRODUCT_TYPES,
  PRODUCT_COMPONENT_SUBTYPES,
  PRODUCT_COMPONENT_TYPE_OPTIONS,
  PRODUCT_COMPONENT_TYPES,
  type ProductComponent,
  type ProductComponentInput,
  ProductComponentInputSchema,
  PRODUCT_MANAGEMENT_MESSAGES as TEXT,
} from "@portal/contracts";
import { PRODUCT_COMPONENTS_TEXT as WORDS } from "@portal/contracts/ui";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { SelectField } from "@/components/ui/form/select-field";
import { useColours } from "../api/colours/get-colours";
import { useDeleteComponentColour } from "../api/component-colours/delete-component-colour";
import { useComponentColours } from "../api/component-colours/get-component-colours";
import { useCreateComponentColour, useUpdateComponentColour } from "../api/component-colours/save-component-colour";
import { useDeleteProductComponent } from "../api/product-components/delete-product-component";
import { useProductComponent } from "../api/product-components/get-product-component";
import { useProductComponents } from "../api/product-components/get-product-components";
import { useCreateProductComponent, useUpdateProductComponent } from "../api/product-components/save-product-component";
import { colourOptions, idNameOptions } from "../lib/options";
import { saveWith } from "../lib/save-entity";
import { DataList } from "./data-list";
import { EditFormPage, type EditPageProps, Section } from "./edit-frame";
import type { FieldConfig } from "./entity-form";
import { PageListTab } from "./page-list-tab";

export const PRODUCT_COMPONENT_FIELDS: FieldConfig<ProductComponentInput>[] = [
  { name: "code", label: WORDS.code, kind: "text", required: true },
  { name: "name", label: WORDS.name, kind: "text", required: true },
  { name: "manufacturer", label: WORDS.manufacturer, kind: "text" },
  {
    name: "type",
    label: WORDS.type,
    kind: "select",
    required: true,
    options: idNameOptions(PRODUCT_COMPONENT_TYPE_OPTIONS),
  },
  { name: "subType", label: WORDS.subType, kind: "select", options: idNameOptions(PRODUCT_COMPONENT_SUBTYPES) },
  {
    name: "nbsSubProductType",
    label: WORDS.nbsSubProductType,
    kind: "select",
    options: idNameOptions(NBS_SUB_PRODUCT_TYPES),
  },
  { name: "packQuantity", label: WORDS.packQuantity, kind: "number" },
  { name: "addedWastage", label: WORDS.addedWastage, kind: "number" },
  {
    name: "roundUp",
    label: WORDS.roundUp,
    kind: "select",
    options: [
      { value: "Y", label: "Y" },
      { value: "N", label: "N" },
    ],
  },
  { name: "clipRxFailure", label: WORDS.clipRxFailure, kind: "number" },
  { name: "resistance", label: WORDS.resistance, kind: "number" },
  { name: "counterBattenDepth", label: WORDS.counterBattenDepth, kind: "number" },
  { name: "underlayPerArea", label: WORDS.underlayPerArea, kind: "number" },
  { name: "isAirPermeable", label: WORDS.isAirPermeable, kind: "checkbox" },
  { name: "isTileFixing", label: WORDS.isTileFixing, kind: "checkbox" },
  { name: "isRblkend", label: WORDS.isRblkend, kind: "checkbox" },
  { name: "isHblkend", label: WORDS.isHblkend, kind: "checkbox" },
  { name: "isActive", label: WORDS.isActive, kind: "checkbox" },
  { name: "comments", label: WORDS.comments, kind: "textarea" },
  { name: "specialInfo", label: WORDS.specialInfo, kind: "textarea" },
];

export function ProductComponentsTab() {
  const remove = useDeleteProductComponent();
  return (
    <PageListTab<ProductComponent>
      tab="product-components"
      list={useProductComponents()}
      entity={WORDS.entity}
      columns={[
        { key: "code", header: WORDS.code, value: (row) => row.code },
        { key: "type", header: WORDS.type, value: (row) => row.typeName },
        { key: "name", header: WORDS.name, value: (row) => row.name },
        { key: "roundUp", header: WORDS.roundUp, value: (row) => row.roundUp },
        { key: "addedWastage", header: WORDS.addedWastage, value: (row) => row.addedWastage },
        { key: "comments", header: WORDS.comments, value: (row) => row.comments },
        { key: "isActive", header: WORDS.isActive, value: (row) => row.isActive },
      ]}
      onDelete={(row) => remove.mutateAsync(row.id)}
    />
  );
}

export function ProductComponentEditPage({ id, done }: EditPageProps) {
  const component = useProductComponent(id);
  const save = saveWith(useCreateProductComponent(), useUpdateProductComponent());
  return (
    <EditFormPage
      id={id}
      done={done}
      title={WORDS.title}
      item={component.data}
      schema={ProductComponentInputSchema}
      fields={PRODUCT_COMPONENT_FIELDS}
      defaults={{ roundUp: "Y", isActive: id === null }}
      onSave={save}
    >
      {component.data ? <ColourMappingsSection component={component.data} /> : null}
    </EditFormPage>
  );
}

const MAPPING = WORDS.colourMappings;

/** The component's colours, each with the tile colours it goes with (spec 03 §2.2). */
function ColourMappingsSection({ component }: { component: ProductComponent }) {
  const mappings = useComponentColours(component.id);
  const colours = useColours();
  const remove = useDeleteComponentColour(component.id);
  const [editing, setEditing] = useState<ComponentColour | "new" | null>(null);
  return (
    <Section title={MAPPING.section}>
      <DataList<ComponentColour>
        rows={mappings.data ?? []}
        entity={MAPPING.entity}
        searchable={false}
        emptyText={TEXT.noColourMappings}
        addLabel={TEXT.addColourMapping}
        isLoading={mappings.isLoading}
        columns={[
          { key: "suffix", header: MAPPING.suffix, value: (row) => row.suffix },
          { key: "description", header: MAPPING.description, value: (row) => row.description },
          { key: "finish", header: MAPPING.finish, value: (row) => row.finish },
          { key: "linked", header: MAPPING.linkedTileColours, value: (row) => row.linkedTileColours.join(", ") },
        ]}
        onAdd={() => setEditing("new")}
        onEdit={(row) => setEditing(row)}
        onDelete={(row) => remove.mutateAsync(row.id)}
      />
      <Dialog
        open={editing !== null}
        title={editing === "new" ? entityMessages.addTitle(MAPPING.title) : entityMessages.editTitle(MAPPING.title)}
        onClose={() => setEditing(null)}
        noFooter
      >
        {editing !== null ? (
          <ColourMappingForm
            component={component}
            mapping={editing === "new" ? null : editing}
            colours={colours.data ?? []}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
    </Section>
  );
}

function ColourMappingForm({
  component,
  mapping,
  colours,
  onDone,
}: {
  component: ProductComponent;
  mapping: ComponentColour | null;
  colours: readonly Colour[];
  onDone: () => void;
}) {
  const [mappedId, setMappedId] = useState(mapping ? String(mapping.mappedId) : "");
  const [linked, setLinked] = useState<string[]>(mapping?.linkedTileColours ?? []);
  const [error, setError] = useState<string | undefined>();
  const isFitting = component.type === PRODUCT_COMPONENT_TYPES.fitting;
  const create = useCreateComponentColour(component.id);
  const update = useUpdateComponentColour(component.id);
  const saveMapping = saveWith(create, update);
  const pending = create.isPending || update.isPending;

  const save = async () => {
    if (pending) return;
    const parsed = ComponentColourInputSchema.safeParse({
      productId: component.id,
      mappedId,
      linkedTileColours: isFitting ? [] : linked,
    });
    if (!parsed.success) {
      setError(
        parsed.error.issues.find((issue) => issue.path[0] === "mappedId")?.message ?? parsed.error.issues[0]?.message,
      );
      return;
    }
    try {
      await saveMapping(mapping ? mapping.id : null, parsed.data);
      onDone();
    } catch {
      // The toast has been shown; the dialog stays open (spec 03 §8).
    }
  };

  return (
    <div className="space-y-4">
      <SelectField
        label={MAPPING.selectColours}
        required
        placeholder=""
        options={colourOptions(colours)}
        value={mappedId}
        onChange={(event) => {
          setMappedId(event.target.value);
          setError(undefined);
        }}
        {...(error ? { error } : {})}
      />
      <fieldset disabled={isFitting} className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">{MAPPING.linkedTileColours}</legend>
        {isFitting ? <p className="text-sm text-slate-500">{TEXT.linkedColoursDisabledForFitting}</p> : null}
        <div className="grid max-h-48 grid-cols-2 gap-1 overflow-y-auto sm:grid-cols-3">
          {colours.map((colour) => (
            <label key={colour.id} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                checked={linked.includes(colour.suffix)}
                onChange={(event) =>
                  setLinked((current) =>
                    event.target.checked
                      ? [...current, colour.suffix]
                      : current.filter((suffix) => suffix !== colour.suffix),
                  )
                }
              />
              {colour.suffix}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={pending}>
          {TEXT.cancel}
        </Button>
        <Button onClick={() => void save()} isLoading={pending}>
          {TEXT.save}
        </Button>
      </div>
    </div>
  );
}
