import type { NbsClausesOverrideInput, NbsClausesPayload, NbsOverrideClause } from "@portal/contracts";
import { NBS_CLAUSES_ERRORS, NBS_CLAUSES_TEXT } from "@portal/contracts/ui";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { adminWhoAmI, whoAmI } from "@/testing/fixtures";
import { json, loadTestSettings, type MockCall, mockApi } from "@/testing/mock-api";
import { renderPage } from "@/testing/render";
import { signedInAs } from "@/testing/session";
import { NbsClausesEditor } from "./nbs-clauses-editor";
import { NbsClausesLink } from "./nbs-clauses-link";

const PROJECT_ID = 7;
const TILE = { id: 3, name: "Flat interlocking tile" };

function clause(id: number, number: number, text: string, isSelected = true): NbsOverrideClause {
  return {
    id,
    text,
    isSelected,
    sortOrder: 0,
    isManuallyAdded: false,
    originalClauseId: id,
    code: `H65/${number}`,
  };
}

function payload(clauses: NbsOverrideClause[]): NbsClausesPayload {
  return {
    projectId: PROJECT_ID,
    tileId: TILE.id,
    nbsClauseHeaders: [
      {
        number: "H65",
        text: "Single lap roof tiling",
        isSelected: true,
        originalClauseHeaderId: 4,
        nbsClauses: clauses.map((entry, index) => ({ ...entry, sortOrder: index + 1 })),
      },
    ],
  };
}

const REQUIRED = payload([clause(10, 110, "Tiles: Flat interlocking tile."), clause(11, 700, "Dry ridge.")]);
const OPTIONAL = payload([clause(20, 220, "Remove existing tiles.", false)]);

/** The API as it would answer: a save is kept and answered, added clauses get ids from 500. */
function fakeApi(user = adminWhoAmI()) {
  const state = { required: REQUIRED, optional: OPTIONAL, nextId: 500 };
  const save = (list: "required" | "optional") => (call: MockCall) => {
    const input = call.body as NbsClausesOverrideInput;
    const saved: NbsClausesPayload = {
      projectId: input.projectId,
      tileId: input.tileId,
      nbsClauseHeaders: input.nbsClauseHeaders.map((header) => ({
        ...header,
        nbsClauses: header.nbsClauses.map((entry) => ({
          ...entry,
          id: entry.id ?? state.nextId++,
          originalClauseId: entry.originalClauseId ?? null,
          code: entry.isManuallyAdded ? null : `H65/${entry.originalClauseId}`,
        })),
      })),
    };
    state[list] = saved;
    return json(saved);
  };
  const api = mockApi({
    ...signedInAs(user),
    "GET /api/v1/nbs-clauses/selected-tiles": () => json([TILE]),
    "GET /api/v1/nbs-clauses/required-clauses": () => json(state.required),
    "GET /api/v1/nbs-clauses/optional-clauses": () => json(state.optional),
    "POST /api/v1/nbs-clauses/override-required-clauses": save("required"),
    "POST /api/v1/nbs-clauses/override-optional-clauses": save("optional"),
  });
  return { api, state };
}

async function open(canEdit: boolean) {
  renderPage(<NbsClausesEditor projectId={PROJECT_ID} canEdit={canEdit} />, "/nbs");
  await screen.findByText("Remove existing tiles.");
}

const statusText = () => screen.getByRole("status", { name: NBS_CLAUSES_TEXT.statusLabel }).textContent;
const requiredSection = () => screen.getByRole("region", { name: NBS_CLAUSES_TEXT.requiredClauses });
const optionalSection = () => screen.getByRole("region", { name: NBS_CLAUSES_TEXT.optionalClauses });

