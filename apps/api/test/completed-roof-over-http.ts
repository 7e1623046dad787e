/**
 * A completed duopitch roof (35°, 8 m span, 10 m long, 5 m to the eaves, 600 mm centres) on the seeded catalogue's
 * first tile and colour, with systems on the eaves, both verges and the ridge, filled through the API as the
 * editor fills it, by whatever caller is given: the lifecycle tests' running server and the benchmarks start from
 * it. Nothing here imports the API's code, so a benchmark of the production build can use it.
 */
export type ApiCall = (
  method: "GET" | "POST" | "PUT",
  url: string,
  body?: unknown,
) => Promise<Record<string, unknown> & { id: number; version: number }>;

/** A duopitch roof's fixing data: 35°, 8 m span, 10 m long, 5 m to the eaves, rafters at 600 mm centres. */
export const COMPLETED_ROOF_FIXING = {
  roofTypeId: 1,
  pitch: 35,
  heightToEave: 5,
  roofSpan: 8,
  buildingLength: 10,
  rafterCentres: 600,
};

const EDGE_SYSTEM_FIELDS = [
  ["eave", "eaveSystemId"],
  ["leftVerge", "lhVergeSystemId"],
  ["rightVerge", "rhVergeSystemId"],
  ["duoRidge", "duoRidgeSystemId"],
] as const;

export async function createCompletedRoof(call: ApiCall, projectName: string) {
  const project = await call("POST", "/projects", {
    name: projectName,
    postCode: "CV1 1AA",
    lat: 52.4068,
    long: -1.5197,
  });
  const plot = await call("POST", "/plots", { projectId: project.id });
  return {
    projectId: project.id,
    plotId: plot.id,
    ...(await addCompletedRoof(call, { projectId: project.id, plotId: plot.id })),
  };
}

/** Another completed roof in an existing plot. */
export async function addCompletedRoof(call: ApiCall, plot: { projectId: number; plotId: number }) {
  const roof = await call("POST", "/roofs", { plotId: plot.plotId });
  // A roof is complete with its underlay: without one its NBS clauses have a gap and no NBS document is made.
  const [underlay] = (await call("GET", "/product-components/underlay")) as unknown as Array<{ id: number }>;
  if (!underlay) throw new Error("the seeded catalogue offers no underlay");
  const fixing = await call("PUT", "/roof-fixing", {
    roofId: roof.id,
    version: 1,
    ...COMPLETED_ROOF_FIXING,
    underlayId: underlay.id,
  });
  const [tile] = (await call("GET", `/tiles/roof-selection/${roof.id}`)) as unknown as Array<{
    id: number;
    name: string;
  }>;
  if (!tile) throw new Error("the seeded catalogue offers no tile");
  const colours = (await call("GET", `/tilecolours?tileId=${tile.id}`)) as unknown as Array<{
    colourId: number;
    isValidHere: boolean;
  }>;
  const colour = colours.find((candidate) => candidate.isValidHere);
  if (!colour) throw new Error("the tile has no colour");
  await call("PUT", "/roof-tile-details", { roofId: roof.id, version: 1, tileId: tile.id, colourId: colour.colourId });
  const options = (await call("GET", `/roof-system/options/${roof.id}`)) as unknown as Array<{
    id: number;
    edge: string;
  }>;
  const systems = Object.fromEntries(
    EDGE_SYSTEM_FIELDS.flatMap(([edge, field]) => {
      const option = options.find((candidate) => candidate.edge === edge);
      return option ? [[field, option.id]] : [];
    }),
  );
  await call("PUT", "/roof-system", { roofId: roof.id, version: 1, ...systems });
  const estimate = await call("GET", `/roof-estimate-data/roof/${roof.id}`);
  return {
    path: `/project/${plot.projectId}/plot/${plot.plotId}/roof/${roof.id}`,
    roofId: roof.id,
    tileName: tile.name,
    fixingVersion: fixing.version,
    edgeSystems: Object.keys(systems).length,
    estimateLines: (estimate.items as unknown[]).length,
  };
}
