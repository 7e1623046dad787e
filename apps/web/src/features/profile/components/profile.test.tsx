import type { Profile } from "@portal/contracts";
import { FIELD_LABELS } from "@portal/contracts/ui";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ProfileRoute } from "@/app/routes/profile";
import { adminWhoAmI, industryTypes, whoAmI } from "@/testing/fixtures";
import { json, loadTestSettings, type MockCall, mockApi } from "@/testing/mock-api";
import { renderPage } from "@/testing/render";
import { errorOf, signedInAs } from "@/testing/session";

const profile: Profile = {
  firstName: "Rhys",
  lastName: "Pritchard",
  email: "rhys@example.com",
  addressLine1: "1 Example Street",
  addressLine2: null,
  town: "Reading",
  postCode: "RG1 1AA",
  phoneNumber: "0118 496 0000",
  jobTitle: "Director",
  company: "Pritchard Roofing",
  industryType: 2,
  acceptMarketingByEmail: true,
  acceptMarketingByPost: false,
  acceptOptInToThirdParties: false,
};

function setup(isAdmin: boolean, putReply: (call: MockCall) => Response = () => json(profile)) {
  loadTestSettings();
  const api = mockApi({
    ...signedInAs(isAdmin ? adminWhoAmI() : whoAmI()),
    "GET /api/v1/users/profile": () => json(profile),
    "PUT /api/v1/users/profile": putReply,
    "GET /api/v1/users/industry-types": () => json(industryTypes),
  });
  renderPage(<ProfileRoute />, "/profile");
  return { api, user: userEvent.setup() };
}

async function openEditor() {
  const user = userEvent.setup();
  await screen.findByText("1 Example Street");
  await user.click(screen.getByRole("button", { name: "Edit Profile" }));
  return within(await screen.findByRole("dialog", { name: "Edit Profile" }));
}

describe("profile page", () => {
  it("shows the details grid with the industry type's name", async () => {
    setup(false);
    expect(await screen.findByText("Pritchard Roofing")).toBeTruthy();
    expect(await screen.findByText("Architect")).toBeTruthy();
    expect(screen.getByText("rhys@example.com")).toBeTruthy();
  });

  it("requires the names and, for non-administrators, the address, phone, job and industry fields", async () => {
    const { api, user } = setup(false);
    const dialog = await openEditor();
    for (const label of [
      FIELD_LABELS.firstName,
      FIELD_LABELS.lastName,
      FIELD_LABELS.addressLine1,
      FIELD_LABELS.town,
      FIELD_LABELS.postCode,
      FIELD_LABELS.phoneNumber,
      FIELD_LABELS.jobTitle,
      FIELD_LABELS.company,
    ]) {
      await user.clear(dialog.getByLabelText(label));
    }
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(errorOf(dialog.getByLabelText(FIELD_LABELS.firstName))).toBe("First name is required");
    expect(errorOf(dialog.getByLabelText(FIELD_LABELS.lastName))).toBe("Last name is required");
    expect(errorOf(dialog.getByLabelText(FIELD_LABELS.addressLine1))).toBe("Address line 1 is required");
    expect(errorOf(dialog.getByLabelText(FIELD_LABELS.town))).toBe("Town is required");
    expect(errorOf(dialog.getByLabelText(FIELD_LABELS.postCode))).toBe("Postcode is required");
    expect(errorOf(dialog.getByLabelText(FIELD_LABELS.phoneNumber))).toBe("Phone number is required");
    expect(errorOf(dialog.getByLabelText(FIELD_LABELS.jobTitle))).toBe("Job title is required");
    expect(errorOf(dialog.getByLabelText(FIELD_LABELS.company))).toBe("Company is required");
    expect(api.callsTo("PUT /api/v1/users/profile")).toHaveLength(0);
  });

  it("checks the name length and the phone and postcode patterns", async () => {
    const { user } = setup(false);
    const dialog = await openEditor();
    await user.clear(dialog.getByLabelText(FIELD_LABELS.firstName));
    await user.type(dialog.getByLabelText(FIELD_LABELS.firstName), "R");
    await user.clear(dialog.getByLabelText(FIELD_LABELS.phoneNumber));
    await user.type(dialog.getByLabelText(FIELD_LABELS.phoneNumber), "12ab");
    await user.clear(dialog.getByLabelText(FIELD_LABELS.postCode));
    await user.type(dialog.getByLabelText(FIELD_LABELS.postCode), "NOPE");
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(errorOf(dialog.getByLabelText(FIELD_LABELS.firstName))).toBe("First name must be at least 2 characters");
    expect(errorOf(dialog.getByLabelText(FIELD_LABELS.phoneNumber))).toBe("Phone number is invalid");
    expect(errorOf(dialog.getByLabelText(FIELD_LABELS.postCode))).toBe("Postcode is invalid");
  });

  it("lets an administrator leave the address fields empty, keeps the email read-only, and confirms the save", async () => {
    const { api, user } = setup(true);
    const dialog = await openEditor();
    expect((dialog.getByLabelText(FIELD_LABELS.email) as HTMLInputElement).disabled).toBe(true);
    await user.clear(dialog.getByLabelText(FIELD_LABELS.addressLine1));
    await user.clear(dialog.getByLabelText(FIELD_LABELS.town));
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Profile updated successfully.")).toBeTruthy();
    expect(api.callsTo("PUT /api/v1/users/profile")[0]?.body).toMatchObject({
      firstName: "Rhys",
      email: "rhys@example.com",
      addressLine1: "",
      town: "",
      industryType: 2,
      acceptMarketingByEmail: true,
    });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("keeps the dialog and what was typed when the save fails", async () => {
    const { user } = setup(false, () => json({}, 500));
    const dialog = await openEditor();
    await user.clear(dialog.getByLabelText(FIELD_LABELS.jobTitle));
    await user.type(dialog.getByLabelText(FIELD_LABELS.jobTitle), "Owner");
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Error updating profile")).toBeTruthy();
    expect((screen.getByLabelText(FIELD_LABELS.jobTitle) as HTMLInputElement).value).toBe("Owner");
  });

  it("says when the profile cannot be fetched", async () => {
    loadTestSettings();
    mockApi({
      ...signedInAs(whoAmI()),
      "GET /api/v1/users/profile": () => json({}, 500),
      "GET /api/v1/users/industry-types": () => json(industryTypes),
    });
    renderPage(<ProfileRoute />, "/profile");
    expect((await screen.findAllByText("Error fetching user profile")).length).toBeGreaterThan(0);
  });
});
