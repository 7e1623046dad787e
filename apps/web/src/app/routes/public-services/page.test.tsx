import { COOKIE_NAMES, PUBLIC_WIZARD_MESSAGES, ROLES } from "@portal/contracts";
import { FIELD_LABELS, PUBLIC_WIZARD_STEPS, PUBLIC_WIZARD_TEXT } from "@portal/contracts/ui";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getAuthToken, setCookie } from "@/lib/cookies";
import { industryTypes, whoAmI } from "@/testing/fixtures";
import { json, loadTestSettings, type MockCall, mockApi } from "@/testing/mock-api";
import { renderRoutes } from "@/testing/render";
import { errorOf } from "@/testing/session";
import { PublicServicesRoute } from "./page";

type Handlers = Record<string, (call: MockCall) => Response | Promise<Response>>;

vi.mock("socket.io-client", () => import("@/testing/silent-socket-io"));

// The real steps are the whole roof editor; what matters here is which roof the page hands them.
vi.mock("./roof-steps", () => ({
  WizardRoofSteps: ({ roof }: { roof: { projectId: number; plotId: number; roofId: number } }) => (
    <p>{`roof ${roof.roofId} of plot ${roof.plotId} of project ${roof.projectId}`}</p>
  ),
}));

// The wizard keeps the visitor's progress for the tab: one test's roof must not reach the next.
beforeEach(() => window.sessionStorage.clear());

const EMAIL = "rhys@example.com";
/** Where the geocoder places the visitor's site address (1 Mill Lane, Leeds). */
const LEEDS_SITE = {
  lat: 53.8,
  lng: -1.55,
  postCode: "LS1 4AP",
  precision: "postcode",
  source: "offline",
  attribution: "",
  detail: "",
};
const SESSION_WAIT = { timeout: 5_000 };

const field = (label: string) => screen.getByLabelText(label, { exact: true });
const isDisabled = (element: HTMLElement) => element.matches(":disabled");

function setup(extra: Handlers = {}) {
  loadTestSettings();
  let sessionEmail = EMAIL;
  const api = mockApi({
    "GET /api/v1/users/industry-types": () => json(industryTypes),
    "POST /api/Account/SessionToken": (call) => {
      sessionEmail = call.url.searchParams.get("email") ?? "";
      return json("visitor-token");
    },
    "GET /api/Account/WhoAmI": () =>
      json(
        whoAmI({
          id: 0,
          email: sessionEmail,
          firstName: "",
          lastName: "",
          role: ROLES.anonymous,
          isAnonymous: true,
          isAuthenticated: true,
        }),
      ),
    "GET /api/v1/geocoding/address": () => json(LEEDS_SITE),
    "POST /api/v1/projects": () => json({ id: 3 }),
    "POST /api/v1/plots": () => json({ id: 5 }),
    "POST /api/v1/roofs": () => json({ id: 7 }),
    ...extra,
  });
  renderRoutes(
    [
      { path: "/public-services", element: <PublicServicesRoute /> },
      { path: "*", element: <p>Elsewhere</p> },
    ],
    "/public-services",
  );
  return { api, user: userEvent.setup() };
}

/** Every user field valid and left; the e-mail's session follows a second later. */
async function fillUserDetails(user: UserEvent) {
  await user.type(field(FIELD_LABELS.firstName), "Rhys");
  await user.type(field(FIELD_LABELS.lastName), "Pritchard");
  await user.type(field(FIELD_LABELS.email), EMAIL);
  await user.type(field(FIELD_LABELS.phoneNumber), "0113 496 0000");
  await user.type(field(FIELD_LABELS.jobTitle), "Director");
  await user.type(field(FIELD_LABELS.company), "Pritchard Roofing");
  await user.click(field(FIELD_LABELS.industryType));
  await user.click(await screen.findByRole("option", { name: "Roofing Contractor" }));
  await user.type(field(FIELD_LABELS.addressLine1), "1 Example Street");
  await user.type(field(FIELD_LABELS.addressLine2), "Unit 4");
  await user.type(field(FIELD_LABELS.town), "Reading");
  await user.type(field(FIELD_LABELS.postCode), "RG1 1AA");
  await user.tab();
}

async function waitForProjectFields() {
  await waitFor(() => expect(isDisabled(field(PUBLIC_WIZARD_TEXT.projectName))).toBe(false), SESSION_WAIT);
}

async function fillProjectDetails(user: UserEvent) {
  await user.type(field(PUBLIC_WIZARD_TEXT.projectName), "Mill re-roof");
  await user.type(field(PUBLIC_WIZARD_TEXT.siteAddress1), "1 Mill Lane");
  await user.type(field(PUBLIC_WIZARD_TEXT.siteTown), "Leeds");
  await user.type(field(PUBLIC_WIZARD_TEXT.sitePostcode), "LS1 4AP");
  await user.tab();
}

