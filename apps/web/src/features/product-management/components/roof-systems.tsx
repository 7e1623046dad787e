import {
  COMPONENT_UNITS,
  entityMessages,
  type FormulaOption,
  NBS_SECTIONS,
  NBS_SUB_GROUPS,
  NBS_SUB_PRODUCT_TYPES,
  PRODUCT_COMPONENT_SUBTYPES,
  REFERENCE_ERROR_MESSAGES,
  REFERENCE_SUCCESS_MESSAGES,
  ROOF_SYSTEM_COMPONENT_PAGE_SIZE,
  ROOF_SYSTEM_GROUP_NAMES,
  type RoofSystem,
  type RoofSystemComponent,
  RoofSystemComponentInputSchema,
  RoofSystemInputSchema,
  PRODUCT_MANAGEMENT_MESSAGES as TEXT,
  type Tile,
} from "@portal/contracts";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Dialog } from "@/components/ui/dialog";
import { useCatalogueMutation, useDeleteEntity, useItem, useList, useSaveEntity } from "../api/catalogue-api";
import { editPath, NEW_ID } from "../lib/paths";
import { DataList } from "./data-list";
import { EditPageFrame, type EditPageProps, Section } from "./edit-frame";
import { EntityForm, type FieldConfig, toFormValues } from "./entity-form";

const BASE = "/productroofsystems";
const options = (list: ReadonlyArray<{ id: number; name: string }>) =>
  list.map(({ id, name }) => ({ value: id, label: name }));

export function roofSystemFields(tiles: readonly Tile[]): FieldConfig[] {
  return [
    { name: "name", label: "Name", kind: "text", required: true },
    {
      name: "groupName",
      label: "Group Name",
      kind: "select",
      required: true,
      options: ROOF_SYSTEM_GROUP_NAMES.map((group) => ({ value: group, label: group })),
    },
    {
      name: "associatedProductCode",
      label: "Associated Product Code",
      kind: "select",
      required: true,
      options: tiles.map((tile) => ({ value: tile.code, label: `${tile.code} – ${tile.name}` })),
    },
    { name: "minPitch", label: "Min Pitch", kind: "number", required: true },
    { name: "maxPitch", label: "Max Pitch", kind: "number", required: true },
    { name: "nbsClause", label: "NBS Clause", kind: "text", required: true },
    { name: "nbsSection", label: "NBS Section", kind: "select", required: true, options: options(NBS_SECTIONS) },
    {
      name: "clauseSubgroup",
      label: "Clause Subgroup",
      kind: "select",
      required: true,
      options: options(NBS_SUB_GROUPS),
    },
    { name: "isActive", label: "Is Active?", kind: "checkbox" },
  ];
}

export function RoofSystemsTab() {
  const navigate = useNavigate();
  const list = useList<RoofSystem>(BASE, "roof system");
  const remover = useDeleteEntity("roof system", "Roof System");
  return (
    <DataList<RoofSystem>
      rows={list.data ?? []}
      entity="roof system"
      isLoading={list.isLoading}
      columns={[
        { key: "name", header: "Name", value: (row) => row.name },
        { key: "groupName", header: "Group Name", value: (row) => row.groupName },
        { key: "code", header: "Associated Product Code", value: (row) => row.associatedProductCode },
        { key: "minPitch", header: "Min Pitch", value: (row) => row.minPitch },
        { key: "maxPitch", header: "Max Pitch", value: (row) => row.maxPitch },
        { key: "components", header: "Components", value: (row) => row.componentCount },
        { key: "isActive", header: "Is Active?", value: (row) => row.isActive },
      ]}
      onAdd={() => void navigate(editPath("roof-systems", NEW_ID))}
      onEdit={(row) => void navigate(editPath("roof-systems", row.id))}
      onDelete={(row) => remover.mutateAsync({ method: "DELETE", path: `${BASE}/${row.id}` })}
    />
  );
}

export function RoofSystemEditPage({ id, done }: EditPageProps) {
  const item = useItem<RoofSystem>(id === null ? null : `${BASE}/${id}`, "roof system");
  const tiles = useList<Tile>("/tiles", "tile");
  const saver = useSaveEntity<RoofSystem>(BASE, "roof system", "Roof System");
  const fields = roofSystemFields(tiles.data ?? []);
  return (
    <EditPageFrame title="Roof System" isNew={id === null} done={done} isLoading={id !== null && !item.data}>
      <EntityForm
        schema={RoofSystemInputSchema}
        fields={fields}
        initialValues={toFormValues(fields, item.data, { isActive: id === null })}
        onSubmit={async (values) => {
          await saver.save(id, values);
          done();
        }}
      />
      {item.data ? <RoofSystemComponents roofSystemId={item.data.id} /> : null}
    </EditPageFrame>
  );
}

