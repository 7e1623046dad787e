import { describe, expect, it } from "vitest";
import { EngineInputError } from "../errors.js";
import {
  distanceToPolylinesKm,
  EARTH_MEAN_RADIUS_KM,
  type Polyline,
  upwindDistanceToPolylinesKm,
} from "./distance-to-polylines.js";

/**
 * Check figures of shared/domain/data/README.md (uk-coastline.geojson, Natural Earth 1:10m, public
 * domain): Brighton 0.19 km to the nearest segment (2.63 km to the nearest vertex); Aberdeen 1.25 km
 * (1.32 km). The polylines below are the coastline vertices round each site, copied from that file.
 */
const brightonCoast: Polyline = [
  [0.07704, 50.779],
  [0.03452, 50.78095],
  [0.01755, 50.78486],
  [-0.17317, 50.82901],
  [-0.20613, 50.83104],
  [-0.20889, 50.8301],
];
const aberdeenCoast: Polyline = [
  [-1.9803, 57.31928],
  [-2.04467, 57.22651],
  [-2.06851, 57.17463],
  [-2.07413, 57.1542],
  [-2.0714, 57.13557],
  [-2.05236, 57.12743],
  [-2.04931, 57.11884],
];

describe("distance to the coastline", () => {
  it.each([
    {
      site: "Brighton",
      latitudeDeg: 50.8225,
      longitudeDeg: -0.1372,
      coast: brightonCoast,
      segmentKm: 0.19,
      vertexKm: 2.63,
    },
    {
      site: "Aberdeen",
      latitudeDeg: 57.1497,
      longitudeDeg: -2.0943,
      coast: aberdeenCoast,
      segmentKm: 1.25,
      vertexKm: 1.32,
    },
  ])(
    "$site: $segmentKm km to a segment, $vertexKm km to a vertex",
    ({ latitudeDeg, longitudeDeg, coast, segmentKm, vertexKm }) => {
      expect(distanceToPolylinesKm({ latitudeDeg, longitudeDeg }, [coast]).distanceKm).toBeCloseTo(segmentKm, 2);
      const vertices = coast.map((vertex) => [vertex] as Polyline);
      expect(distanceToPolylinesKm({ latitudeDeg, longitudeDeg }, vertices).distanceKm).toBeCloseTo(vertexKm, 2);
    },
  );

  it("one degree of latitude is 2πR/360 on the mean sphere", () => {
    const equator: Polyline = [
      [-10, 0],
      [10, 0],
    ];
    expect(distanceToPolylinesKm({ latitudeDeg: 1, longitudeDeg: 0 }, [equator]).distanceKm).toBeCloseTo(
      (2 * Math.PI * EARTH_MEAN_RADIUS_KM) / 360,
      3,
    );
  });

  it("upwind distance only counts coast within the sector the wind comes from", () => {
    const north: Polyline = [
      [-1, 1],
      [1, 1],
    ];
    const south: Polyline = [
      [-1, -0.5],
      [1, -0.5],
    ];
    const site = { latitudeDeg: 0, longitudeDeg: 0 };
    expect(upwindDistanceToPolylinesKm(site, [north, south], 0)?.distanceKm).toBeCloseTo(111.195, 2);
    expect(upwindDistanceToPolylinesKm(site, [north, south], 180)?.distanceKm).toBeCloseTo(55.6, 1);
    expect(upwindDistanceToPolylinesKm(site, [north], 90)).toBeNull();
    // Wind from 30° ± 15°: the nearest point of the north line inside the sector lies on the 15° edge.
    const edge = upwindDistanceToPolylinesKm(site, [north], 30, 15)?.distanceKm ?? 0;
    expect(edge).toBeCloseTo(111.195 / Math.cos((15 * Math.PI) / 180), 0);
  });

  it("rejects a point off the globe naming the field", () => {
    expect(() => distanceToPolylinesKm({ latitudeDeg: 95, longitudeDeg: 0 }, [brightonCoast])).toThrow(
      EngineInputError,
    );
  });
});