const stepButton = (index: number) =>
  screen.getByRole("button", {
    name: `${PUBLIC_WIZARD_TEXT.stepPrefix(index)} ${PUBLIC_WIZARD_STEPS[index]}`,
  });

describe("public wizard details", () => {
  it("checks fields on blur with the spec's words and keeps Project Name shut until a session and valid details", async () => {
    let grantSession = () => {};
    const { api, user } = setup({
      "POST /api/Account/SessionToken": () =>
        new Promise<Response>((resolve) => {
          grantSession = () => resolve(json("visitor-token"));
        }),
    });
    const firstName = field(FIELD_LABELS.firstName);
    await user.click(firstName);
    expect(errorOf(firstName)).toBeNull();
    await user.tab();
    await waitFor(() => expect(errorOf(firstName)).toBe(PUBLIC_WIZARD_MESSAGES.firstNameRequired));
    expect(errorOf(firstName)).toBe("First Name is required");

    const email = field(FIELD_LABELS.email);
    await user.type(email, "rhys at example");
    expect(errorOf(email)).toBeNull();
    await user.tab();
    await waitFor(() => expect(errorOf(email)).toBe("Invalid email"));

    const postCode = field(FIELD_LABELS.postCode);
    await user.type(postCode, "NOT A CODE");
    await user.tab();
    await waitFor(() => expect(errorOf(postCode)).toBe("Invalid postcode"));

    expect(isDisabled(field(PUBLIC_WIZARD_TEXT.projectName))).toBe(true);
    expect(screen.getByText(PUBLIC_WIZARD_TEXT.projectDetailsLocked)).toBeTruthy();

    await user.clear(email);
    await user.clear(postCode);
    await fillUserDetails(user);
    expect(errorOf(firstName)).toBeNull();
    expect(errorOf(email)).toBeNull();
    await waitFor(() => expect(api.callsTo("POST /api/Account/SessionToken")).toHaveLength(1), SESSION_WAIT);
    // Valid details alone do not open the project: the session has to be there too.
    expect(isDisabled(field(PUBLIC_WIZARD_TEXT.projectName))).toBe(true);
    grantSession();
    await waitForProjectFields();
    expect(api.callsTo("POST /api/Account/SessionToken")).toHaveLength(1);
    expect(screen.queryByText(PUBLIC_WIZARD_TEXT.projectDetailsLocked)).toBeNull();

    const projectName = field(PUBLIC_WIZARD_TEXT.projectName);
    await user.click(projectName);
    await user.tab();
    await waitFor(() => expect(errorOf(projectName)).toBe("Project Name is required"));
    const sitePostcode = field(PUBLIC_WIZARD_TEXT.sitePostcode);
    await user.click(sitePostcode);
    await user.tab();
    await waitFor(() => expect(errorOf(sitePostcode)).toBe("Site Postcode is required"));
  });

  it("keeps Project Name shut when a user field turns invalid after the session came", async () => {
    const { user } = setup();
    await fillUserDetails(user);
    await waitForProjectFields();
    await user.clear(field(FIELD_LABELS.phoneNumber));
    await waitFor(() => expect(isDisabled(field(PUBLIC_WIZARD_TEXT.projectName))).toBe(true));
  });
});

