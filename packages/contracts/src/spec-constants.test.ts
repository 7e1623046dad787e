import { describe, expect, it } from "vitest";
import {
  ACCESS_TOKEN_MINUTES,
  AUTH_COOKIE_MINUTES,
  COMBOBOX_OVERSCAN,
  COMBOBOX_ROW_HEIGHT_PX,
  COOKIE_NAMES,
  DEFAULT_API_VERSION,
  DEFAULT_INDUSTRY_TYPE,
  DEFAULT_ROOF_NAME,
  FILTER_DEBOUNCE_MS,
  FIRST_PAGE,
  HTTP_OTHER_STATUS_MESSAGE,
  LOCKOUT_MINUTES,
  MAX_FAILED_LOGINS,
  MENU_MAX_WIDTH,
  MENU_TYPEAHEAD_CLEAR_MS,
  messageForStatus,
  NAME_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  REFRESH_COOKIE_MINUTES,
  REFRESH_TOKEN_MINUTES,
  ROLES,
  SESSION_BY_EMAIL_DEBOUNCE_MS,
  SESSION_TOKEN_EXPIRY,
  TOAST_SETTINGS,
  UI_VERSION,
  USERS_DEFAULT_PAGE_SIZE,
  USERS_DEFAULT_SORT_BY,
  USERS_PAGE_SIZES,
  WELCOME_BANNER_COOKIE_DAYS,
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
