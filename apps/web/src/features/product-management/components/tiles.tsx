import {
  CAMBER_TYPES,
  COLOUR_MAPPING_RULES,
  FIXING_CALCULATION_ASSEMBLIES,
  type HeadlapRule,
  type HeadlapRuleInput,
  HeadlapRuleInputSchema,
  MATERIAL_TYPES,
  NBS_SUB_PRODUCT_TYPES,
  PRODUCT_COMPONENT_SUBTYPES,
  SOLAR_EDGE_TYPES,
  type SolarEdgeComponent,
  type SolarEdgeComponentInput,
  SolarEdgeComponentInputSchema,
  PRODUCT_MANAGEMENT_MESSAGES as TEXT,
  TILE_LEVER_ARM_FIELDS,
  TILE_SPECIFICATION_FIELDS,
  TILE_TYPES,
  type Tile,
  type TileColour,
  type TileColourInput,
  TileColourInputSchema,
  type TileFixing,
  type TileFixingCreate,
  TileFixingCreateSchema,
  type TileInput,
  TileInputSchema,
  type TileProductManagement,
} from "@portal/contracts";
import { Alert } from "@/components/ui/alert";
import { useColours } from "../api/colours/get-colours";
import { useFinishes } from "../api/finishes/get-finishes";
import { useDeleteHeadlapRule } from "../api/headlap-rules/delete-headlap-rule";
import { useCreateHeadlapRule, useUpdateHeadlapRule } from "../api/headlap-rules/save-headlap-rule";
import { useFormulas } from "../api/roof-systems/get-formulas";
import { useDeleteSolarEdgeComponent } from "../api/solar-edge-components/delete-solar-edge-component";
import {
  useCreateSolarEdgeComponent,
  useUpdateSolarEdgeComponent,
} from "../api/solar-edge-components/save-solar-edge-component";
import { useDeleteTileColour } from "../api/tile-colours/delete-tile-colour";
import { useCreateTileColour, useUpdateTileColour } from "../api/tile-colours/save-tile-colour";
import { useDeleteTileFixing } from "../api/tile-fixings/delete-tile-fixing";
import { useCreateTileFixing, useUpdateTileFixing } from "../api/tile-fixings/save-tile-fixing";
import { useDeleteTile } from "../api/tiles/delete-tile";
import { useTilePage } from "../api/tiles/get-tile-page";
import { useTiles } from "../api/tiles/get-tiles";
import { useCreateTile, useUpdateTile } from "../api/tiles/save-tile";
import { colourOptions, idNameOptions, sameValueOptions } from "../lib/options";
import { listActionsWith, saveWith } from "../lib/save-entity";
import { EditFormPage, type EditPageProps } from "./edit-frame";
import type { FieldConfig } from "./entity-form";
import { PageListTab } from "./page-list-tab";
import { SubSection } from "./sub-section";

const oneOrTwo = (first: string, second: string) => [
  { value: 1, label: first },
  { value: 2, label: second },
];

export const TILE_FIELDS: FieldConfig<TileInput>[] = [
  { name: "code", label: "Code", kind: "text", required: true, group: "Tile" },
  { name: "name", label: "Name", kind: "text", required: true, group: "Tile" },
  { name: "manufacturer", label: "Manufacturer", kind: "text", group: "Tile" },
  {
    name: "tileTypeId",
    label: "Tile Type",
    kind: "select",
    required: true,
    options: idNameOptions(TILE_TYPES),
    group: "Tile",
  },
  {
    name: "materialType",
    label: "Material Type",
    kind: "select",
    required: true,
    options: idNameOptions(MATERIAL_TYPES),
    group: "Tile",
  },
  {
    name: "fixingCalculationAssembly",
    label: "Fixing Calculation Assembly",
    kind: "select",
    required: true,
    options: idNameOptions(FIXING_CALCULATION_ASSEMBLIES),
    group: "Tile",
  },
  {
    name: "colourMappingRules",
    label: "Colour Mapping Rules",
    kind: "select",
    required: true,
    options: idNameOptions(COLOUR_MAPPING_RULES),
    group: "Tile",
  },
  {
    name: "lapped",
    label: "Lapped",
    kind: "select",
    required: true,
    options: oneOrTwo("1 – Single", "2 – Double"),
    group: "Tile",
  },
  {
    name: "noOfNails",
    label: "No Of Nails",
    kind: "select",
    required: true,
    options: oneOrTwo("1", "2"),
    group: "Tile",
  },
  {
    name: "camberType",
    label: "Camber Type",
    kind: "select",
    options: sameValueOptions(CAMBER_TYPES),
    group: "Tile",
  },
  { name: "clipRxFailure", label: "Clip Rx Failure", kind: "number", group: "Tile" },
  { name: "isProfiled", label: "Is Profiled", kind: "checkbox", group: "Tile" },
  { name: "isActive", label: "Is Active?", kind: "checkbox", group: "Tile" },
  { name: "description", label: "Description", kind: "textarea", group: "Tile" },
  ...TILE_SPECIFICATION_FIELDS.map((field) => ({
    name: field.key,
    label: field.label,
    kind: "number" as const,
    group: "Specification",
  })),
  ...TILE_LEVER_ARM_FIELDS.map((field) => ({
    name: field.key,
    label: field.label,
    kind: "number" as const,
    group: "Lever arms (SB/BB battens, 75/100 mm lap)",
  })),
];

