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
import { TILES_TEXT as WORDS } from "@portal/contracts/ui";
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
  { name: "code", label: WORDS.code, kind: "text", required: true, group: WORDS.tileGroup },
  { name: "name", label: WORDS.name, kind: "text", required: true, group: WORDS.tileGroup },
  { name: "manufacturer", label: WORDS.manufacturer, kind: "text", group: WORDS.tileGroup },
  {
    name: "tileTypeId",
    label: WORDS.tileType,
    kind: "select",
    required: true,
    options: idNameOptions(TILE_TYPES),
    group: WORDS.tileGroup,
  },
  {
    name: "materialType",
    label: WORDS.materialType,
    kind: "select",
    required: true,
    options: idNameOptions(MATERIAL_TYPES),
    group: WORDS.tileGroup,
  },
  {
    name: "fixingCalculationAssembly",
    label: WORDS.fixingCalculationAssembly,
    kind: "select",
    required: true,
    options: idNameOptions(FIXING_CALCULATION_ASSEMBLIES),
    group: WORDS.tileGroup,
  },
  {
    name: "colourMappingRules",
    label: WORDS.colourMappingRules,
    kind: "select",
    required: true,
    options: idNameOptions(COLOUR_MAPPING_RULES),
    group: WORDS.tileGroup,
  },
  {
    name: "lapped",
    label: WORDS.lapped,
    kind: "select",
    required: true,
    options: oneOrTwo(WORDS.singleLapped, WORDS.doubleLapped),
    group: WORDS.tileGroup,
  },
  {
    name: "noOfNails",
    label: WORDS.noOfNails,
    kind: "select",
    required: true,
    options: oneOrTwo("1", "2"),
    group: WORDS.tileGroup,
  },
  {
    name: "camberType",
    label: WORDS.camberType,
    kind: "select",
    options: sameValueOptions(CAMBER_TYPES),
    group: WORDS.tileGroup,
  },
  { name: "clipRxFailure", label: WORDS.clipRxFailure, kind: "number", group: WORDS.tileGroup },
  { name: "isProfiled", label: WORDS.isProfiled, kind: "checkbox", group: WORDS.tileGroup },
  { name: "isActive", label: WORDS.isActive, kind: "checkbox", group: WORDS.tileGroup },
  { name: "description", label: WORDS.description, kind: "textarea", group: WORDS.tileGroup },
  ...TILE_SPECIFICATION_FIELDS.map((field) => ({
    name: field.key,
    label: field.label,
    kind: "number" as const,
    group: WORDS.specificationGroup,
  })),
  ...TILE_LEVER_ARM_FIELDS.map((field) => ({
    name: field.key,
    label: field.label,
    kind: "number" as const,
    group: WORDS.leverArmsGroup,
  })),
];

