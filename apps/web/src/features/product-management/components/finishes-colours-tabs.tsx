import { type Colour, ColourInputSchema, type Finish, FinishInputSchema, TILE_TYPES } from "@portal/contracts";
import { useList } from "../api/catalogue-api";
import { DialogListTab } from "./dialog-list-tab";
import type { FieldConfig } from "./entity-form";

const tileTypeName = (id: number | null) => TILE_TYPES.find((type) => type.id === id)?.name ?? "";

export function FinishesTab() {
  return (
    <DialogListTab<Finish>
      base="/finishes"
      entity="finish"
      title="Finish"
      columns={[{ key: "name", header: "Name", value: (row) => row.name }]}
      schema={FinishInputSchema}
      fields={[{ name: "name", label: "Name", kind: "text", required: true }]}
    />
  );
}

export function ColoursTab() {
  const finishes = useList<Finish>("/finishes", "finish");
  const fields: FieldConfig[] = [
    { name: "suffix", label: "Suffix", kind: "text", required: true },
    { name: "description", label: "Description", kind: "text", required: true },
    {
      name: "finishId",
      label: "Finish",
      kind: "select",
      required: true,
      options: (finishes.data ?? []).map((finish) => ({ value: finish.id, label: finish.name })),
    },
    {
      name: "tileType",
      label: "Tile Type",
      kind: "select",
      options: TILE_TYPES.map((type) => ({ value: type.id, label: type.name })),
    },
    { name: "colourHexValue", label: "Colour Hex Value", kind: "text" },
    { name: "imageUrl", label: "Image Url", kind: "text" },
  ];
  return (
    <DialogListTab<Colour>
      base="/colours"
      entity="colour"
      title="Colour"
      columns={[
        { key: "suffix", header: "Suffix", value: (row) => row.suffix },
        {
          key: "description",
          header: "Description",
          value: (row) => row.description,
          render: (row) => (
            <span className="inline-flex items-center gap-2">
              {row.colourHexValue ? (
                <span
                  aria-hidden="true"
                  className="inline-block size-4 rounded ring-1 ring-slate-300"
                  style={{ backgroundColor: row.colourHexValue }}
                />
              ) : null}
              {row.description}
            </span>
          ),
        },
        { key: "finish", header: "Finish name", value: (row) => row.finish.name },
        { key: "tileType", header: "Tile Type", value: (row) => tileTypeName(row.tileType) },
      ]}
      schema={ColourInputSchema}
      fields={fields}
    />
  );
}