describe("the visitor's session", () => {
  it("is asked for once, a second after the last key of a valid e-mail", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = setup();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const email = field(FIELD_LABELS.email);
    // Short valid prefixes ("r@e.co") come up on the way: none of them may be asked for.
    for (const character of "r@e.co.uk") {
      await user.type(email, character);
      act(() => vi.advanceTimersByTime(300));
    }
    expect(api.callsTo("POST /api/Account/SessionToken")).toHaveLength(0);
    act(() => vi.advanceTimersByTime(600));
    expect(api.callsTo("POST /api/Account/SessionToken")).toHaveLength(0);
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(api.callsTo("GET /api/Account/WhoAmI")).toHaveLength(1));
    const calls = api.callsTo("POST /api/Account/SessionToken");
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.searchParams.get("email")).toBe("r@e.co.uk");
    expect(getAuthToken()).toBe("visitor-token");
    expect(api.callsTo("GET /api/Account/WhoAmI")[0]?.headers.get("Authorization")).toBe("Bearer visitor-token");

    // Leaving the field or waiting longer asks nothing more for the same e-mail.
    await user.tab();
    act(() => vi.advanceTimersByTime(3_000));
    expect(api.callsTo("POST /api/Account/SessionToken")).toHaveLength(1);
  });

  it("sends the name typed before the e-mail with the session request, in its body, for the documents", async () => {
    const { api, user } = setup();
    await fillUserDetails(user);
    await waitFor(() => expect(api.callsTo("POST /api/Account/SessionToken")).toHaveLength(1), SESSION_WAIT);
    const [call] = api.callsTo("POST /api/Account/SessionToken");
    expect(call?.body).toEqual({ firstName: "Rhys", lastName: "Pritchard" });
    // The name never goes in the address.
    expect([...(call?.url.searchParams.keys() ?? [])]).toEqual(["email"]);
  });

  it("keeps another tab's wizard working and says so when this tab takes another e-mail", async () => {
    // Another tab's wizard works as rhys@example.com: the shared cookie holds its session, this tab has none.
    setCookie(COOKIE_NAMES.authToken, "other-tab-token", 120);
    const { api, user } = setup({
      "POST /api/Account/SessionToken": () => json("this-tab-token"),
    });
    const email = field(FIELD_LABELS.email);
    await user.clear(email);
    await user.type(email, "megan@example.com");
    await waitFor(() => expect(api.callsTo("POST /api/Account/SessionToken")).toHaveLength(1), SESSION_WAIT);
    expect(
      await screen.findByText(PUBLIC_WIZARD_TEXT.otherTabKeepsItsWork(EMAIL, "megan@example.com"), {}, SESSION_WAIT),
    ).toBeTruthy();
    // This tab works under its own session; the other tab keeps its own (lib/cookies.test.ts).
    expect(getAuthToken()).toBe("this-tab-token");
  });

  it("puts a 409's message on the Email field", async () => {
    const { api, user } = setup({
      "POST /api/Account/SessionToken": () =>
        json({ message: "This email is already registered. Please sign in." }, 409),
    });
    const email = field(FIELD_LABELS.email);
    await user.type(email, EMAIL);
    await waitFor(() => expect(errorOf(email)).toBe("This email is already registered. Please sign in."), SESSION_WAIT);
    expect(api.callsTo("POST /api/Account/SessionToken")).toHaveLength(1);
    expect(api.callsTo("GET /api/Account/WhoAmI")).toHaveLength(0);
    expect(getAuthToken()).toBeUndefined();
  });
});