export function TilesTab() {
  const remove = useDeleteTile();
  return (
    <PageListTab<Tile>
      tab="tiles"
      list={useTiles()}
      entity={WORDS.entity}
      columns={[
        { key: "code", header: WORDS.code, value: (row) => row.code },
        { key: "name", header: WORDS.name, value: (row) => row.name },
        { key: "tileType", header: WORDS.tileType, value: (row) => row.tileTypeName },
        { key: "material", header: WORDS.materialType, value: (row) => row.materialTypeName },
        { key: "isValid", header: WORDS.isValid, value: (row) => row.isValid },
        { key: "isActive", header: WORDS.isActive, value: (row) => row.isActive },
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
      title={WORDS.title}
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
): FieldConfig<Input> => ({ name, label: WORDS.component, kind: "component", required: true, current });

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
  const words = WORDS.colourMappings;
  const fields: FieldConfig<TileColourInput>[] = [
    {
      name: "colourId",
      label: words.colour,
      kind: "select",
      required: true,
      options: colourOptions(colours.data ?? []),
    },
    { name: "isValidHere", label: words.isValidHere, kind: "checkbox" },
  ];
  return (
    <SubSection<TileColour, typeof TileColourInputSchema>
      title={words.section}
      itemTitle={words.title}
      entity={words.entity}
      rows={rows}
      columns={[
        { key: "suffix", header: words.suffix, value: (row) => row.suffix },
        { key: "description", header: words.description, value: (row) => row.description },
        { key: "finish", header: words.finish, value: (row) => row.finishName },
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
  const words = WORDS.headlapRules;
  const fields: FieldConfig<HeadlapRuleInput>[] = [
    { name: "minRafter", label: words.minRafter, kind: "number", required: true },
    { name: "maxRafter", label: words.maxRafter, kind: "number", required: true },
    { name: "minPitch", label: words.minPitch, kind: "number", required: true },
    { name: "maxPitch", label: words.maxPitch, kind: "number", required: true },
    { name: "minHeadlap", label: words.minHeadlap, kind: "number", required: true },
    { name: "finishId", label: words.finish, kind: "select", options: idNameOptions(finishes.data ?? []) },
    { name: "exposure", label: words.exposure, kind: "text" },
  ];
  return (
    <SubSection<HeadlapRule, typeof HeadlapRuleInputSchema>
      title={words.section}
      itemTitle={words.title}
      entity={words.entity}
      rows={rows}
      columns={[
        { key: "minRafter", header: words.minRafter, value: (row) => row.minRafter },
        { key: "maxRafter", header: words.maxRafter, value: (row) => row.maxRafter },
        { key: "minPitch", header: words.minPitch, value: (row) => row.minPitch },
        { key: "maxPitch", header: words.maxPitch, value: (row) => row.maxPitch },
        { key: "minHeadlap", header: words.minHeadlap, value: (row) => row.minHeadlap },
        { key: "finish", header: words.finish, value: (row) => row.finishName },
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
  const words = WORDS.fixingComponents;
  return (
    <SubSection<FixingRow, typeof TileFixingCreateSchema>
      title={words.section}
      itemTitle={words.title}
      entity={words.entity}
      rows={rows.map((fixing) => ({ ...fixing, id: fixing.mappingId }))}
      columns={[
        { key: "code", header: words.code, value: (row) => row.code },
        { key: "name", header: words.name, value: (row) => row.name },
        { key: "packQuantity", header: words.packQuantity, value: (row) => row.packQuantity },
        { key: "clipRxFailure", header: words.clipRxFailure, value: (row) => row.clipRxFailure },
        { key: "subType", header: words.subType, value: (row) => row.subTypeName },
        { key: "nbsSubType", header: words.nbsSubType, value: (row) => row.nbsSubTypeName },
      ]}
      schema={TileFixingCreateSchema}
      fields={(item): FieldConfig<TileFixingCreate>[] => [
        componentField("componentId", item ? { id: item.componentId, code: item.code, name: item.name } : null),
        {
          name: "subType",
          label: words.subType,
          kind: "select",
          required: true,
          options: idNameOptions(PRODUCT_COMPONENT_SUBTYPES),
        },
        {
          name: "nbsSubType",
          label: words.nbsSubType,
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
  const words = WORDS.solarEdgeComponents;
  return (
    <SubSection<SolarEdgeComponent, typeof SolarEdgeComponentInputSchema>
      title={words.section}
      itemTitle={words.title}
      entity={words.entity}
      rows={rows}
      columns={[
        { key: "code", header: words.componentCode, value: (row) => row.componentCode },
        { key: "name", header: words.name, value: (row) => row.componentName },
        { key: "formula", header: words.formula, value: (row) => row.formulaName },
        { key: "edge", header: words.edge, value: (row) => row.solarEdgeComponentTypeName },
      ]}
      schema={SolarEdgeComponentInputSchema}
      fields={(item): FieldConfig<SolarEdgeComponentInput>[] => [
        componentField(
          "componentId",
          item ? { id: item.componentId, code: item.componentCode, name: item.componentName } : null,
        ),
        {
          name: "formulaId",
          label: words.formula,
          kind: "select",
          required: true,
          options: (formulas.data ?? []).map((formula) => ({ value: formula.formulaId, label: formula.formulaName })),
        },
        {
          name: "solarEdgeComponentType",
          label: words.edge,
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
