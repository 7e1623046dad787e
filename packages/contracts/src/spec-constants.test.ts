import { describe, expect, it } from "vitest";
import { PDF_TYPES } from "./documents.js";
import {
  DOCUMENTS_TEXT,
  DOWNLOAD_LINK_TOAST_MS,
  GENERATION_ERROR_TOAST_MS,
  GENERATION_PROGRESS,
  GENERATION_SUCCESS_TOAST_MS,
  REVIEW_NBS_DIALOG,
} from "./documents-ui.js";
import {
  ACCESS_TOKEN_MINUTES,
  AUTH_COOKIE_MINUTES,
  COMBOBOX_OVERSCAN,
  COMBOBOX_ROW_HEIGHT_PX,
  COOKIE_NAMES,
  DEFAULT_API_VERSION,
  DEFAULT_INDUSTRY_TYPE,
  DEFAULT_MAXIMUM_HEADLAP_MM,
  DEFAULT_ROOF_NAME,
  ESTIMATE_STATE,
  FILTER_DEBOUNCE_MS,
  FIRST_PAGE,
  HTTP_OTHER_STATUS_MESSAGE,
  LOCKOUT_MINUTES,
  MANUAL_QUANTITY_MAX,
  MAX_FAILED_LOGINS,
  MENU_MAX_WIDTH,
  MENU_TYPEAHEAD_CLEAR_MS,
  messageForStatus,
  NAME_MIN_LENGTH,
  NBS_AUTOSAVE_DEBOUNCE_MS,
  NBS_SAVED_STATUS_MS,
  PASSWORD_MIN_LENGTH,
  RAFTER_CENTRES_MM,
  REFRESH_COOKIE_MINUTES,
  REFRESH_TOKEN_MINUTES,
  ROLES,
  ROOF_AUTOSAVE_DEBOUNCE_MS,
  ROOF_DIMENSION_MIN_M,
  ROOF_EDITOR_TOAST_MS,
  ROOF_PITCH_MAX,
  ROOF_PITCH_MIN,
  SESSION_BY_EMAIL_DEBOUNCE_MS,
  SESSION_TOKEN_EXPIRY,
  TOAST_SETTINGS,
  UI_VERSION,
  USERS_DEFAULT_PAGE_SIZE,
  USERS_DEFAULT_SORT_BY,
  USERS_PAGE_SIZES,
  VERTICAL_HEIGHT_RANGE_M,
  VERTICAL_ROOF_PITCH,
  WELCOME_BANNER_COOKIE_DAYS,
  WINDLOAD_DEFAULTS,
  WINDLOAD_OPTIONS,
} from "./index.js";

/** Every number and string of spec 01 §6, §8.1 and §9, written out as the spec gives them. */
describe("spec 01 constants", () => {
  it("has the five exact role strings (§6)", () => {
    expect(Object.values(ROLES)).toEqual(["Administrator", "TAS User", "ASM User", "User", "Anonymous"]);
  });

  it("maps every status of the generic error table (§8.1)", () => {
    expect([400, 401, 403, 404, 405, 408, 409, 413, 429, 500].map(messageForStatus)).toEqual([
      "The request contained invalid data.",
      "You must be logged in to view this data.",
      "You are not allowed to view this data.",
      "This data does not exist.",
      "This operation cannot be performed",
      "Your request timed out.",
      "The value already exists in the database.",
      "The file you uploaded was too large.",
      "You have made too many requests",
      "An unexpected error has occurred",
    ]);
    for (const status of [501, 502, 503, 504]) {
      expect(messageForStatus(status)).toBe("There have been issues reaching the server. Please try again later");
    }
    expect(messageForStatus(418)).toBe("An unexpected error has occurred.");
    expect(HTTP_OTHER_STATUS_MESSAGE).toBe("An unexpected error has occurred.");
  });

  it("keeps the session, cookie and form constants of §9", () => {
    expect({ AUTH_COOKIE_MINUTES, REFRESH_COOKIE_MINUTES, WELCOME_BANNER_COOKIE_DAYS }).toEqual({
      AUTH_COOKIE_MINUTES: 14,
      REFRESH_COOKIE_MINUTES: 1440,
      WELCOME_BANNER_COOKIE_DAYS: 365,
    });
    expect(COOKIE_NAMES).toEqual({
      authToken: "authToken",
      refreshToken: "refreshToken",
      welcomeBannerHidden: "welcomeBannerHidden",
    });
    expect({ ACCESS_TOKEN_MINUTES, REFRESH_TOKEN_MINUTES, MAX_FAILED_LOGINS, LOCKOUT_MINUTES }).toEqual({
      ACCESS_TOKEN_MINUTES: 14,
      REFRESH_TOKEN_MINUTES: 1440,
      MAX_FAILED_LOGINS: 5,
      LOCKOUT_MINUTES: 15,
    });
    expect({ UI_VERSION, DEFAULT_API_VERSION }).toEqual({ UI_VERSION: "0.0.394", DEFAULT_API_VERSION: "0.0.0" });
    expect({ PASSWORD_MIN_LENGTH, NAME_MIN_LENGTH }).toEqual({ PASSWORD_MIN_LENGTH: 12, NAME_MIN_LENGTH: 2 });
    expect({ USERS_DEFAULT_PAGE_SIZE, USERS_PAGE_SIZES, USERS_DEFAULT_SORT_BY, FIRST_PAGE }).toEqual({
      USERS_DEFAULT_PAGE_SIZE: 20,
      USERS_PAGE_SIZES: [10, 20, 30],
      USERS_DEFAULT_SORT_BY: "name",
      FIRST_PAGE: 1,
    });
    expect({ FILTER_DEBOUNCE_MS, SESSION_BY_EMAIL_DEBOUNCE_MS, SESSION_TOKEN_EXPIRY }).toEqual({
      FILTER_DEBOUNCE_MS: 1000,
      SESSION_BY_EMAIL_DEBOUNCE_MS: 1000,
      SESSION_TOKEN_EXPIRY: 120,
    });
    expect({ DEFAULT_ROOF_NAME, DEFAULT_INDUSTRY_TYPE }).toEqual({
      DEFAULT_ROOF_NAME: "Main Roof",
      DEFAULT_INDUSTRY_TYPE: 0,
    });
  });

  it("keeps the toast and menu settings of §9", () => {
    expect(TOAST_SETTINGS).toEqual({
      autoCloseMs: 5000,
      position: "top-right",
      theme: "light",
      draggablePercent: 80,
      hotKey: "Alt+T",
      pauseOnHover: true,
      pauseOnFocusLoss: true,
      exitCollapseMs: 300,
      stackedGap: 12,
    });
    expect({ MENU_TYPEAHEAD_CLEAR_MS, COMBOBOX_ROW_HEIGHT_PX, COMBOBOX_OVERSCAN, MENU_MAX_WIDTH }).toEqual({
      MENU_TYPEAHEAD_CLEAR_MS: 350,
      COMBOBOX_ROW_HEIGHT_PX: 40,
      COMBOBOX_OVERSCAN: 12,
      MENU_MAX_WIDTH: "13rem",
    });
  });
});