export function TilesTab() {
  const remove = useDeleteTile();
  return (
    <PageListTab<Tile>
      tab="tiles"
      list={useTiles()}
      entity="tile"
      columns={[
        { key: "code", header: "Code", value: (row) => row.code },
        { key: "name", header: "Name", value: (row) => row.name },
        { key: "tileType", header: "Tile Type", value: (row) => row.tileTypeName },
        { key: "material", header: "Material Type", value: (row) => row.materialTypeName },
        { key: "isValid", header: "Valid?", value: (row) => row.isValid },
        { key: "isActive", header: "Is Active?", value: (row) => row.isActive },
      ]}
      onDelete={(row) => remove.mutateAsync(row.id)}
    />
  );
}

export function TileEditPage({ id, done }: EditPageProps) {
  const page = useTilePage(id);
  const save = saveWith(useCreateTile(), useUpdateTile());
  return (
    <EditFormPage
      id={id}
      done={done}
      title="Tile"
      item={page.data?.tile}
      schema={TileInputSchema}
      fields={TILE_FIELDS}
      columns={3}
      defaults={{ camberType: "0", isActive: id === null }}
      onSave={save}
      notice={page.data && !page.data.tile.isValid ? <Alert tone="error">{TEXT.tileInvalid}</Alert> : null}
    >
      {page.data ? <TileSections data={page.data} /> : null}
    </EditFormPage>
  );
}

/** The component a fixing or solar edge has, shown in its picker until another is chosen. */
const componentField = <Input,>(
  name: FieldConfig<Input>["name"],
  current: FieldConfig["current"],
): FieldConfig<Input> => ({ name, label: "Component", kind: "component", required: true, current });

function TileSections({ data }: { data: TileProductManagement }) {
  const tileId = data.tile.id;
  return (
    <div className="space-y-6">
      <TileColourMappings tileId={tileId} rows={data.colours} />
      <HeadlapRules tileId={tileId} rows={data.headlapRules} />
      <FixingComponents tileId={tileId} rows={data.fixings} />
      <SolarEdgeComponents tileId={tileId} rows={data.solarEdgeComponents} />
    </div>
  );
}

function TileColourMappings({ tileId, rows }: { tileId: number; rows: readonly TileColour[] }) {
  const colours = useColours();
  const actions = listActionsWith(
    useCreateTileColour(tileId),
    useUpdateTileColour(tileId),
    useDeleteTileColour(tileId),
  );
  const fields: FieldConfig<TileColourInput>[] = [
    { name: "colourId", label: "Colour", kind: "select", required: true, options: colourOptions(colours.data ?? []) },
    { name: "isValidHere", label: "Is Valid Here", kind: "checkbox" },
  ];
  return (
    <SubSection<TileColour, typeof TileColourInputSchema>
      title="Colour Mappings"
      itemTitle="Colour Mapping"
      entity="colour mapping"
      rows={rows}
      columns={[
        { key: "suffix", header: "Suffix", value: (row) => row.suffix },
        { key: "description", header: "Description", value: (row) => row.description },
        { key: "finish", header: "Finish", value: (row) => row.finishName },
      ]}
      schema={TileColourInputSchema}
      fields={fields}
      defaults={{ isValidHere: true }}
      extraValues={{ tileId }}
      {...actions}
    />
  );
}

