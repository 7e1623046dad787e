import { NBS_CLAUSES_TEXT } from "@portal/contracts/ui";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { project } from "@/features/projects/testing/project-fixtures";
import { adminWhoAmI, whoAmI } from "@/testing/fixtures";
import { json, loadTestSettings, mockApi } from "@/testing/mock-api";
import { renderRoutes } from "@/testing/render";
import { signedInAs } from "@/testing/session";
import { NbsClausesRoute } from "./nbs-clauses";

function openPage(user = adminWhoAmI(), path = "/project/12/nbs-clauses") {
  loadTestSettings();
  const current = project({ id: 12, name: "Riverside" });
  const api = mockApi({
    ...signedInAs(user),
    "GET /api/v1/projects/12": () => json(current),
    "GET /api/v1/nbs-clauses/selected-tiles": () => json([]),
    "GET /api/v1/projects/document-availability/12": () =>
      json({ fixingSpecAvailable: true, estimateAvailable: true, nbsAvailable: true }),
    "POST /api/v1/project-pdfs/projects": () => json({ message: "Generating...", generationId: 9 }, 202),
  });
  renderRoutes(
    [
      { path: "/project/:id/nbs-clauses", element: <NbsClausesRoute /> },
      { path: "/project/:id", element: <p>Project page</p> },
      { path: "/projects", element: <p>Project list</p> },
    ],
    path,
  );
  return api;
}

describe("NBS Clauses page", () => {
  it("shows Projects > project > NBS Clauses, Back to Project, and Generate NBS making the project's NBS", async () => {
    const api = openPage();
    const crumbs = await screen.findByRole("navigation", { name: "Breadcrumbs" });
    expect(
      within(crumbs)
        .getAllByRole("listitem")
        .map((item) => item.textContent?.replace(">", "").trim()),
    ).toEqual(["Projects", "Riverside", NBS_CLAUSES_TEXT.breadcrumb]);
    expect(within(crumbs).getByRole("link", { name: "Riverside" }).getAttribute("href")).toBe("/project/12");
    expect(screen.getByRole("link", { name: NBS_CLAUSES_TEXT.backToProject }).getAttribute("href")).toBe("/project/12");
    expect(await screen.findByText(NBS_CLAUSES_TEXT.empty)).toBeTruthy();
    const generate = screen.getByRole("button", { name: NBS_CLAUSES_TEXT.generateNbs });
    await waitFor(() => expect(generate.hasAttribute("disabled")).toBe(false));
    await userEvent.setup().click(generate);
    await waitFor(() => expect(api.callsTo("POST /api/v1/project-pdfs/projects")).toHaveLength(1));
    expect(api.callsTo("POST /api/v1/project-pdfs/projects")[0]?.body).toEqual({ projectId: 12, pdfType: 0 });
  });

  it("goes back to the list for a non-numeric id", async () => {
    openPage(whoAmI(), "/project/abc/nbs-clauses");
    expect(await screen.findByText("Project list")).toBeTruthy();
  });
});
