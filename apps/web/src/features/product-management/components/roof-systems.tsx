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
import { ROOF_SYSTEMS_TEXT as WORDS } from "@portal/contracts/ui";
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
    { name: "name", label: WORDS.name, kind: "text", required: true },
    {
      name: "groupName",
      label: WORDS.groupName,
      kind: "select",
      required: true,
      options: sameValueOptions(ROOF_SYSTEM_GROUP_NAMES),
    },
    {
      name: "associatedProductCode",
      label: WORDS.associatedProductCode,
      kind: "select",
      required: true,
      options: tiles.map((tile) => ({ value: tile.code, label: codeAndName(tile) })),
    },
    { name: "minPitch", label: WORDS.minPitch, kind: "number", required: true },
    { name: "maxPitch", label: WORDS.maxPitch, kind: "number", required: true },
    { name: "nbsClause", label: WORDS.nbsClause, kind: "text", required: true },
    {
      name: "nbsSection",
      label: WORDS.nbsSection,
      kind: "select",
      required: true,
      options: idNameOptions(NBS_SECTIONS),
    },
    {
      name: "clauseSubgroup",
      label: WORDS.clauseSubgroup,
      kind: "select",
      required: true,
      options: idNameOptions(NBS_SUB_GROUPS),
    },
    { name: "isActive", label: WORDS.isActive, kind: "checkbox" },
  ];
}

export function RoofSystemsTab() {
  const remove = useDeleteRoofSystem();
  return (
    <PageListTab<RoofSystem>
      tab="roof-systems"
      list={useRoofSystems()}
      entity={WORDS.entity}
      columns={[
        { key: "name", header: WORDS.name, value: (row) => row.name },
        { key: "groupName", header: WORDS.groupName, value: (row) => row.groupName },
        { key: "code", header: WORDS.associatedProductCode, value: (row) => row.associatedProductCode },
        { key: "minPitch", header: WORDS.minPitch, value: (row) => row.minPitch },
        { key: "maxPitch", header: WORDS.maxPitch, value: (row) => row.maxPitch },
        { key: "components", header: WORDS.componentCount, value: (row) => row.componentCount },
        { key: "isActive", header: WORDS.isActive, value: (row) => row.isActive },
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
      title={WORDS.title}
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

const COMPONENT = WORDS.components;

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
    { name: "number", label: COMPONENT.number, kind: "number", required: true },
    { name: "per", label: COMPONENT.per, kind: "number", required: true },
    { name: "unit", label: COMPONENT.unit, kind: "select", required: true, options: sameValueOptions(COMPONENT_UNITS) },
    {
      name: "formulaId",
      label: COMPONENT.formulaId,
      kind: "select",
      required: true,
      options: formulas.map((formula) => ({
        value: formula.formulaId,
        label: `${formula.formulaId} – ${formula.formulaName}`,
      })),
    },
    { name: "subType", label: COMPONENT.subType, kind: "select", options: idNameOptions(PRODUCT_COMPONENT_SUBTYPES) },
    { name: "nbsSubType", label: COMPONENT.nbsSubType, kind: "select", options: idNameOptions(NBS_SUB_PRODUCT_TYPES) },
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
      title={COMPONENT.section}
      itemTitle={COMPONENT.title}
      entity={COMPONENT.entity}
      searchable
      rows={components.data ?? []}
      isLoading={components.isLoading}
      addLabel={TEXT.addComponent}
      defaultPageSize={ROOF_SYSTEM_COMPONENT_PAGE_SIZE}
      columns={[
        { key: "code", header: COMPONENT.code, value: (row) => row.code },
        { key: "name", header: COMPONENT.name, value: (row) => row.name },
        { key: "addedWastage", header: COMPONENT.addedWastage, value: (row) => row.addedWastage },
        { key: "number", header: COMPONENT.number, value: (row) => row.number },
        { key: "per", header: COMPONENT.per, value: (row) => row.per },
        { key: "unit", header: COMPONENT.unit, value: (row) => row.unit },
        { key: "formulaId", header: COMPONENT.formulaId, value: (row) => row.formulaId },
        { key: "subType", header: COMPONENT.subType, value: (row) => row.subTypeName },
        { key: "nbsSubType", header: COMPONENT.nbsSubType, value: (row) => row.nbsSubTypeName },
      ]}
      schema={RoofSystemComponentInputSchema}
      fields={(component) => componentFields(component, formulas.data ?? [])}
      defaults={{ number: 1, per: 1, unit: "Off" }}
      extraValues={{ roofSystemId }}
      {...actions}
    />
  );
}