/** Documents: spec 02 §3's kinds, §4's and §9's progress, toasts and texts, written out as the spec gives them. */
describe("spec 02 documents constants", () => {
  it("numbers the document kinds NbsClause 0, Estimate 1, FixingSpec 2 (§3)", () => {
    expect(PDF_TYPES).toEqual({ nbsClause: 0, estimate: 1, fixingSpec: 2 });
  });

  it("moves the progress 0.05, 0.5, 0.9, 1 with toasts of 3 s, 2 s and 900000 ms (§9)", () => {
    expect(Object.values(GENERATION_PROGRESS)).toEqual([0.05, 0.5, 0.9, 1]);
    expect([GENERATION_ERROR_TOAST_MS, GENERATION_SUCCESS_TOAST_MS, DOWNLOAD_LINK_TOAST_MS]).toEqual([
      3000, 2000, 900000,
    ]);
  });

  it("says the texts of §2 and §4", () => {
    expect(["Fixing Spec", "Estimate", "NBS"].map(DOCUMENTS_TEXT.downloaded)).toEqual([
      "Fixing Spec downloaded",
      "Estimate downloaded",
      "NBS downloaded",
    ]);
    expect([DOCUMENTS_TEXT.errorGeneratingPdf, DOCUMENTS_TEXT.errorGenerating("Estimate")]).toEqual([
      "Error generating PDF",
      "Error generating Estimate",
    ]);
    expect(DOCUMENTS_TEXT.downloadYourFile).toBe("Download your file");
    expect(DOCUMENTS_TEXT.historyEntry(3, "24/11/2026 15:14")).toBe("3 - 24/11/2026 15:14");
    expect(REVIEW_NBS_DIALOG).toEqual({
      title: "Review NBS Clauses",
      text: "Would you like to review the NBS clauses for your project first?",
      review: "Review",
      generate: "Generate",
      cancel: "Cancel",
    });
  });
});

/** The NBS Clauses page's numbers of spec 02 §9, written out as the spec gives them. */
describe("spec 02 NBS clauses constants", () => {
  it("autosaves 1200 ms after the last change and clears 'Clauses Saved!' after 5 s (§9)", () => {
    expect({ NBS_AUTOSAVE_DEBOUNCE_MS, NBS_SAVED_STATUS_MS }).toEqual({
      NBS_AUTOSAVE_DEBOUNCE_MS: 1200,
      NBS_SAVED_STATUS_MS: 5000,
    });
  });
});

/** The roof editor's numbers of spec 03 §4, §5 and §9, written out as the spec gives them. */
describe("spec 03 roof editor constants", () => {
  it("keeps the pitch, size, rafter and headlap limits of §5 and §9", () => {
    expect([ROOF_PITCH_MIN, ROOF_PITCH_MAX, VERTICAL_ROOF_PITCH]).toEqual([12.5, 89, 90]);
    expect(ROOF_DIMENSION_MIN_M).toBe(0.1);
    expect(VERTICAL_HEIGHT_RANGE_M).toEqual([0.1, 100]);
    expect(RAFTER_CENTRES_MM).toEqual([400, 450, 600]);
    expect(DEFAULT_MAXIMUM_HEADLAP_MM).toBe(120);
    expect(MANUAL_QUANTITY_MAX).toBe(999);
  });

  it("keeps the windload defaults and options of §9", () => {
    expect(WINDLOAD_DEFAULTS).toEqual({
      variableLoadSafteyFactor: 1.5,
      multiplyingFactor: 0.9,
      permanentLoadSafteyFactor: 1,
      variableFu: 0.9,
    });
    expect(WINDLOAD_OPTIONS).toEqual({
      variableLoadSafteyFactor: [1.5, 1],
      multiplyingFactor: [0.9, 1],
      permanentLoadSafteyFactor: [1, 0.9],
      variableFu: [0.9, 0.75, 1.1],
    });
  });

  it("keeps the autosave debounce, toast time and estimate states of §4 and §9", () => {
    expect(ROOF_AUTOSAVE_DEBOUNCE_MS).toBe(1000);
    expect(ROOF_EDITOR_TOAST_MS).toBe(3000);
    expect(ESTIMATE_STATE).toEqual({ notReady: 0, recalculationRequired: 1, calculated: 2 });
  });
});
