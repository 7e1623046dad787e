import { ROOF_EDITOR_MESSAGES, type RoofNbsClause, type RoofNbsClauses } from "@portal/contracts";
import { ROOF_EDITOR_TEXT, ROOF_NBS_TEXT } from "@portal/contracts/ui";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { whoAmI } from "@/testing/fixtures";
import { json, loadTestSettings, type MockCall, mockApi } from "@/testing/mock-api";
import { renderPage } from "@/testing/render";
import { signedInAs } from "@/testing/session";
import { calculateClauses } from "../api/calculate-clauses";
import { NbsPanel } from "./nbs-panel";

const ROOF_ID = 42;
const CLAUSES_URL = `GET /api/v1/nbs-clauses/roof/${ROOF_ID}`;
const SAVE_URL = "PUT /api/v1/roof-nbs-details";

function clause(id: number, number: number, subHeading: string, text: string, optional = false): RoofNbsClause {
  return {
    id,
    nbsHeaderId: 4,
    headerNumber: "H65",
    number,
    subHeading,
    text,
    selection: optional ? "optional" : "required",
    isSelected: !optional,
    missingPlaceholders: [],
    productLines: [],
  };
}

function roofClauses(overrides: Partial<RoofNbsClauses> = {}): RoofNbsClauses {
  return {
    roofId: ROOF_ID,
    earlierSectionsIncomplete: false,
    workSection: "H65",
    headers: [
      {
        id: 4,
        number: "H65",
        text: "Single lap roof tiling",
        requiredClauses: [
          {
            ...clause(
              10,
              110,
              "Single lap tiling to pitched roofs",
              "Tiles: Flat interlocking tile, colour Smooth Grey.",
            ),
            productLines: ["Product reference: CT-FLAT-420", "Colour/finish: Smooth Grey (Smooth)"],
          },
          clause(11, 700, "Dry ventilated ridges", "Dry ventilated ridge: Dry ridge, ventilated."),
        ],
        optionalClauses: [
          clause(20, 220, "Removing existing single lap tiling", "Remove existing tiles.", true),
          {
            ...clause(21, 840, "Ventilator tiles", "Ventilators: {product}, positions as drawings.", true),
            missingPlaceholders: ["product"],
          },
        ],
      },
    ],
    nbsRequiredClauses: [10, 11],
    nbsOptionalClauses: [20, 21],
    nbsSelectedOptionalClauses: [],
    documentNeeds: [],
    version: 3,
    ...overrides,
  };
}

/** A fake of the roof NBS calls that keeps the selection as the API would. */
function fakeNbsApi(
  options: { signedIn?: boolean; clauses?: RoofNbsClauses; save?: (call: MockCall) => Response } = {},
) {
  const state = { clauses: options.clauses ?? roofClauses() };
  const api = mockApi({
    ...(options.signedIn === false ? {} : signedInAs(whoAmI())),
    [CLAUSES_URL]: () => json(state.clauses),
    [SAVE_URL]:
      options.save ??
      ((call) => {
        const body = call.body as { nbsClauseIds: number[]; version: number };
        const version = body.version + 1;
        state.clauses = { ...state.clauses, nbsSelectedOptionalClauses: body.nbsClauseIds, version };
        return json({ roofId: ROOF_ID, nbsClauseIds: body.nbsClauseIds, version });
      }),
  });
  return { api, state };
}

async function openPanel(options: Parameters<typeof fakeNbsApi>[0] = {}) {
  const fake = fakeNbsApi(options);
  renderPage(<NbsPanel roofId={ROOF_ID} />, "/roof");
  await screen.findByRole("heading", { name: "H65 Single lap roof tiling" });
  return { ...fake, user: userEvent.setup() };
}

const checkbox = (name: RegExp) => screen.getByRole("checkbox", { name }) as HTMLInputElement;

