import { QueryClientProvider } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createQueryClient } from "@/lib/query-client";
import { loadTestSettings, mockApi } from "@/testing/mock-api";
import { answerWith } from "../testing/catalogue-fixtures";
import { catalogueSave, entitySaveTexts } from "./catalogue-save";

const ItemSchema = z.object({ id: z.number(), name: z.string() });
type Item = z.infer<typeof ItemSchema>;
type Values = Omit<Item, "id">;

const texts = entitySaveTexts({ entity: "widget", title: "Widget" });

function renderSave(save: ReturnType<typeof catalogueSave<Values, Item>>) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const create = renderHook(() => save.useCreate([]), { wrapper }).result;
  const update = renderHook(() => save.useUpdate([]), { wrapper }).result;
  return { create: create.current, update: update.current };
}

describe("saving a catalogue item", () => {
  it("creates with a POST to the collection and updates with a PUT to the item", async () => {
    loadTestSettings();
    const api = mockApi({
      "POST /api/v1/widgets": answerWith({ id: 5, name: "" }, 201),
      "PUT /api/v1/widgets/5": answerWith({ id: 5, name: "" }),
    });
    const { create, update } = renderSave(catalogueSave<Values, Item>({ path: "/widgets", schema: ItemSchema, texts }));

    await expect(create.mutateAsync({ name: "New" })).resolves.toEqual({ id: 5, name: "New" });
    await expect(update.mutateAsync({ id: 5, values: { name: "Renamed" } })).resolves.toEqual({
      id: 5,
      name: "Renamed",
    });
    expect(api.callsTo("POST /api/v1/widgets")[0]?.body).toEqual({ name: "New" });
    expect(api.callsTo("PUT /api/v1/widgets/5")[0]?.body).toEqual({ name: "Renamed" });
  });

  it("creates with a PUT to the collection where the specification adds items that way", async () => {
    loadTestSettings();
    const api = mockApi({ "PUT /api/v1/widgets": answerWith({ id: 6, name: "" }, 201) });
    const save = catalogueSave<Values, Item>({ path: "/widgets", schema: ItemSchema, texts, createMethod: "PUT" });
    const { create } = renderSave(save);

    await create.mutateAsync({ name: "New" });
    expect(api.callsTo("PUT /api/v1/widgets")[0]?.body).toEqual({ name: "New" });
  });

  it("names the item in the body of a PUT to the collection where the specification asks for that", async () => {
    loadTestSettings();
    const api = mockApi({ "PUT /api/v1/widgets": answerWith({ id: 5, name: "" }) });
    const save = catalogueSave<Values, Item>({ path: "/widgets", schema: ItemSchema, texts, idInBody: true });
    const { update } = renderSave(save);

    await update.mutateAsync({ id: 5, values: { name: "Renamed" } });
    expect(api.callsTo("PUT /api/v1/widgets")[0]?.body).toEqual({ name: "Renamed", id: 5 });
  });
});

describe("the texts of a save", () => {
  it("are the specification's entity messages", () => {
    expect(entitySaveTexts({ entity: "colour mapping", title: "Colour Mapping" })).toEqual({
      createFailed: "Failed to create colour mapping.",
      updateFailed: "Failed to update colour mapping.",
      created: "Colour Mapping created successfully.",
      updated: "Colour Mapping updated successfully.",
    });
  });
});
