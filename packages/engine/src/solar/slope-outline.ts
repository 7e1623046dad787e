/**
 * A roof slope as the solar checks see it: a trapezoid on the slope, symmetric about its middle, with the eaves
 * (width B) at the bottom and the ridge (width b) at the top, L up the slope between them. Its sides are verges
 * when b = B and hips when b < B (a hip end is the triangle b = 0), as `deriveRoofGeometry` sets the slopes out.
 * Positions on it are (u, v): u along the eaves from the left end of the eaves, v up the slope from the eaves.
 */
import type { RoofSlope } from "../estimate/estimate.js";

/** How far along the eaves each side moves in per metre up the slope: (B − b) / 2L; 0 for a verge. */
export function sideInsetPerMetre(slope: RoofSlope): number {
  return (slope.eavesWidthM - slope.ridgeWidthM) / (2 * slope.rafterLengthM);
}

/** The slope's width along the eaves direction at `upSlopeM` from the eaves: B − (B − b)·v/L. */
export function slopeWidthAtM(slope: RoofSlope, upSlopeM: number): number {
  return slope.eavesWidthM - 2 * sideInsetPerMetre(slope) * upSlopeM;
}

/** True when the slope's sides are hips (the slope narrows or widens up the slope) rather than verges. */
export function hasHips(slope: RoofSlope): boolean {
  return Math.abs(slope.eavesWidthM - slope.ridgeWidthM) > 1e-9;
}
