/**
 * Visible texts and timings of the projects area (spec 02 §2, §4, §8, §9) that the web app shows and the API
 * does not send. The browser tests find elements by these texts, so they live here once.
 */

import { entityMessages } from "./reference-data/entity-messages.js";

/** Realtime reconnect delays (spec 02 §7): 0, 2 s, 10 s, 30 s, then the client stops trying. */
export const REALTIME_RECONNECT_DELAYS_MS = [0, 2_000, 10_000, 30_000] as const;

/** Connection phases (spec 02 §4). */
export const REALTIME_PHASES = {
  disconnected: "Disconnected",
  connecting: "Connecting",
  connected: "Connected",
  disconnecting: "Disconnecting",
} as const;
export type RealtimePhase = (typeof REALTIME_PHASES)[keyof typeof REALTIME_PHASES];

/** Clone toasts last about 3 s (spec 02 §9). */
export const CLONE_TOAST_MS = 3_000;
/**
 * A clone whose event never arrives (the socket was down when it was sent) must not keep every clone button
 * disabled for good: after this long the wait ends with the error text.
 */
export const CLONE_EVENT_TIMEOUT_MS = 120_000;

export const CLONE_TEXT = {
  cloning: "Cloning...",
  view: "View",
  errorCloning: "Error cloning",
} as const;

/** Error toasts of the project calls (spec 02 §8). */
export const PROJECT_ERRORS = {
  fetchProjects: "Failed to fetch projects. Please try again.",
  fetchProject: "Error fetching project",
  createProject: "Error creating project",
  updateProject: "Error updating project",
  cloneProject: "Error cloning project",
  deleteProject: "Error deleting project",
  fetchSalesPersons: "Error fetching sales persons",
  fetchProjectOwners: "Error fetching project owners",
  fetchCategories: "Error fetching project categories",
  fetchSources: "Error fetching project sources",
  fetchStatuses: "Error fetching project statuses",
  fetchCustomers: "Error fetching customers",
  fetchCustomer: "Error fetching customer",
  fetchProfile: "Error fetching user profile",
} as const;

/** Field labels of the project form and details panel (spec 02 §2, §5). */
export const PROJECT_FIELD_LABELS = {
  referenceNumber: "Reference",
  name: "Project Name",
  customer: "Customer",
  account: "Account",
  customerSearch: "Search customers",
  accountSearch: "Search accounts",
  customerName: (word: string) => `${word} Name`,
  customerAddress1: "Address Line 1",
  customerAddress2: "Address Line 2",
  customerAddressTown: "Town",
  customerAddressPostCode: "Postcode",
  salesPerson: "Sales Lead",
  projectOwner: "Project Owner",
  projectSource: "Source",
  projectStatus: "Status",
  projectCategory: "Category",
  projectedStartDate: "Project Received",
  projectedEndDate: "Project Issued",
  siteAddress: "Site Address",
  postCode: "Postcode",
  owner: "Owner",
  issued: "Issued",
  notes: "Notes",
} as const;

export const PROJECT_LIST_TEXT = {
  title: "Projects",
  addProject: "Add Project",
  welcomeTitle: "Welcome to the TAS Portal",
  welcomeText:
    "Create a project for your site, set its location, then add plots and roofs to get fixing specifications, estimates and NBS clauses.",
  getStarted: "Get Started",
  hideBanner: "Hide Banner",
  showBanner: "Show Welcome Banner",
  statusFilter: "Status",
  allStatuses: "All statuses",
  unregisteredProjects: "Unregistered projects",
  /** The list's from and to filters (spec 02 §3) bound the Project Issued date, the list's Issued column. */
  issuedFrom: "Issued from",
  issuedTo: "Issued to",
  invalidDate: "Enter a date as dd/mm/yyyy",
  hide: "Hide",
  show: "Show",
  filterBy: (column: string) => `Filter by ${column}`,
  rowsPerPage: "Rows per page",
  previousPage: "Previous page",
  nextPage: "Next page",
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  totalProjects: (count: number) => `${count} ${count === 1 ? "project" : "projects"}`,
  loading: "Loading projects...",
} as const;

export const PROJECT_DIALOG_TEXT = {
  addTitle: "Add Project",
  editTitle: "Edit Project",
  cloneTitle: "Clone Project",
  save: "Save",
  create: "Create",
  clone: "Clone",
  cancel: "Cancel",
  deleteTitle: entityMessages.deleteTitle("Project"),
  deleteText: entityMessages.deleteText("project"),
  deleteConfirm: "Delete",
  noCustomers: "No customers found",
  staffFields: "Project management",
} as const;

export const PROJECT_PAGE_TEXT = {
  backToProjects: "Back to Projects",
  details: "Project Details",
  edit: "Edit",
  clone: "Clone",
  delete: "Delete",
  tabsLabel: "Notes and files",
  notesTab: "Notes",
  filesTab: "Files",
  notesPlaceholder: "Notes about this project...",
  notesLabel: "Project notes",
  notesSaving: "Saving...",
  notesNotSaved: "Not saved. Your text is kept here.",
  retry: "Retry",
  location: "Location",
  addressLine: "Address",
  town: "Town",
  sitePostcode: "Site Postcode",
  findAddress: "Find Address",
  getCoordinates: "Get Coordinates",
  latitude: "Latitude",
  longitude: "Longitude",
  lockAddress: "Lock address",
  addressLocked: "Address locked",
  map: "Site map",
  mapLoading: "Loading map...",
  mapFailed: "The map could not be loaded.",
  mapNotLoaded: "No map tile server is configured.",
  mapAuthFailure: "Error: AuthFailure",
  pinHint: "Double-click the map to place the pin.",
  loading: "Loading project...",
} as const;
