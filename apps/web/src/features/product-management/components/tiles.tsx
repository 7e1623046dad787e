import {
  CAMBER_TYPES,
  COLOUR_MAPPING_RULES,
  type Colour,
  entityMessages,
  FIXING_CALCULATION_ASSEMBLIES,
  type Finish,
  type FormulaOption,
  type HeadlapRule,
  HeadlapRuleInputSchema,
  MATERIAL_TYPES,
  NBS_SUB_PRODUCT_TYPES,
  PRODUCT_COMPONENT_SUBTYPES,
  REFERENCE_ERROR_MESSAGES,
  REFERENCE_SUCCESS_MESSAGES,
  SOLAR_EDGE_TYPES,
  type SolarEdgeComponent,
  SolarEdgeComponentInputSchema,
  PRODUCT_MANAGEMENT_MESSAGES as TEXT,
  TILE_LEVER_ARM_FIELDS,
  TILE_SPECIFICATION_FIELDS,
  TILE_TYPES,
  type Tile,
  type TileColour,
  TileColourInputSchema,
  type TileFixing,
  TileFixingCreateSchema,
  TileInputSchema,
  type TileProductManagement,
} from "@portal/contracts";
import { useNavigate } from "react-router";
import { Alert } from "@/components/ui/alert";
import { useCatalogueMutation, useDeleteEntity, useItem, useList, useSaveEntity } from "../api/catalogue-api";
import { editPath, NEW_ID } from "../lib/paths";
import { DataList } from "./data-list";
import { EditPageFrame, type EditPageProps } from "./edit-frame";
import { EntityForm, type FieldConfig, toFormValues } from "./entity-form";
import { SubSection } from "./sub-section";

const BASE = "/tiles";
const options = (list: ReadonlyArray<{ id: number; name: string }>) =>
  list.map(({ id, name }) => ({ value: id, label: name }));
const oneOrTwo = (first: string, second: string) => [
  { value: 1, label: first },
  { value: 2, label: second },
];

