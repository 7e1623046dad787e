import { type Project, ROOF_EDITOR_MESSAGES } from "@portal/contracts";
import { PROJECTS_TEXT, ROOF_EDITOR_TEXT, ROOFS_TEXT } from "@portal/contracts/ui";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeRoofApi, ROOF_ID } from "@/features/roof-editor/testing/fake-roof-api";
import { stopRealtime } from "@/lib/realtime";
import { plotFixture, roofSummaryFixture } from "@/testing/fixtures";
import { json, loadTestSettings } from "@/testing/mock-api";
import { renderRoutes } from "@/testing/render";
import { RoofRoute } from "./roof";

const roof = roofSummaryFixture({ id: ROOF_ID, plotId: 3 });

function openRoofPage(path: string, extraHandlers: NonNullable<Parameters<typeof fakeRoofApi>[0]>["handlers"] = {}) {
  loadTestSettings();
  const api = fakeRoofApi({
    handlers: {
      ...extraHandlers,
      "GET /api/v1/projects/7": () => json({ id: 7, name: "Riverside Homes" } as Partial<Project>),
      "GET /api/v1/plots/3": () => json(plotFixture({ id: 3, roofs: [roof] })),
      [`GET /api/v1/roofs/${ROOF_ID}`]: () => json(roof),
      [`GET /api/v1/roofs/documents/${ROOF_ID}`]: () =>
        json({ fixingDocuments: [], estimateDocuments: [], nbsDocuments: [] }),
      ...extraHandlers,
    },
  });
  renderRoutes(
    [
      { path: "/project/:id/plot/:plotId/roof/:roofId", element: <RoofRoute /> },
      { path: "*", element: <p>Elsewhere</p> },
    ],
    path,
  );
  return api;
}

afterEach(() => {
  stopRealtime();
  vi.restoreAllMocks();
});

describe("roof page with the editor", () => {
  it("shows the editor's panels and enables each generate button by the roof's document availability", async () => {
    openRoofPage(`/project/7/plot/3/roof/${ROOF_ID}`);
    expect(await screen.findByRole("heading", { name: ROOF_EDITOR_TEXT.fixingSpecData })).toBeTruthy();
    expect(screen.getByRole("heading", { name: ROOF_EDITOR_TEXT.estimateData })).toBeTruthy();
    const bar = screen.getByRole("navigation", { name: "Roof actions" });
    const isDisabled = (name: string) => (within(bar).getByRole("button", { name }) as HTMLButtonElement).disabled;
    // The fake roof's availability: fixing spec and estimate yes, NBS not yet.
    await waitFor(() => expect(isDisabled("Generate Fixing Spec")).toBe(false));
    expect(isDisabled("Generate Estimate")).toBe(false);
    expect(isDisabled("Generate NBS")).toBe(true);
  });

  it("scrolls to the panel the section parameter names", async () => {
    const scrolled: string[] = [];
    Object.defineProperty(Element.prototype, "scrollIntoView", {
      configurable: true,
      value(this: Element) {
        scrolled.push(this.id);
      },
    });
    openRoofPage(`/project/7/plot/3/roof/${ROOF_ID}?section=estimate`);
    await screen.findByRole("heading", { name: ROOF_EDITOR_TEXT.estimateData });
    await waitFor(() => expect(scrolled).toContain("roof-section-estimate"));
    Reflect.deleteProperty(Element.prototype, "scrollIntoView");
  });

  it("says 'No roof selected' for a roof that does not exist, with the way back to its plot", async () => {
    openRoofPage("/project/7/plot/3/roof/999", {
      "GET /api/v1/roofs/999": () => json({ message: "Roof not found" }, 404),
    });
    expect(await screen.findByRole("heading", { name: ROOF_EDITOR_MESSAGES.noRoofSelected })).toBeTruthy();
    expect(screen.getByRole("link", { name: ROOFS_TEXT.backToPlot }).getAttribute("href")).toBe("/project/7/plot/3");
    expect(screen.getByRole("link", { name: PROJECTS_TEXT.title }).getAttribute("href")).toBe("/projects");
    expect(screen.queryByText("Elsewhere")).toBeNull();
  });

  it("says 'No roof selected' for a roof id that is no number", async () => {
    openRoofPage("/project/7/plot/3/roof/abc");
    expect(await screen.findByRole("heading", { name: ROOF_EDITOR_MESSAGES.noRoofSelected })).toBeTruthy();
    expect(screen.queryByText("Elsewhere")).toBeNull();
  });

  it("still sends a roof of another plot to its own address", async () => {
    openRoofPage(`/project/7/plot/4/roof/${ROOF_ID}`);
    expect(await screen.findByRole("heading", { name: ROOF_EDITOR_TEXT.fixingSpecData })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: ROOF_EDITOR_MESSAGES.noRoofSelected })).toBeNull();
  });
});
