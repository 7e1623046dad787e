/** Business constants and limits (spec 01 §9, spec 02 §9). */

export const UI_VERSION = "0.0.394";
export const DEFAULT_API_VERSION = "0.0.0";

export const AUTH_COOKIE_MINUTES = 14;
export const REFRESH_COOKIE_MINUTES = 1440;
export const WELCOME_BANNER_COOKIE_DAYS = 365;

export const COOKIE_NAMES = {
  authToken: "authToken",
  refreshToken: "refreshToken",
  welcomeBannerHidden: "welcomeBannerHidden",
} as const;

export const PASSWORD_MIN_LENGTH = 12;
export const NAME_MIN_LENGTH = 2;

export const USERS_PAGE_SIZES = [10, 20, 30] as const;
export const USERS_DEFAULT_PAGE_SIZE = 20;
export const USERS_DEFAULT_SORT_BY = "name";
export const FIRST_PAGE = 1;

export const FILTER_DEBOUNCE_MS = 1000;
export const SESSION_BY_EMAIL_DEBOUNCE_MS = 1000;
/** Spec 01 §9 "Session token expiry value 120", read as minutes: the lifetime of a visitor's session token. */
export const SESSION_TOKEN_EXPIRY = 120;
export const DEFAULT_ROOF_NAME = "Main Roof";
export const DEFAULT_INDUSTRY_TYPE = 0;

/**
 * Clones (of projects, plots and roofs together) one user may have queued or running at once; another is refused
 * with 429. The page makes one at a time (every clone button waits for the running one); the cap bounds what a
 * script could pile onto the queue every user shares. Not a number of the specification.
 */
export const MAX_ACTIVE_CLONES_PER_USER = 5;

/** Sort order travels as a number: 0 means "the list's default order", 1 ascending, 2 descending. */
export const SORT_ORDER = { none: 0, ascending: 1, descending: 2 } as const;

export const TOAST_SETTINGS = {
  autoCloseMs: 5000,
  position: "top-right",
  theme: "light",
  draggablePercent: 80,
  hotKey: "Alt+T",
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  exitCollapseMs: 300,
  stackedGap: 12,
} as const;

export const MENU_TYPEAHEAD_CLEAR_MS = 350;
export const COMBOBOX_ROW_HEIGHT_PX = 40;
export const COMBOBOX_OVERSCAN = 12;
export const MENU_MAX_WIDTH = "13rem";

/** Server-side session rules (DESIGN §6). */
export const ACCESS_TOKEN_MINUTES = 14;
export const REFRESH_TOKEN_MINUTES = 1440;
export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_MINUTES = 15;
export const EMAIL_CONFIRMATION_HOURS = 24;
export const PASSWORD_RESET_HOURS = 2;
/** An administrator-created account's set-password link lasts longer than a self-service reset. */
export const ACCOUNT_SETUP_HOURS = 72;
