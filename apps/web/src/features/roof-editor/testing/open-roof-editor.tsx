import { ROOF_EDITOR_TEXT } from "@portal/contracts/ui";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { loadTestSettings } from "@/testing/mock-api";
import { renderPage } from "@/testing/render";
import { RoofEditor } from "../components/roof-editor";
import { type FakeRoofOptions, fakeRoofApi, ROOF_ID } from "./fake-roof-api";

/** Longer than the autosave's quiet second, so a save that should have started has. */
export const AFTER_DEBOUNCE = { timeout: 4_000 };

/** The roof editor on the fake API, once its first panel has drawn. */
export async function openEditor(options: FakeRoofOptions = {}) {
  loadTestSettings();
  const api = fakeRoofApi(options);
  renderPage(<RoofEditor projectId={7} roofId={ROOF_ID} />, "/roof");
  await screen.findByRole("heading", { name: ROOF_EDITOR_TEXT.fixingSpecData });
  return { api, user: userEvent.setup() };
}

export const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