describe("NBS Clauses editor", () => {
  beforeEach(() => loadTestSettings());
  afterEach(() => vi.useRealTimers());

  it("shows the tile selector, the tabs, the optional list first then the required one, and codes to staff", async () => {
    fakeApi();
    await open(true);
    const select = screen.getByLabelText(NBS_CLAUSES_TEXT.tileSelected) as HTMLSelectElement;
    expect(select.value).toBe(String(TILE.id));
    expect(within(select).getByRole("option", { name: TILE.name })).toBeTruthy();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["Optional", "Required"]);
    const sections = screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    expect(sections).toEqual([NBS_CLAUSES_TEXT.optionalClauses, NBS_CLAUSES_TEXT.requiredClauses]);
    // The Optional tab opens the optional list; the required list's header starts closed.
    expect(within(optionalSection()).getByText("Remove existing tiles.")).toBeTruthy();
    expect(within(requiredSection()).queryByText("Dry ridge.")).toBeNull();
    await userEvent.setup().click(screen.getByRole("tab", { name: "Required" }));
    expect(within(requiredSection()).getByText("Dry ridge.")).toBeTruthy();
    expect(within(requiredSection()).getByText("H65/700")).toBeTruthy();
    expect(screen.getByRole("button", { name: NBS_CLAUSES_TEXT.edit })).toBeTruthy();
  });

  it("collapses and expands a header with View and Hide", async () => {
    fakeApi();
    await open(true);
    const user = userEvent.setup();
    const section = optionalSection();
    await user.click(within(section).getByRole("button", { name: NBS_CLAUSES_TEXT.hide }));
    expect(within(section).queryByText("Remove existing tiles.")).toBeNull();
    await user.click(within(section).getByRole("button", { name: NBS_CLAUSES_TEXT.view }));
    expect(within(section).getByText("Remove existing tiles.")).toBeTruthy();
  });

  it("shows a view-only list to other users: no Edit, no codes, disabled checkboxes", async () => {
    fakeApi(whoAmI());
    await open(false);
    expect(screen.queryByRole("button", { name: NBS_CLAUSES_TEXT.edit })).toBeNull();
    expect(screen.queryByText("H65/220")).toBeNull();
    for (const box of screen.getAllByRole("checkbox")) expect((box as HTMLInputElement).disabled).toBe(true);
  });

  it("autosaves edits 1.2 s after the last change, then says 'Clauses Saved!' for 5 s", async () => {
    const { api, state } = fakeApi();
    await open(true);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole("tab", { name: "Required" }));
    await user.click(screen.getByRole("button", { name: NBS_CLAUSES_TEXT.edit }));
    const section = requiredSection();
    const text = within(section).getByRole("textbox", { name: NBS_CLAUSES_TEXT.clauseTextLabel("H65/700") });
    await user.clear(text);
    await user.type(text, "Dry ridge, edited.");
    // Reorder: the ridge clause moves up, by the keyboard-accessible button.
    await user.click(within(section).getByRole("button", { name: `${NBS_CLAUSES_TEXT.moveUp}: H65/700` }));
    await user.click(within(section).getByRole("button", { name: NBS_CLAUSES_TEXT.addClause }));
    // "Saving..." from the first change until the save answers; nothing is sent before the 1.2 s pause.
    expect(statusText()).toContain(NBS_CLAUSES_TEXT.saving);
    expect(api.callsTo("POST /api/v1/nbs-clauses/override-required-clauses")).toHaveLength(0);
    // Edit is held while a change waits to be saved.
    expect((screen.getByRole("button", { name: NBS_CLAUSES_TEXT.done }) as HTMLButtonElement).disabled).toBe(false);

    act(() => vi.advanceTimersByTime(1200));
    await waitFor(() => expect(api.callsTo("POST /api/v1/nbs-clauses/override-required-clauses")).toHaveLength(1));
    const [sent] = api.callsTo("POST /api/v1/nbs-clauses/override-required-clauses");
    const clauses = (sent?.body as NbsClausesOverrideInput | undefined)?.nbsClauseHeaders[0]?.nbsClauses ?? [];
    expect(clauses.map((entry) => [entry.originalClauseId, entry.sortOrder, entry.text])).toEqual([
      [11, 1, "Dry ridge, edited."],
      [10, 2, "Tiles: Flat interlocking tile."],
      [null, 3, NBS_CLAUSES_TEXT.newClauseText],
    ]);
    // A new clause is sent without an id.
    expect(clauses[2]).not.toHaveProperty("id");
    await screen.findByText(NBS_CLAUSES_TEXT.saved);
    expect(state.required.nbsClauseHeaders[0]?.nbsClauses[2]?.id).toBe(500);

    // The added clause can be removed; a catalogue clause cannot.
    const rows = within(requiredSection()).getAllByRole("listitem");
    expect(within(rows[2] as HTMLElement).getByRole("button", { name: NBS_CLAUSES_TEXT.remove })).toBeTruthy();
    expect(within(rows[0] as HTMLElement).queryByRole("button", { name: NBS_CLAUSES_TEXT.remove })).toBeNull();

    act(() => vi.advanceTimersByTime(5000));
    await waitFor(() => expect(screen.queryByText(NBS_CLAUSES_TEXT.saved)).toBeNull());
  });

  it("shows 'Saving...' and holds Edit while a save runs", async () => {
    let release: ((response: Response) => void) | undefined;
    const { api } = fakeApi();
    await open(true);
    api.fetchMock.mockImplementationOnce(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    const user = userEvent.setup();
    await user.click(
      within(optionalSection()).getByRole("checkbox", { name: NBS_CLAUSES_TEXT.selectClause("H65/220") }),
    );
    expect((screen.getByRole("button", { name: NBS_CLAUSES_TEXT.edit }) as HTMLButtonElement).disabled).toBe(true);
    expect(statusText()).toContain(NBS_CLAUSES_TEXT.saving);
    await waitFor(() => expect(release).toBeDefined(), { timeout: 3000 });
    if (release) release(json(OPTIONAL));
    await screen.findByText(NBS_CLAUSES_TEXT.saved);
    expect((screen.getByRole("button", { name: NBS_CLAUSES_TEXT.edit }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("still saves a change made just before leaving the page", async () => {
    const { api } = fakeApi();
    const view = renderPage(<NbsClausesEditor projectId={PROJECT_ID} canEdit />, "/nbs");
    await screen.findByText("Remove existing tiles.");
    await userEvent
      .setup()
      .click(within(optionalSection()).getByRole("checkbox", { name: NBS_CLAUSES_TEXT.selectClause("H65/220") }));
    view.unmount();
    await waitFor(() => expect(api.callsTo("POST /api/v1/nbs-clauses/override-optional-clauses")).toHaveLength(1));
    const [sent] = api.callsTo("POST /api/v1/nbs-clauses/override-optional-clauses");
    expect((sent?.body as NbsClausesOverrideInput | undefined)?.nbsClauseHeaders[0]?.nbsClauses[0]?.isSelected).toBe(
      true,
    );
  });

  it("shows the spec's toast when the clauses cannot be read", async () => {
    mockApi({
      ...signedInAs(adminWhoAmI()),
      "GET /api/v1/nbs-clauses/selected-tiles": () => json([TILE]),
      "GET /api/v1/nbs-clauses/required-clauses": () => json({ message: "boom" }, 500),
      "GET /api/v1/nbs-clauses/optional-clauses": () => json(OPTIONAL),
    });
    renderPage(<NbsClausesEditor projectId={PROJECT_ID} canEdit />, "/nbs");
    expect(await screen.findByText(NBS_CLAUSES_ERRORS.fetchRequired)).toBeTruthy();
  });

  it("says 'No clauses available.' for an empty list", async () => {
    mockApi({
      ...signedInAs(adminWhoAmI()),
      "GET /api/v1/nbs-clauses/selected-tiles": () => json([TILE]),
      "GET /api/v1/nbs-clauses/required-clauses": () => json({ ...REQUIRED, nbsClauseHeaders: [] }),
      "GET /api/v1/nbs-clauses/optional-clauses": () => json({ ...OPTIONAL, nbsClauseHeaders: [] }),
    });
    renderPage(<NbsClausesEditor projectId={PROJECT_ID} canEdit />, "/nbs");
    await waitFor(() => expect(screen.getAllByText(NBS_CLAUSES_TEXT.empty)).toHaveLength(2));
  });
});

describe("NbsClausesLink", () => {
  beforeEach(() => loadTestSettings());

  it("reads 'Edit Clauses' for staff, linking to the page", async () => {
    mockApi(signedInAs(adminWhoAmI()));
    renderPage(<NbsClausesLink projectId={PROJECT_ID} />, "/p");
    const link = await screen.findByRole("link", { name: NBS_CLAUSES_TEXT.editClauses });
    expect(link.getAttribute("href")).toBe(`/project/${PROJECT_ID}/nbs-clauses`);
  });

  it("reads 'View Clauses' for a public user", async () => {
    mockApi(signedInAs(whoAmI()));
    renderPage(<NbsClausesLink projectId={PROJECT_ID} />, "/p");
    expect(await screen.findByRole("link", { name: NBS_CLAUSES_TEXT.viewClauses })).toBeTruthy();
  });
});
