import type { QueryKey } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { queryClient } from "@/lib/query-client";
import { json } from "@/testing/mock-api";
import { answerWith, colour, finish, roofSystem, setupCatalogue, tilePage } from "../testing/catalogue-fixtures";
import { CHANGED_BY } from "./catalogue-dependencies";
import { catalogueKeys as keys } from "./query-keys";

const isInvalidated = (queryKey: QueryKey) => queryClient.getQueryState(queryKey)?.isInvalidated;

describe("what a colour save refreshes", () => {
  it("refreshes the colours and the pages that show colours, and leaves NBS, roof-system and solar lists alone", async () => {
    const user = userEvent.setup();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    // Lists seen earlier in the session, still in the cache.
    const unrelated: QueryKey[] = [
      keys.nbsHeaderList,
      keys.nbsClauseList(1),
      keys.roofSystemList,
      keys.solarComponentList(0),
      keys.solarSystemList,
    ];
    for (const queryKey of unrelated) queryClient.setQueryData(queryKey, []);
    queryClient.setQueryData(keys.roofSystemList, [roofSystem()]);
    queryClient.setQueryData(keys.tilePage(7), tilePage());
    queryClient.setQueryData(keys.componentColourList(5), []);

    const { api } = setupCatalogue("/admin/product-management/colours", {
      "GET /api/v1/colours": () => json([]),
      "GET /api/v1/finishes": () => json([finish(1, "Smooth")]),
      "POST /api/v1/colours": answerWith(colour(9, "SGY", "Smooth Grey", "Smooth"), 201),
    });
    await screen.findByText("No data available.");
    await user.click(screen.getByRole("button", { name: "Add New" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Colour" });
    await user.type(within(dialog).getByLabelText("Suffix"), "SGY");
    await user.type(within(dialog).getByLabelText("Description"), "Smooth Grey");
    await waitFor(() => expect(within(dialog).getAllByRole("option", { name: "Smooth" })).toHaveLength(1));
    await user.selectOptions(within(dialog).getByLabelText("Finish"), "1");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Colour created successfully.")).toBeTruthy();

    // The shown list is fetched again; the tile page and component colour mappings will be on their next view.
    await waitFor(() => expect(api.callsTo("GET /api/v1/colours")).toHaveLength(2));
    expect(isInvalidated(keys.tilePage(7))).toBe(true);
    expect(isInvalidated(keys.componentColourList(5))).toBe(true);
    for (const queryKey of unrelated)
      expect({ queryKey, invalidated: isInvalidated(queryKey) }).toEqual({ queryKey, invalidated: false });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).not.toContainEqual(keys.all);
  });
});

describe("the catalogue's dependency map", () => {
  it("never refreshes the whole catalogue", () => {
    const keysOf = (entry: (typeof CHANGED_BY)[keyof typeof CHANGED_BY]) =>
      typeof entry === "function" ? entry(1) : entry;
    for (const entry of Object.values(CHANGED_BY)) {
      for (const key of keysOf(entry)) expect(key.length).toBeGreaterThan(keys.all.length);
    }
  });
});
