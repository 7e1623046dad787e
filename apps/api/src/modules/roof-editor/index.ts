/**
 * The roof editor's server side, as the rest of the server sees it: its routes, the one door to a stored roof
 * (`loadStoredRoof`), the roof's NBS input, the recalculation a project-wide change (the site's wind) asks for,
 * and the roof's slope a tile list is filtered by; the route table hands it the NBS document's reads. Nothing outside this folder imports anything else of it
 * (`module-doors.test.ts`).
 */

export { type KeptCatalogueReads, startKeptCatalogueReads } from "./calculation/kept-catalogue.js";
export { recalculateProjectRoofs } from "./calculation/recalculation.service.js";
export { loadRoofNbsInputs, type RoofNbsInputs } from "./nbs/nbs-inputs.js";
export { roofEditorRoutes } from "./roof-editor.routes.js";
export { roofSlopeFor } from "./sections/sections.service.js";
export { loadStoredRoof, loadStoredRoofWithTrace } from "./stored-roof.js";
