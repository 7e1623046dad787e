import {
  type Colour,
  type ColourInput,
  ColourInputSchema,
  type Finish,
  type FinishInput,
  FinishInputSchema,
  TILE_TYPES,
} from "@portal/contracts";
import { COLOURS_TEXT, FINISHES_TEXT } from "@portal/contracts/ui";
import { useDeleteColour } from "../api/colours/delete-colour";
import { useColours } from "../api/colours/get-colours";
import { useCreateColour, useUpdateColour } from "../api/colours/save-colour";
import { useDeleteFinish } from "../api/finishes/delete-finish";
import { useFinishes } from "../api/finishes/get-finishes";
import { useCreateFinish, useUpdateFinish } from "../api/finishes/save-finish";
import { idNameOptions } from "../lib/options";
import { listActionsWith } from "../lib/save-entity";
import { DialogListTab } from "./dialog-list-tab";
import type { FieldConfig } from "./entity-form";

const tileTypeName = (id: number | null) => TILE_TYPES.find((type) => type.id === id)?.name ?? "";

const FINISH_FIELDS: FieldConfig<FinishInput>[] = [
  { name: "name", label: FINISHES_TEXT.name, kind: "text", required: true },
];

export function FinishesTab() {
  const actions = listActionsWith(useCreateFinish(), useUpdateFinish(), useDeleteFinish());
  return (
    <DialogListTab<Finish, typeof FinishInputSchema>
      list={useFinishes()}
      entity={FINISHES_TEXT.entity}
      itemTitle={FINISHES_TEXT.title}
      columns={[{ key: "name", header: FINISHES_TEXT.name, value: (row) => row.name }]}
      schema={FinishInputSchema}
      fields={FINISH_FIELDS}
      {...actions}
    />
  );
}

const colourFields = (finishes: readonly Finish[]): FieldConfig<ColourInput>[] => [
  { name: "suffix", label: COLOURS_TEXT.suffix, kind: "text", required: true },
  { name: "description", label: COLOURS_TEXT.description, kind: "text", required: true },
  { name: "finishId", label: COLOURS_TEXT.finish, kind: "select", required: true, options: idNameOptions(finishes) },
  { name: "tileType", label: COLOURS_TEXT.tileType, kind: "select", options: idNameOptions(TILE_TYPES) },
  { name: "colourHexValue", label: COLOURS_TEXT.colourHexValue, kind: "text" },
  { name: "imageUrl", label: COLOURS_TEXT.imageUrl, kind: "text" },
];

function ColourSwatch({ colour }: { colour: Colour }) {
  return (
    <span className="inline-flex items-center gap-2">
      {colour.colourHexValue ? (
        <span
          aria-hidden="true"
          className="inline-block size-4 rounded ring-1 ring-slate-300"
          style={{ backgroundColor: colour.colourHexValue }}
        />
      ) : null}
      {colour.description}
    </span>
  );
}

export function ColoursTab() {
  const finishes = useFinishes();
  const actions = listActionsWith(useCreateColour(), useUpdateColour(), useDeleteColour());
  return (
    <DialogListTab<Colour, typeof ColourInputSchema>
      list={useColours()}
      entity={COLOURS_TEXT.entity}
      itemTitle={COLOURS_TEXT.title}
      columns={[
        { key: "suffix", header: COLOURS_TEXT.suffix, value: (row) => row.suffix },
        {
          key: "description",
          header: COLOURS_TEXT.description,
          value: (row) => row.description,
          render: (row) => <ColourSwatch colour={row} />,
        },
        { key: "finish", header: COLOURS_TEXT.finishName, value: (row) => row.finish.name },
        { key: "tileType", header: COLOURS_TEXT.tileType, value: (row) => tileTypeName(row.tileType) },
      ]}
      schema={ColourInputSchema}
      fields={colourFields(finishes.data ?? [])}
      {...actions}
    />
  );
}