/** The system's components: a paged, sortable table (default 10) with Add Component, Edit and Delete (spec 03 §2.2). */
function RoofSystemComponents({ roofSystemId }: { roofSystemId: number }) {
  const list = useList<RoofSystemComponent>(`${BASE}/getroofsystemcomponents/${roofSystemId}`, "roof system component");
  const remove = useCatalogueMutation<unknown>({
    failure: REFERENCE_ERROR_MESSAGES.deleteRoofSystemComponentFailed,
    success: entityMessages.deleted("Roof system component"),
  });
  const [editing, setEditing] = useState<RoofSystemComponent | "new" | null>(null);
  return (
    <Section title="Components">
      <DataList<RoofSystemComponent>
        rows={list.data ?? []}
        entity="roof system component"
        isLoading={list.isLoading}
        addLabel={TEXT.addComponent}
        defaultPageSize={ROOF_SYSTEM_COMPONENT_PAGE_SIZE}
        columns={[
          { key: "code", header: "Code", value: (row) => row.code },
          { key: "name", header: "Name", value: (row) => row.name },
          { key: "addedWastage", header: "Added Wastage", value: (row) => row.addedWastage },
          { key: "number", header: "Number", value: (row) => row.number },
          { key: "per", header: "Per", value: (row) => row.per },
          { key: "unit", header: "Unit", value: (row) => row.unit },
          { key: "formulaId", header: "Formula ID", value: (row) => row.formulaId },
          { key: "subType", header: "Sub Type", value: (row) => row.subTypeName },
          { key: "nbsSubType", header: "NBS Sub Type", value: (row) => row.nbsSubTypeName },
        ]}
        onAdd={() => setEditing("new")}
        onEdit={(row) => setEditing(row)}
        onDelete={(row) =>
          remove.mutateAsync({ method: "DELETE", path: `${BASE}/deleteproductroofsystemcomponent/${row.id}` })
        }
      />
      <Dialog
        open={editing !== null}
        title={editing === "new" ? entityMessages.addTitle("Component") : entityMessages.editTitle("Component")}
        onClose={() => setEditing(null)}
        noFooter
        size="lg"
      >
        {editing !== null ? (
          <ComponentDialogForm
            roofSystemId={roofSystemId}
            component={editing === "new" ? null : editing}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
    </Section>
  );
}

function ComponentDialogForm({
  roofSystemId,
  component,
  onDone,
}: {
  roofSystemId: number;
  component: RoofSystemComponent | null;
  onDone: () => void;
}) {
  const formulas = useList<FormulaOption>(`${BASE}/registeredcalculations`, "formula");
  const create = useCatalogueMutation<RoofSystemComponent>({
    failure: REFERENCE_ERROR_MESSAGES.createRoofSystemComponentFailed,
    success: REFERENCE_SUCCESS_MESSAGES.roofSystemComponentCreated,
  });
  const update = useCatalogueMutation<RoofSystemComponent>({
    failure: REFERENCE_ERROR_MESSAGES.updateRoofSystemComponentFailed,
    success: REFERENCE_SUCCESS_MESSAGES.roofSystemComponentUpdated,
  });
  const fields: FieldConfig[] = [
    {
      name: "productId",
      label: TEXT.componentLabel,
      kind: "component",
      required: true,
      showPackDetails: true,
      current: component
        ? {
            id: component.productId,
            code: component.code,
            name: component.name,
            addedWastage: component.addedWastage,
            packQuantity: component.packQuantity,
          }
        : null,
    },
    { name: "number", label: "Number", kind: "number", required: true },
    { name: "per", label: "Per", kind: "number", required: true },
    {
      name: "unit",
      label: "Unit",
      kind: "select",
      required: true,
      options: COMPONENT_UNITS.map((unit) => ({ value: unit, label: unit })),
    },
    {
      name: "formulaId",
      label: "Formula ID",
      kind: "select",
      required: true,
      options: (formulas.data ?? []).map((formula) => ({
        value: formula.formulaId,
        label: `${formula.formulaId} – ${formula.formulaName}`,
      })),
    },
    { name: "subType", label: "Sub Type", kind: "select", options: options(PRODUCT_COMPONENT_SUBTYPES) },
    { name: "nbsSubType", label: "NBS Sub Type", kind: "select", options: options(NBS_SUB_PRODUCT_TYPES) },
  ];
  return (
    <div className="space-y-4">
      <EntityForm
        schema={RoofSystemComponentInputSchema}
        fields={fields}
        initialValues={toFormValues(fields, component, { number: 1, per: 1, unit: "Off" })}
        extraValues={{ roofSystemId }}
        onCancel={onDone}
        onSubmit={async (values) => {
          if (component) {
            await update.mutateAsync({
              method: "PUT",
              path: `${BASE}/updateproductroofsystemcomponents/${component.id}`,
              body: values,
            });
          } else {
            await create.mutateAsync({
              method: "PUT",
              path: `${BASE}/updateproductroofsystemcomponents`,
              body: values,
            });
          }
          onDone();
        }}
      />
    </div>
  );
}