describe("NBS panel", () => {
  beforeEach(() => loadTestSettings());

  it("lists the required clauses as included and the optional ones as checkboxes", async () => {
    await openPanel();
    expect(screen.getByRole("heading", { name: ROOF_NBS_TEXT.title })).toBeTruthy();
    const required = screen.getByText(ROOF_NBS_TEXT.requiredClauses).nextElementSibling as HTMLElement;
    expect(within(required).getByText("110 Single lap tiling to pitched roofs")).toBeTruthy();
    expect(within(required).getByText("Dry ventilated ridge: Dry ridge, ventilated.")).toBeTruthy();
    expect(within(required).getAllByText(ROOF_NBS_TEXT.included)).toHaveLength(2);
    expect(within(required).queryByRole("checkbox")).toBeNull();

    const optional = screen.getByRole("group", { name: ROOF_NBS_TEXT.optionalClauses });
    expect(within(optional).getAllByRole("checkbox")).toHaveLength(2);
    const removing = checkbox(/220 Removing existing single lap tiling/);
    expect(removing.checked).toBe(false);
    expect(removing.disabled).toBe(false);
    expect(removing.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(removing.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Remove existing tiles.",
    );
  });

  it("marks a value the roof does not give yet instead of showing its placeholder", async () => {
    await openPanel();
    const ventilators = checkbox(/840 Ventilator tiles/);
    const text = document.getElementById(ventilators.getAttribute("aria-describedby") ?? "")?.textContent;
    expect(text).toBe(`Ventilators: ${ROOF_NBS_TEXT.notGivenYet("product")}, positions as drawings.`);
    expect(text).not.toContain("{product}");
  });

  it("shows the product lines of the product a clause names", async () => {
    await openPanel();
    expect(screen.getByText("Product reference: CT-FLAT-420; Colour/finish: Smooth Grey (Smooth)")).toBeTruthy();
  });

  it("says which choice the NBS document still needs, in the user's words, and nothing once none is missing", async () => {
    await openPanel({ clauses: roofClauses({ documentNeeds: ["the underlay", "the tile colour"] }) });
    const message = screen.getByText("The NBS specification needs: the underlay, the tile colour.");
    expect(message.closest("[role=status]")).toBeTruthy();
    expect(screen.queryByText(/\{underlay\}/)).toBeNull();
  });

  it("reads what the document needs again once a tick is saved", async () => {
    const { api, state, user } = await openPanel();
    expect(screen.queryByText(/NBS specification needs/)).toBeNull();
    // The ventilator clause names a product the roof has not got: the server now says the document needs it.
    state.clauses = { ...state.clauses, documentNeeds: ["the product of H65/840 Ventilator tiles"] };
    await user.click(checkbox(/840 Ventilator tiles/));
    await waitFor(() => expect(api.callsTo(SAVE_URL)).toHaveLength(1));
    expect(
      await screen.findByText("The NBS specification needs: the product of H65/840 Ventilator tiles."),
    ).toBeTruthy();
    expect(checkbox(/840 Ventilator tiles/).checked).toBe(true);
  });

  it("says nothing of the document's needs when every clause is filled", async () => {
    await openPanel();
    expect(screen.queryByText(/NBS specification needs/)).toBeNull();
  });

  it("saves a tick from the keyboard with the version it read, and keeps it", async () => {
    const { api, user } = await openPanel();
    const removing = checkbox(/220 Removing/);
    removing.focus();
    await user.keyboard(" ");
    await waitFor(() => expect(api.callsTo(SAVE_URL)).toHaveLength(1));
    expect(api.callsTo(SAVE_URL)[0]?.body).toEqual({ roofId: ROOF_ID, nbsClauseIds: [20], version: 3 });
    await waitFor(() => expect(checkbox(/220 Removing/).checked).toBe(true));
    expect(document.activeElement).toBe(checkbox(/220 Removing/));

    // Unticking sends the whole selection again, at the version the save answered.
    await user.keyboard(" ");
    await waitFor(() => expect(api.callsTo(SAVE_URL)).toHaveLength(2));
    expect(api.callsTo(SAVE_URL)[1]?.body).toEqual({ roofId: ROOF_ID, nbsClauseIds: [], version: 4 });
    await waitFor(() => expect(checkbox(/220 Removing/).checked).toBe(false));
  });

  it("sends a tick made while a save runs after it, with the version that save answered", async () => {
    let releaseFirst: (response: Response) => void = () => undefined;
    let saves = 0;
    const { api, user } = await openPanel({
      save: (call) => {
        saves += 1;
        const body = call.body as { nbsClauseIds: number[]; version: number };
        const reply = json({ roofId: ROOF_ID, nbsClauseIds: body.nbsClauseIds, version: body.version + 1 });
        if (saves > 1) return reply;
        return new Promise<Response>((resolve) => {
          releaseFirst = () => resolve(reply);
        }) as unknown as Response;
      },
    });
    await user.click(checkbox(/220 Removing/));
    await user.click(checkbox(/840 Ventilator tiles/));
    expect(checkbox(/840 Ventilator tiles/).checked).toBe(true);
    expect(api.callsTo(SAVE_URL)).toHaveLength(1);
    await act(async () => releaseFirst(new Response()));
    await waitFor(() => expect(api.callsTo(SAVE_URL)).toHaveLength(2));
    expect(api.callsTo(SAVE_URL)[1]?.body).toEqual({ roofId: ROOF_ID, nbsClauseIds: [20, 21], version: 4 });
    await waitFor(() => expect(checkbox(/220 Removing/).checked && checkbox(/840 Ventilator/).checked).toBe(true));
  });

  it("says beside the title when a save fails, keeps the tick and sends it again on Try again", async () => {
    let fails = true;
    const { api, user } = await openPanel({
      save: (call) =>
        fails
          ? json({ message: "Something went wrong" }, 500)
          : json({ roofId: ROOF_ID, version: 2, nbsClauseIds: (call.body as { nbsClauseIds: number[] }).nbsClauseIds }),
    });
    await user.click(checkbox(/220 Removing/));
    expect(await screen.findByText(ROOF_EDITOR_TEXT.saveState.failed(ROOF_NBS_TEXT.saveFailed))).toBeTruthy();
    expect(checkbox(/220 Removing/).checked).toBe(true);
    fails = false;
    await user.click(screen.getByRole("button", { name: ROOF_EDITOR_TEXT.saveState.retry }));
    expect(await screen.findByText(ROOF_EDITOR_TEXT.saveState.saved)).toBeTruthy();
    expect(api.callsTo(SAVE_URL)).toHaveLength(2);
    expect(checkbox(/220 Removing/).checked).toBe(true);
  });

  it("disables the checkboxes for a visitor who is not signed in", async () => {
    const { api } = await openPanel({ signedIn: false });
    expect(screen.getByText(ROOF_NBS_TEXT.signInToSelect)).toBeTruthy();
    for (const box of screen.getAllByRole("checkbox")) expect((box as HTMLInputElement).disabled).toBe(true);
    expect(api.callsTo(SAVE_URL)).toHaveLength(0);
  });

  it("asks to complete the earlier sections first while the roof has no tile", async () => {
    fakeNbsApi({
      clauses: roofClauses({
        earlierSectionsIncomplete: true,
        workSection: null,
        headers: [],
        nbsRequiredClauses: [],
        nbsOptionalClauses: [],
      }),
    });
    renderPage(<NbsPanel roofId={ROOF_ID} />, "/roof");
    expect(await screen.findByText(ROOF_NBS_TEXT.completeEarlierSections)).toBeTruthy();
    expect(ROOF_NBS_TEXT.completeEarlierSections.toLowerCase()).toContain("complete the earlier sections first");
    expect(screen.queryByRole("checkbox")).toBeNull();
  });

  it("shows a loading state, then an empty state when no clause applies", async () => {
    let release: (response: Response) => void = () => undefined;
    mockApi({
      ...signedInAs(whoAmI()),
      [CLAUSES_URL]: () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }) as unknown as Response,
    });
    renderPage(<NbsPanel roofId={ROOF_ID} />, "/roof");
    expect(await screen.findByText(ROOF_NBS_TEXT.loading)).toBeTruthy();
    await act(async () => release(json(roofClauses({ headers: [], nbsRequiredClauses: [], nbsOptionalClauses: [] }))));
    expect(await screen.findByText(ROOF_NBS_TEXT.empty)).toBeTruthy();
  });

  it("shows the fetch failure", async () => {
    mockApi({ ...signedInAs(whoAmI()), [CLAUSES_URL]: () => json({ message: "Server error" }, 500) });
    renderPage(<NbsPanel roofId={ROOF_ID} />, "/roof");
    expect(await screen.findAllByText(ROOF_NBS_TEXT.loadFailed)).not.toHaveLength(0);
  });

  it("recalculates the clauses, with the failure toast of spec 03 §8", async () => {
    const api = mockApi({
      [`POST /api/v1/nbs-clauses/calculate-clauses/roof/${ROOF_ID}`]: () => json({ message: "Server error" }, 500),
    });
    renderPage(<p>Roof</p>, "/roof");
    await expect(calculateClauses(ROOF_ID)).rejects.toThrow(ROOF_EDITOR_MESSAGES.nbsRecalculationFailed);
    expect(api.calls[0]?.body).toEqual({});
    expect(await screen.findByText(ROOF_EDITOR_MESSAGES.nbsRecalculationFailed)).toBeTruthy();
  });
});
