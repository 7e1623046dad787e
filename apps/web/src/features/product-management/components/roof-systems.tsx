import {
  COMPONENT_UNITS,
  type FormulaOption,
  NBS_SECTIONS,
  NBS_SUB_GROUPS,
  NBS_SUB_PRODUCT_TYPES,
  PRODUCT_COMPONENT_SUBTYPES,
  ROOF_SYSTEM_COMPONENT_PAGE_SIZE,
  ROOF_SYSTEM_GROUP_NAMES,
  type RoofSystem,
  type RoofSystemComponent,
  type RoofSystemComponentInput,
  RoofSystemComponentInputSchema,
  type RoofSystemInput,
  RoofSystemInputSchema,
  PRODUCT_MANAGEMENT_MESSAGES as TEXT,
  type Tile,
} from "@portal/contracts";
import { useDeleteRoofSystemComponent } from "../api/roof-system-components/delete-roof-system-component";
import { useRoofSystemComponents } from "../api/roof-system-components/get-roof-system-components";
import {
  useCreateRoofSystemComponent,
  useUpdateRoofSystemComponent,
} from "../api/roof-system-components/save-roof-system-component";
import { useDeleteRoofSystem } from "../api/roof-systems/delete-roof-system";
import { useFormulas } from "../api/roof-systems/get-formulas";
import { useRoofSystem } from "../api/roof-systems/get-roof-system";
import { useRoofSystems } from "../api/roof-systems/get-roof-systems";
import { useCreateRoofSystem, useUpdateRoofSystem } from "../api/roof-systems/save-roof-system";
import { useTiles } from "../api/tiles/get-tiles";
import { codeAndName, idNameOptions, sameValueOptions } from "../lib/options";
import { listActionsWith, saveWith } from "../lib/save-entity";
import { EditFormPage, type EditPageProps } from "./edit-frame";
import type { FieldConfig } from "./entity-form";
import { PageListTab } from "./page-list-tab";
import { SubSection } from "./sub-section";

export function roofSystemFields(tiles: readonly Tile[]): FieldConfig<RoofSystemInput>[] {
  return [
    { name: "name", label: "Name", kind: "text", required: true },
    {
      name: "groupName",
      label: "Group Name",
      kind: "select",
      required: true,
      options: sameValueOptions(ROOF_SYSTEM_GROUP_NAMES),
    },
    {
      name: "associatedProductCode",
      label: "Associated Product Code",
      kind: "select",
      required: true,
      options: tiles.map((tile) => ({ value: tile.code, label: codeAndName(tile) })),
    },
    { name: "minPitch", label: "Min Pitch", kind: "number", required: true },
    { name: "maxPitch", label: "Max Pitch", kind: "number", required: true },
    { name: "nbsClause", label: "NBS Clause", kind: "text", required: true },
    { name: "nbsSection", label: "NBS Section", kind: "select", required: true, options: idNameOptions(NBS_SECTIONS) },
    {
      name: "clauseSubgroup",
      label: "Clause Subgroup",
      kind: "select",
      required: true,
      options: idNameOptions(NBS_SUB_GROUPS),
    },
    { name: "isActive", label: "Is Active?", kind: "checkbox" },
  ];
}

export function RoofSystemsTab() {
  const remove = useDeleteRoofSystem();
  return (
    <PageListTab<RoofSystem>
      tab="roof-systems"
      list={useRoofSystems()}
      entity="roof system"
      columns={[
        { key: "name", header: "Name", value: (row) => row.name },
        { key: "groupName", header: "Group Name", value: (row) => row.groupName },
        { key: "code", header: "Associated Product Code", value: (row) => row.associatedProductCode },
        { key: "minPitch", header: "Min Pitch", value: (row) => row.minPitch },
        { key: "maxPitch", header: "Max Pitch", value: (row) => row.maxPitch },
        { key: "components", header: "Components", value: (row) => row.componentCount },
        { key: "isActive", header: "Is Active?", value: (row) => row.isActive },
      ]}
      onDelete={(row) => remove.mutateAsync(row.id)}
    />
  );
}

export function RoofSystemEditPage({ id, done }: EditPageProps) {
  const roofSystem = useRoofSystem(id);
  const tiles = useTiles();
  const save = saveWith(useCreateRoofSystem(), useUpdateRoofSystem());
  return (
    <EditFormPage
      id={id}
      done={done}
      title="Roof System"
      item={roofSystem.data}
      schema={RoofSystemInputSchema}
      fields={roofSystemFields(tiles.data ?? [])}
      defaults={{ isActive: id === null }}
      onSave={save}
    >
      {roofSystem.data ? <RoofSystemComponents roofSystemId={roofSystem.data.id} /> : null}
    </EditFormPage>
  );
}

function componentFields(
  component: RoofSystemComponent | null,
  formulas: readonly FormulaOption[],
): FieldConfig<RoofSystemComponentInput>[] {
  return [
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
    { name: "unit", label: "Unit", kind: "select", required: true, options: sameValueOptions(COMPONENT_UNITS) },
    {
      name: "formulaId",
      label: "Formula ID",
      kind: "select",
      required: true,
      options: formulas.map((formula) => ({
        value: formula.formulaId,
        label: `${formula.formulaId} – ${formula.formulaName}`,
      })),
    },
    { name: "subType", label: "Sub Type", kind: "select", options: idNameOptions(PRODUCT_COMPONENT_SUBTYPES) },
    { name: "nbsSubType", label: "NBS Sub Type", kind: "select", options: idNameOptions(NBS_SUB_PRODUCT_TYPES) },
  ];
}

/** The system's components: a paged, sortable table (default 10) with Add Component, Edit and Delete (spec 03 §2.2). */
function RoofSystemComponents({ roofSystemId }: { roofSystemId: number }) {
  const components = useRoofSystemComponents(roofSystemId);
  const formulas = useFormulas();
  const actions = listActionsWith(
    useCreateRoofSystemComponent(roofSystemId),
    useUpdateRoofSystemComponent(roofSystemId),
    useDeleteRoofSystemComponent(roofSystemId),
  );
  return (
    <SubSection<RoofSystemComponent, typeof RoofSystemComponentInputSchema>
      title="Components"
      itemTitle="Component"
      entity="roof system component"
      searchable
      rows={components.data ?? []}
      isLoading={components.isLoading}
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
      schema={RoofSystemComponentInputSchema}
      fields={(component) => componentFields(component, formulas.data ?? [])}
      defaults={{ number: 1, per: 1, unit: "Off" }}
      extraValues={{ roofSystemId }}
      {...actions}
    />
  );
}
