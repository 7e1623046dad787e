import { QUERY_ROOTS } from "@/lib/query-keys";

const all = [QUERY_ROOTS.catalogue] as const;
const tiles = [...all, "tiles"] as const;
const tilePages = [...tiles, "page"] as const;
const productComponents = [...all, "product-components"] as const;
const componentColours = [...all, "component-colours"] as const;
const roofSystems = [...all, "roof-systems"] as const;
const roofSystemComponents = [...all, "roof-system-components"] as const;
const nbsHeaders = [...all, "nbs-headers"] as const;
const nbsClauses = [...all, "nbs-clauses"] as const;
const solarComponents = [...all, "solar-components"] as const;
const solarSystems = [...all, "solar-systems"] as const;

/**
 * Every product-management query key, each resource under its own root so that a write can refresh one
 * resource (a root) or one item (a full key) without touching the rest of the catalogue.
 */
export const catalogueKeys = {
  all,
  finishes: [...all, "finishes"] as const,
  colours: [...all, "colours"] as const,
  /** Registered calculations are fixed in the engine: no write changes them. */
  formulas: [...all, "formulas"] as const,
  tiles,
  tileList: [...tiles, "list"] as const,
  tilePages,
  tilePage: (id: number) => [...tilePages, id] as const,
  /** The list, the edit pages and the component search. */
  productComponents,
  productComponentList: [...productComponents, "list"] as const,
  productComponent: (id: number) => [...productComponents, "detail", id] as const,
  componentSearch: (term: string) => [...productComponents, "search", term] as const,
  componentColours,
  componentColourList: (productId: number) => [...componentColours, productId] as const,
  roofSystems,
  roofSystemList: [...roofSystems, "list"] as const,
  roofSystem: (id: number) => [...roofSystems, "detail", id] as const,
  roofSystemComponents,
  roofSystemComponentList: (roofSystemId: number) => [...roofSystemComponents, roofSystemId] as const,
  nbsHeaders,
  nbsHeaderList: [...nbsHeaders, "list"] as const,
  nbsHeader: (id: number) => [...nbsHeaders, "detail", id] as const,
  nbsClauses,
  nbsClauseList: (headerId: number) => [...nbsClauses, headerId] as const,
  solarComponents,
  solarComponentList: (type: number) => [...solarComponents, type] as const,
  solarSystems,
  solarSystemList: [...solarSystems, "list"] as const,
  solarSystem: (id: number) => [...solarSystems, "detail", id] as const,
};