describe("the creation chain", () => {
  it("creates the project, plot and roof once the details are entered, then nothing more", async () => {
    let placeSite = () => {};
    const { api, user } = setup({
      "GET /api/v1/geocoding/address": () =>
        new Promise<Response>((resolve) => {
          placeSite = () => resolve(json(LEEDS_SITE));
        }),
    });
    expect(isDisabled(stepButton(1))).toBe(true);
    await fillUserDetails(user);
    await waitForProjectFields();
    expect(api.callsTo("POST /api/v1/projects")).toHaveLength(0);
    await fillProjectDetails(user);
    await waitFor(() => expect(api.callsTo("GET /api/v1/geocoding/address")).toHaveLength(1));
    expect(await screen.findByText(PUBLIC_WIZARD_TEXT.creatingRoof)).toBeTruthy();

    // Details changed while the chain is under way must not start a second one.
    await user.type(field(PUBLIC_WIZARD_TEXT.projectName), " phase 2");
    await user.tab();
    await user.type(field(FIELD_LABELS.jobTitle), "s");
    await user.tab();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.callsTo("GET /api/v1/geocoding/address")).toHaveLength(1);
    placeSite();

    expect(await screen.findByText("roof 7 of plot 5 of project 3", undefined, SESSION_WAIT)).toBeTruthy();
    const geocodes = api.callsTo("GET /api/v1/geocoding/address");
    expect(geocodes).toHaveLength(1);
    expect(geocodes[0]?.url.searchParams.get("address")).toBe("1 Mill Lane, Leeds, LS1 4AP");
    expect(api.callsTo("POST /api/v1/projects").map((call) => call.body)).toEqual([
      {
        name: "Mill re-roof",
        postCode: "LS1 4AP",
        address: "1 Mill Lane",
        town: "Leeds",
        lat: 53.8,
        long: -1.55,
        customerName: "Pritchard Roofing",
        customerAddress1: "1 Example Street",
        customerAddress2: "Unit 4",
        customerAddressTown: "Reading",
        customerAddressPostCode: "RG1 1AA",
      },
    ]);
    expect(api.callsTo("POST /api/v1/plots").map((call) => call.body)).toEqual([{ projectId: 3 }]);
    expect(api.callsTo("POST /api/v1/roofs")).toHaveLength(1);
    expect(api.callsTo("POST /api/v1/roofs")[0]?.body).toMatchObject({ plotId: 5 });

    expect(isDisabled(field(PUBLIC_WIZARD_TEXT.projectName))).toBe(true);
    expect(isDisabled(field(PUBLIC_WIZARD_TEXT.siteTown))).toBe(true);
    expect(isDisabled(field(FIELD_LABELS.email))).toBe(true);
    expect(screen.getByText(PUBLIC_WIZARD_TEXT.emailLocked)).toBeTruthy();

    vi.stubGlobal("scrollTo", vi.fn());
    await user.click(stepButton(0));
    await user.tab();
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(api.callsTo("GET /api/v1/geocoding/address")).toHaveLength(1);
    expect(api.callsTo("POST /api/v1/projects")).toHaveLength(1);
    expect(api.callsTo("POST /api/v1/plots")).toHaveLength(1);
    expect(api.callsTo("POST /api/v1/roofs")).toHaveLength(1);
    expect(api.callsTo("POST /api/Account/SessionToken")).toHaveLength(1);
    expect(screen.getByText("roof 7 of plot 5 of project 3")).toBeTruthy();
  });

  it("waits for the last required field to be left before creating anything", async () => {
    const { api, user } = setup();
    await fillUserDetails(user);
    await waitForProjectFields();
    await user.type(field(PUBLIC_WIZARD_TEXT.sitePostcode), "LS1 4AP");
    await user.type(field(PUBLIC_WIZARD_TEXT.projectName), "Mill");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.callsTo("GET /api/v1/geocoding/address")).toHaveLength(0);
    expect(api.callsTo("POST /api/v1/projects")).toHaveLength(0);
    await user.tab();
    expect(await screen.findByText("roof 7 of plot 5 of project 3", undefined, SESSION_WAIT)).toBeTruthy();
    expect(api.callsTo("POST /api/v1/projects")[0]?.body).toMatchObject({ name: "Mill", address: null, town: null });
    expect(api.callsTo("GET /api/v1/geocoding/address")[0]?.url.searchParams.get("address")).toBe("LS1 4AP");
  });

  it("resumes at the plot after a failure instead of creating a second project", async () => {
    let plotReplies = 0;
    const { api, user } = setup({
      "POST /api/v1/plots": () => {
        plotReplies += 1;
        return plotReplies === 1 ? json({ message: "Database unavailable" }, 500) : json({ id: 5 });
      },
    });
    await fillUserDetails(user);
    await waitForProjectFields();
    await fillProjectDetails(user);

    await waitFor(() => expect(api.callsTo("POST /api/v1/plots")).toHaveLength(1), SESSION_WAIT);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.callsTo("POST /api/v1/projects")).toHaveLength(1);
    expect(api.callsTo("POST /api/v1/plots")).toHaveLength(1);
    expect(api.callsTo("POST /api/v1/roofs")).toHaveLength(0);
    expect(screen.queryByText(/^roof /)).toBeNull();
    expect(isDisabled(stepButton(2))).toBe(true);

    // The details are kept with the project; the visitor tries again from the roof's card.
    expect(isDisabled(field(PUBLIC_WIZARD_TEXT.siteTown))).toBe(true);
    expect(screen.getByText(PUBLIC_WIZARD_TEXT.roofNotCreated)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: PUBLIC_WIZARD_TEXT.tryAgain }));

    expect(await screen.findByText("roof 7 of plot 5 of project 3", undefined, SESSION_WAIT)).toBeTruthy();
    expect(api.callsTo("GET /api/v1/geocoding/address")).toHaveLength(1);
    expect(api.callsTo("POST /api/v1/projects")).toHaveLength(1);
    expect(api.callsTo("POST /api/v1/plots").map((call) => call.body)).toEqual([{ projectId: 3 }, { projectId: 3 }]);
    expect(api.callsTo("POST /api/v1/roofs")[0]?.body).toMatchObject({ plotId: 5 });
  });
});

describe("step icons", () => {
  it("keep steps 2 to 5 shut until the roof exists", async () => {
    const { user } = setup();
    expect(isDisabled(stepButton(0))).toBe(false);
    for (const index of [1, 2, 3, 4]) {
      expect(isDisabled(stepButton(index))).toBe(true);
      expect(stepButton(index).getAttribute("title")).toBe(PUBLIC_WIZARD_TEXT.stepLocked);
    }
    await fillUserDetails(user);
    await waitForProjectFields();
    for (const index of [1, 2, 3, 4]) expect(isDisabled(stepButton(index))).toBe(true);
    await fillProjectDetails(user);
    await screen.findByText("roof 7 of plot 5 of project 3", undefined, SESSION_WAIT);
    for (const index of [1, 2, 3, 4]) {
      expect(isDisabled(stepButton(index))).toBe(false);
      expect(stepButton(index).getAttribute("title")).toBeNull();
    }
  });
});