export const TILE_FIELDS: FieldConfig[] = [
  { name: "code", label: "Code", kind: "text", required: true, group: "Tile" },
  { name: "name", label: "Name", kind: "text", required: true, group: "Tile" },
  {
    name: "tileTypeId",
    label: "Tile Type",
    kind: "select",
    required: true,
    options: options(TILE_TYPES),
    group: "Tile",
  },
  {
    name: "materialType",
    label: "Material Type",
    kind: "select",
    required: true,
    options: options(MATERIAL_TYPES),
    group: "Tile",
  },
  {
    name: "fixingCalculationAssembly",
    label: "Fixing Calculation Assembly",
    kind: "select",
    required: true,
    options: options(FIXING_CALCULATION_ASSEMBLIES),
    group: "Tile",
  },
  {
    name: "colourMappingRules",
    label: "Colour Mapping Rules",
    kind: "select",
    required: true,
    options: options(COLOUR_MAPPING_RULES),
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
    options: CAMBER_TYPES.map((value) => ({ value, label: value })),
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
  const navigate = useNavigate();
  const list = useList<Tile>(BASE, "tile");
  const remover = useDeleteEntity("tile", "Tile");
  return (
    <DataList<Tile>
      rows={list.data ?? []}
      entity="tile"
      isLoading={list.isLoading}
      columns={[
        { key: "code", header: "Code", value: (row) => row.code },
        { key: "name", header: "Name", value: (row) => row.name },
        { key: "tileType", header: "Tile Type", value: (row) => row.tileTypeName },
        { key: "material", header: "Material Type", value: (row) => row.materialTypeName },
        { key: "isValid", header: "Valid?", value: (row) => row.isValid },
        { key: "isActive", header: "Is Active?", value: (row) => row.isActive },
      ]}
      onAdd={() => void navigate(editPath("tiles", NEW_ID))}
      onEdit={(row) => void navigate(editPath("tiles", row.id))}
      onDelete={(row) => remover.mutateAsync({ method: "DELETE", path: `${BASE}/${row.id}` })}
    />
  );
}

export function TileEditPage({ id, done }: EditPageProps) {
  const page = useItem<TileProductManagement>(id === null ? null : `${BASE}/gettileproductmanagement/${id}`, "tile");
  const saver = useSaveEntity<Tile>(BASE, "tile", "Tile");
  const tile = page.data?.tile;
  return (
    <EditPageFrame title="Tile" isNew={id === null} done={done} isLoading={id !== null && !page.data}>
      {page.data && !page.data.tile.isValid ? <Alert tone="error">{TEXT.tileInvalid}</Alert> : null}
      <EntityForm
        schema={TileInputSchema}
        fields={TILE_FIELDS}
        columns={3}
        initialValues={toFormValues(TILE_FIELDS, tile, { camberType: "0", isActive: id === null })}
        onSubmit={async (values) => {
          await saver.save(id, values);
          done();
        }}
      />
      {page.data ? <TileSections data={page.data} /> : null}
    </EditPageFrame>
  );
}

function TileSections({ data }: { data: TileProductManagement }) {
  const tileId = data.tile.id;
  const colours = useList<Colour>("/colours", "colour");
  const finishes = useList<Finish>("/finishes", "finish");
  const formulas = useList<FormulaOption>("/productroofsystems/registeredcalculations", "formula");

  const tileColourCreate = useCatalogueMutation<TileColour>({
    failure: entityMessages.createFailed("colour mapping"),
    success: REFERENCE_SUCCESS_MESSAGES.colourMappingCreated,
  });
  const tileColourUpdate = useCatalogueMutation<TileColour>({
    failure: entityMessages.updateFailed("colour mapping"),
    success: REFERENCE_SUCCESS_MESSAGES.colourMappingUpdated,
  });
  const ruleCreate = useCatalogueMutation<HeadlapRule>({
    failure: entityMessages.createFailed("headlap rule"),
    success: REFERENCE_SUCCESS_MESSAGES.headlapRuleCreated,
  });
  const ruleUpdate = useCatalogueMutation<HeadlapRule>({
    failure: entityMessages.updateFailed("headlap rule"),
    success: REFERENCE_SUCCESS_MESSAGES.headlapRuleUpdated,
  });
  const fixingCreate = useCatalogueMutation<TileFixing>({
    failure: entityMessages.createFailed("fixing component"),
    success: entityMessages.created("Fixing Component"),
  });
  const fixingUpdate = useCatalogueMutation<TileFixing>({
    failure: entityMessages.updateFailed("fixing component"),
    success: REFERENCE_SUCCESS_MESSAGES.fixingComponentUpdated,
  });
  const edgeCreate = useCatalogueMutation<SolarEdgeComponent>({
    failure: REFERENCE_ERROR_MESSAGES.createSolarEdgeFailed,
    success: REFERENCE_SUCCESS_MESSAGES.solarEdgeCreated,
  });
  const edgeUpdate = useCatalogueMutation<SolarEdgeComponent>({
    failure: REFERENCE_ERROR_MESSAGES.updateSolarEdgeFailed,
    success: REFERENCE_SUCCESS_MESSAGES.solarEdgeUpdated,
  });
  const remove = (entity: string) => ({
    failure: entityMessages.deleteFailed(entity),
    success: entityMessages.deleted(entity.replace(/(^|\s)\S/g, (c) => c.toUpperCase())),
  });
  const colourDelete = useCatalogueMutation<unknown>(remove("colour mapping"));
  const ruleDelete = useCatalogueMutation<unknown>(remove("headlap rule"));
  const fixingDelete = useCatalogueMutation<unknown>(remove("fixing component"));
  const edgeDelete = useCatalogueMutation<unknown>({
    failure: REFERENCE_ERROR_MESSAGES.deleteSolarEdgeFailed,
    success: entityMessages.deleted("Solar Edge Component"),
  });

  return (
    <div className="space-y-6">
      <SubSection<TileColour>
        title="Colour Mappings"
        itemTitle="Colour Mapping"
        entity="colour mapping"
        rows={data.colours}
        columns={[
          { key: "suffix", header: "Suffix", value: (row) => row.suffix },
          { key: "description", header: "Description", value: (row) => row.description },
          { key: "finish", header: "Finish", value: (row) => row.finishName },
        ]}
        schema={TileColourInputSchema}
        fields={[
          {
            name: "colourId",
            label: "Colour",
            kind: "select",
            required: true,
            options: (colours.data ?? []).map((colour) => ({
              value: colour.id,
              label: `${colour.suffix} – ${colour.description}`,
            })),
          },
          { name: "isValidHere", label: "Is Valid Here", kind: "checkbox" },
        ]}
        defaults={{ isValidHere: true }}
        extraValues={{ tileId }}
        onSave={(item, values) =>
          item
            ? tileColourUpdate.mutateAsync({ method: "PUT", path: `/tilecolours/${item.id}`, body: values })
            : tileColourCreate.mutateAsync({ method: "POST", path: "/tilecolours", body: values })
        }
        onDelete={(item) => colourDelete.mutateAsync({ method: "DELETE", path: `/tilecolours/${item.id}` })}
      />
      <SubSection<HeadlapRule>
        title="Headlap Rules"
        itemTitle="Headlap Rule"
        entity="headlap rule"
        rows={data.headlapRules}
        columns={[
          { key: "minRafter", header: "Min Rafter", value: (row) => row.minRafter },
          { key: "maxRafter", header: "Max Rafter", value: (row) => row.maxRafter },
          { key: "minPitch", header: "Min Pitch", value: (row) => row.minPitch },
          { key: "maxPitch", header: "Max Pitch", value: (row) => row.maxPitch },
          { key: "minHeadlap", header: "Min Headlap", value: (row) => row.minHeadlap },
          { key: "finish", header: "Finish", value: (row) => row.finishName },
        ]}
        schema={HeadlapRuleInputSchema}
        fields={[
          { name: "minRafter", label: "Min Rafter", kind: "number", required: true },
          { name: "maxRafter", label: "Max Rafter", kind: "number", required: true },
          { name: "minPitch", label: "Min Pitch", kind: "number", required: true },
          { name: "maxPitch", label: "Max Pitch", kind: "number", required: true },
          { name: "minHeadlap", label: "Min Headlap", kind: "number", required: true },
          {
            name: "finishId",
            label: "Finish",
            kind: "select",
            options: (finishes.data ?? []).map((finish) => ({ value: finish.id, label: finish.name })),
          },
          { name: "exposure", label: "Exposure", kind: "text" },
        ]}
        extraValues={{ tileId }}
        onSave={(item, values) =>
          item
            ? ruleUpdate.mutateAsync({ method: "PUT", path: `/tileheadlaprules/${item.id}`, body: values })
            : ruleCreate.mutateAsync({ method: "POST", path: "/tileheadlaprules", body: values })
        }
        onDelete={(item) => ruleDelete.mutateAsync({ method: "DELETE", path: `/tileheadlaprules/${item.id}` })}
      />
      <SubSection<TileFixing & { id: number }>
        title="Fixing Components"
        itemTitle="Fixing Component"
        entity="fixing component"
        rows={data.fixings.map((fixing) => ({ ...fixing, id: fixing.mappingId }))}
        columns={[
          { key: "code", header: "Code", value: (row) => row.code },
          { key: "name", header: "Name", value: (row) => row.name },
          { key: "packQuantity", header: "Pack Quantity", value: (row) => row.packQuantity },
          { key: "clipRxFailure", header: "Clip Rx Failure", value: (row) => row.clipRxFailure },
          { key: "subType", header: "Sub Type", value: (row) => row.subTypeName },
          { key: "nbsSubType", header: "Nbs Sub Type", value: (row) => row.nbsSubTypeName },
        ]}
        schema={TileFixingCreateSchema}
        fields={(item) => [
          {
            name: "componentId",
            label: "Component",
            kind: "component",
            required: true,
            current: item ? { id: item.componentId, code: item.code, name: item.name } : null,
          },
          {
            name: "subType",
            label: "Sub Type",
            kind: "select",
            required: true,
            options: options(PRODUCT_COMPONENT_SUBTYPES),
          },
          {
            name: "nbsSubType",
            label: "Nbs Sub Type",
            kind: "select",
            required: true,
            options: options(NBS_SUB_PRODUCT_TYPES),
          },
        ]}
        extraValues={{ tileId }}
        onSave={(item, values) =>
          item
            ? fixingUpdate.mutateAsync({
                method: "PUT",
                path: `/product-components/product-component-fixing-for-tile/${item.mappingId}`,
                body: values,
              })
            : fixingCreate.mutateAsync({
                method: "POST",
                path: "/product-components/product-component-fixing-for-tile",
                body: values,
              })
        }
        onDelete={(item) =>
          fixingDelete.mutateAsync({
            method: "DELETE",
            path: `/product-components/product-component-fixing-for-tile/${tileId}/${item.mappingId}`,
          })
        }
      />
      <SubSection<SolarEdgeComponent>
        title="Solar Edge Components"
        itemTitle="Solar Edge Component"
        entity="solar edge component"
        rows={data.solarEdgeComponents}
        columns={[
          { key: "code", header: "Product Component Code", value: (row) => row.componentCode },
          { key: "name", header: "Name", value: (row) => row.componentName },
          { key: "formula", header: "Formula", value: (row) => row.formulaName },
          { key: "edge", header: "Edge", value: (row) => row.solarEdgeComponentTypeName },
        ]}
        schema={SolarEdgeComponentInputSchema}
        fields={(item) => [
          {
            name: "componentId",
            label: "Component",
            kind: "component",
            required: true,
            current: item ? { id: item.componentId, code: item.componentCode, name: item.componentName } : null,
          },
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
            options: options(SOLAR_EDGE_TYPES),
          },
        ]}
        extraValues={{ tileId }}
        onSave={(item, values) =>
          item
            ? edgeUpdate.mutateAsync({ method: "PUT", path: `/solar-edge-components/${item.id}`, body: values })
            : edgeCreate.mutateAsync({ method: "POST", path: "/solar-edge-components", body: values })
        }
        onDelete={(item) => edgeDelete.mutateAsync({ method: "DELETE", path: `/solar-edge-components/${item.id}` })}
      />
    </div>
  );
}
