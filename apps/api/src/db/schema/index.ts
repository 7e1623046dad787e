export * from "./accounts.js";
export * from "./documents.js";
export * from "./project-nbs-overrides.js";
export * from "./projects.js";
export * from "./reference-data.js";
export * from "./roof-data.js";
export * from "./roof-nbs.js";
export * from "./site-inputs.js";
