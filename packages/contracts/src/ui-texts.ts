/**
 * `@portal/contracts/ui`: the texts the web app shows and the API never sends (labels, titles, toasts of the
 * browser's own making). The browser tests find elements by them. Request and response schemas, and the
 * messages the API answers with, are the main entry.
 */
export * from "./companies-ui.js";
export * from "./documents-ui.js";
export * from "./nbs-clauses-ui.js";
export * from "./offline-ui.js";
export * from "./plots-ui.js";
export * from "./product-management-ui.js";
export * from "./projects-ui.js";
export * from "./public-wizard-ui.js";
export * from "./roof-editor-ui.js";
export * from "./roof-nbs-ui.js";
export * from "./roof-results-ui.js";
export * from "./solar-arrays-ui.js";
export * from "./ui.js";
