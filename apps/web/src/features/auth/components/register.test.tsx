import { ACCOUNT_MESSAGES } from "@portal/contracts";
import { FIELD_LABELS } from "@portal/contracts/ui";
import { screen, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { RegisterRoute } from "@/app/routes/register";
import { setSettings } from "@/lib/settings";
import { industryTypes } from "@/testing/fixtures";
import { empty, json, loadTestSettings, mockApi } from "@/testing/mock-api";
import { renderPage } from "@/testing/render";
import { errorOf } from "@/testing/session";

const field = (label: string) => screen.getByLabelText(label, { exact: true });

async function fillValidForm(user: UserEvent) {
  await user.type(field(FIELD_LABELS.firstName), "Rhys");
  await user.type(field(FIELD_LABELS.lastName), "Pritchard");
  await user.type(field(FIELD_LABELS.email), "rhys@example.com");
  await user.type(field(FIELD_LABELS.phoneNumber), "0118 496 0000");
  await user.type(field(FIELD_LABELS.jobTitle), "Director");
  await user.type(field(FIELD_LABELS.company), "Pritchard Roofing");
  await user.click(field(FIELD_LABELS.industryType));
  await user.click(await screen.findByRole("option", { name: "Roofing Contractor" }));
  await user.type(field(FIELD_LABELS.addressLine1), "1 Example Street");
  await user.type(field(FIELD_LABELS.town), "Reading");
  await user.type(field(FIELD_LABELS.postCode), "RG1 1AA");
  await user.type(field(FIELD_LABELS.password), "a-long-enough-password");
  await user.type(field(FIELD_LABELS.confirmPassword), "a-long-enough-password");
  await user.click(field(FIELD_LABELS.hasAcceptedTermsAndConditions));
}

function setup(registerReply?: () => Response) {
  loadTestSettings();
  const api = mockApi({
    "GET /api/v1/users/industry-types": () => json(industryTypes),
    ...(registerReply ? { "POST /api/Account/Register": registerReply } : {}),
  });
  renderPage(<RegisterRoute />, "/register");
  return { api, user: userEvent.setup() };
}

describe("registration form", () => {
  it("shows every rule's message on an empty submit", async () => {
    const { api, user } = setup();
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(errorOf(field(FIELD_LABELS.firstName))).toBe("First name is required");
    expect(errorOf(field(FIELD_LABELS.lastName))).toBe("Last name is required");
    expect(errorOf(field(FIELD_LABELS.email))).toBe("Email is required");
    expect(errorOf(field(FIELD_LABELS.phoneNumber))).toBe("Please enter your phone number");
    expect(errorOf(field(FIELD_LABELS.jobTitle))).toBe("Job title is required");
    expect(errorOf(field(FIELD_LABELS.company))).toBe("Company is required");
    expect(errorOf(field(FIELD_LABELS.addressLine1))).toBe("Address line 1 is required");
    expect(errorOf(field(FIELD_LABELS.town))).toBe("Town is required");
    expect(errorOf(field(FIELD_LABELS.postCode))).toBe("Postcode is required");
    expect(errorOf(field(FIELD_LABELS.industryType))).toBe("Industry type is required");
    expect(errorOf(field(FIELD_LABELS.hasAcceptedTermsAndConditions))).toBe("You must accept the terms and conditions");
    expect(api.callsTo("POST /api/Account/Register")).toHaveLength(0);
  });

  it("checks lengths, patterns and the password confirmation", async () => {
    const { user } = setup();
    await user.type(field(FIELD_LABELS.firstName), "R");
    await user.type(field(FIELD_LABELS.lastName), "P");
    await user.type(field(FIELD_LABELS.email), "rhys at example");
    await user.type(field(FIELD_LABELS.phoneNumber), "12ab");
    await user.type(field(FIELD_LABELS.password), "short");
    await user.type(field(FIELD_LABELS.confirmPassword), "different");
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(errorOf(field(FIELD_LABELS.firstName))).toBe("First name must be at least 2 characters");
    expect(errorOf(field(FIELD_LABELS.lastName))).toBe("Last name must be at least 2 characters");
    expect(errorOf(field(FIELD_LABELS.email))).toBe("Invalid email format");
    expect(errorOf(field(FIELD_LABELS.phoneNumber))).toBe("Invalid phone number format");
    expect(errorOf(field(FIELD_LABELS.password))).toBe("Password must be at least 12 characters");
    expect(errorOf(field(FIELD_LABELS.confirmPassword))).toBe("Passwords do not match");
  });

  it("sends the payload and shows where the verification mail went", async () => {
    const { api, user } = setup(() => json({ message: "Registered" }));
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByText(/We've sent a verification email to rhys@example.com/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Login" }).getAttribute("href")).toBe("/login");
    expect(api.callsTo("POST /api/Account/Register")[0]?.body).toMatchObject({
      firstName: "Rhys",
      email: "rhys@example.com",
      industryType: 1,
      postCode: "RG1 1AA",
      hasAcceptedTermsAndConditions: true,
      password: "a-long-enough-password",
      confirmPassword: "a-long-enough-password",
      acceptMarketingByEmail: false,
    });
  });

  it("attaches model state to the fields: ConfirmPassword on the password field, PhoneNumber on the telephone field", async () => {
    const { user } = setup(() =>
      json(
        {
          message: "Please correct the errors.",
          modelState: {
            Email: ["An account with this email address already exists."],
            Password: ["Password is too common."],
            ConfirmPassword: ["Confirmation differs."],
            PhoneNumber: ["Telephone number rejected.", "Use digits."],
            PostCode: ["Postcode is invalid"],
            HasAcceptedTermsAndConditions: ["Terms are required."],
          },
        },
        400,
      ),
    );
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByText("Please correct the errors.")).toBeTruthy();
    expect(errorOf(field(FIELD_LABELS.email))).toBe("An account with this email address already exists.");
    expect(errorOf(field(FIELD_LABELS.password))).toBe("Password is too common. Confirmation differs.");
    expect(errorOf(field(FIELD_LABELS.confirmPassword))).toBeNull();
    expect(errorOf(field(FIELD_LABELS.phoneNumber))).toBe("Telephone number rejected. Use digits.");
    expect(errorOf(field(FIELD_LABELS.postCode))).toBe("Postcode is invalid");
    expect(errorOf(field(FIELD_LABELS.hasAcceptedTermsAndConditions))).toBe("Terms are required.");
  });

  it("shows 'Error registering user.' for a 400 without a message", async () => {
    const { user } = setup(() => json({ modelState: { Email: ["Taken."] } }, 400));
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.registerFailedFallback)).toBeTruthy();
    expect(errorOf(field(FIELD_LABELS.email))).toBe("Taken.");
  });

  it("shows its own text for an empty error body", async () => {
    const { user } = setup(() => empty(500));
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByText("An error occurred registering your user.")).toBeTruthy();
  });

  it("uses the generic mapping for other statuses", async () => {
    const { user } = setup(() => json({ message: "You have made too many requests" }, 429));
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Register" }));
    const toast = await screen.findByText("You have made too many requests");
    expect(within(toast.closest(".Toastify") as HTMLElement).getByText("You have made too many requests")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Register" })).toBeTruthy();
  });

  it("reports a registration that could not be sent as 'Error registering user'", async () => {
    const { user } = setup(() => json({}));
    await fillValidForm(user);
    // The settings disappear before submit: the client refuses the call itself (client error code 999).
    setSettings(null);
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.registerFailed)).toBeTruthy();
  });
});
