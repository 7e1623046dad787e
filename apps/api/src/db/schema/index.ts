export * from "./accounts.js";
export * from "./reference-data.js";
export * from "./projects.js";
