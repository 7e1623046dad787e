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
  { name: "code", label: "Code", kind: "text", required: true },
  { name: "name", label: "Name", kind: "text", required: true },
  { name: "manufacturer", label: "Manufacturer", kind: "text" },
  {
    name: "type",
    label: "Type",
    kind: "select",
    required: true,
    options: idNameOptions(PRODUCT_COMPONENT_TYPE_OPTIONS),
  },
  { name: "subType", label: "Sub Type", kind: "select", options: idNameOptions(PRODUCT_COMPONENT_SUBTYPES) },
  {
    name: "nbsSubProductType",
    label: "NBS Sub Product Type",
    kind: "select",
    options: idNameOptions(NBS_SUB_PRODUCT_TYPES),
  },
  { name: "packQuantity", label: "Pack Quantity", kind: "number" },
  { name: "addedWastage", label: "Added Wastage", kind: "number" },
  {
    name: "roundUp",
    label: "Round Up",
    kind: "select",
    options: [
      { value: "Y", label: "Y" },
      { value: "N", label: "N" },
    ],
  },
  { name: "clipRxFailure", label: "Clip Rx Failure", kind: "number" },
  { name: "resistance", label: "Resistance", kind: "number" },
  { name: "counterBattenDepth", label: "Counter Batten Depth", kind: "number" },
  { name: "underlayPerArea", label: "Underlay Per Area", kind: "number" },
  { name: "isAirPermeable", label: "Is Air Permeable", kind: "checkbox" },
  { name: "isTileFixing", label: "Is Tile Fixing", kind: "checkbox" },
  { name: "isRblkend", label: "Is Rblkend", kind: "checkbox" },
  { name: "isHblkend", label: "Is Hblkend", kind: "checkbox" },
  { name: "isActive", label: "Is Active?", kind: "checkbox" },
  { name: "comments", label: "Comments", kind: "textarea" },
  { name: "specialInfo", label: "Special Info", kind: "textarea" },
];

export function ProductComponentsTab() {
  const remove = useDeleteProductComponent();
  return (
    <PageListTab<ProductComponent>
      tab="product-components"
      list={useProductComponents()}
      entity="product component"
      columns={[
        { key: "code", header: "Code", value: (row) => row.code },
        { key: "type", header: "Type", value: (row) => row.typeName },
        { key: "name", header: "Name", value: (row) => row.name },
        { key: "roundUp", header: "Round Up", value: (row) => row.roundUp },
        { key: "addedWastage", header: "Added Wastage", value: (row) => row.addedWastage },
        { key: "comments", header: "Comments", value: (row) => row.comments },
        { key: "isActive", header: "Is Active?", value: (row) => row.isActive },
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
      title="Product Component"
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

/** The component's colours, each with the tile colours it goes with (spec 03 §2.2). */
function ColourMappingsSection({ component }: { component: ProductComponent }) {
  const mappings = useComponentColours(component.id);
  const colours = useColours();
  const remove = useDeleteComponentColour(component.id);
  const [editing, setEditing] = useState<ComponentColour | "new" | null>(null);
  return (
    <Section title="Colour Mappings">
      <DataList<ComponentColour>
        rows={mappings.data ?? []}
        entity="colour mapping"
        searchable={false}
        emptyText={TEXT.noColourMappings}
        addLabel={TEXT.addColourMapping}
        isLoading={mappings.isLoading}
        columns={[
          { key: "suffix", header: "Suffix", value: (row) => row.suffix },
          { key: "description", header: "Description", value: (row) => row.description },
          { key: "finish", header: "Finish", value: (row) => row.finish },
          { key: "linked", header: "Linked Tile Colours", value: (row) => row.linkedTileColours.join(", ") },
        ]}
        onAdd={() => setEditing("new")}
        onEdit={(row) => setEditing(row)}
        onDelete={(row) => remove.mutateAsync(row.id)}
      />
      <Dialog
        open={editing !== null}
        title={
          editing === "new" ? entityMessages.addTitle("Colour Mapping") : entityMessages.editTitle("Colour Mapping")
        }
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
        label="Select Colours"
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
        <legend className="text-sm font-medium text-slate-800">Linked Tile Colours</legend>
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
