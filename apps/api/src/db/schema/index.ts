export * from "./accounts.js";
export * from "./reference-data.js";