function HeadlapRules({ tileId, rows }: { tileId: number; rows: readonly HeadlapRule[] }) {
  const finishes = useFinishes();
  const actions = listActionsWith(
    useCreateHeadlapRule(tileId),
    useUpdateHeadlapRule(tileId),
    useDeleteHeadlapRule(tileId),
  );
  const fields: FieldConfig<HeadlapRuleInput>[] = [
    { name: "minRafter", label: "Min Rafter", kind: "number", required: true },
    { name: "maxRafter", label: "Max Rafter", kind: "number", required: true },
    { name: "minPitch", label: "Min Pitch", kind: "number", required: true },
    { name: "maxPitch", label: "Max Pitch", kind: "number", required: true },
    { name: "minHeadlap", label: "Min Headlap", kind: "number", required: true },
    { name: "finishId", label: "Finish", kind: "select", options: idNameOptions(finishes.data ?? []) },
    { name: "exposure", label: "Exposure", kind: "text" },
  ];
  return (
    <SubSection<HeadlapRule, typeof HeadlapRuleInputSchema>
      title="Headlap Rules"
      itemTitle="Headlap Rule"
      entity="headlap rule"
      rows={rows}
      columns={[
        { key: "minRafter", header: "Min Rafter", value: (row) => row.minRafter },
        { key: "maxRafter", header: "Max Rafter", value: (row) => row.maxRafter },
        { key: "minPitch", header: "Min Pitch", value: (row) => row.minPitch },
        { key: "maxPitch", header: "Max Pitch", value: (row) => row.maxPitch },
        { key: "minHeadlap", header: "Min Headlap", value: (row) => row.minHeadlap },
        { key: "finish", header: "Finish", value: (row) => row.finishName },
      ]}
      schema={HeadlapRuleInputSchema}
      fields={fields}
      extraValues={{ tileId }}
      {...actions}
    />
  );
}

type FixingRow = TileFixing & { id: number };

function FixingComponents({ tileId, rows }: { tileId: number; rows: readonly TileFixing[] }) {
  const save = saveWith(useCreateTileFixing(tileId), useUpdateTileFixing(tileId));
  const remove = useDeleteTileFixing(tileId);
  return (
    <SubSection<FixingRow, typeof TileFixingCreateSchema>
      title="Fixing Components"
      itemTitle="Fixing Component"
      entity="fixing component"
      rows={rows.map((fixing) => ({ ...fixing, id: fixing.mappingId }))}
      columns={[
        { key: "code", header: "Code", value: (row) => row.code },
        { key: "name", header: "Name", value: (row) => row.name },
        { key: "packQuantity", header: "Pack Quantity", value: (row) => row.packQuantity },
        { key: "clipRxFailure", header: "Clip Rx Failure", value: (row) => row.clipRxFailure },
        { key: "subType", header: "Sub Type", value: (row) => row.subTypeName },
        { key: "nbsSubType", header: "Nbs Sub Type", value: (row) => row.nbsSubTypeName },
      ]}
      schema={TileFixingCreateSchema}
      fields={(item): FieldConfig<TileFixingCreate>[] => [
        componentField("componentId", item ? { id: item.componentId, code: item.code, name: item.name } : null),
        {
          name: "subType",
          label: "Sub Type",
          kind: "select",
          required: true,
          options: idNameOptions(PRODUCT_COMPONENT_SUBTYPES),
        },
        {
          name: "nbsSubType",
          label: "Nbs Sub Type",
          kind: "select",
          required: true,
          options: idNameOptions(NBS_SUB_PRODUCT_TYPES),
        },
      ]}
      extraValues={{ tileId }}
      onSave={(item, values) => save(item?.mappingId ?? null, values)}
      onDelete={(item) => remove.mutateAsync({ tileId, mappingId: item.mappingId })}
    />
  );
}

function SolarEdgeComponents({ tileId, rows }: { tileId: number; rows: readonly SolarEdgeComponent[] }) {
  const formulas = useFormulas();
  const actions = listActionsWith(
    useCreateSolarEdgeComponent(tileId),
    useUpdateSolarEdgeComponent(tileId),
    useDeleteSolarEdgeComponent(tileId),
  );
  return (
    <SubSection<SolarEdgeComponent, typeof SolarEdgeComponentInputSchema>
      title="Solar Edge Components"
      itemTitle="Solar Edge Component"
      entity="solar edge component"
      rows={rows}
      columns={[
        { key: "code", header: "Product Component Code", value: (row) => row.componentCode },
        { key: "name", header: "Name", value: (row) => row.componentName },
        { key: "formula", header: "Formula", value: (row) => row.formulaName },
        { key: "edge", header: "Edge", value: (row) => row.solarEdgeComponentTypeName },
      ]}
      schema={SolarEdgeComponentInputSchema}
      fields={(item): FieldConfig<SolarEdgeComponentInput>[] => [
        componentField(
          "componentId",
          item ? { id: item.componentId, code: item.componentCode, name: item.componentName } : null,
        ),
        {
          name: "formulaId",
          label: "Formula",
          kind: "select",
          required: true,
          options: (formulas.data ?? []).map((formula) => ({ value: formula.formulaId, label: formula.formulaName })),
        },
        {
          name: "solarEdgeComponentType",
          label: "Edge",
          kind: "select",
          required: true,
          options: idNameOptions(SOLAR_EDGE_TYPES),
        },
      ]}
      extraValues={{ tileId }}
      {...actions}
    />
  );
}
