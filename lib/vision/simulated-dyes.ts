/**
 * Every dye as seen under one deficiency and severity, computed once per (deficiency, severity)
 * and kept in a small cache: the replacement search compares candidates against all 125 dyes, and
 * a page moving its severity slider asks for a handful of severities over and over.
 */
import { colorPoint, hexFromRgb, type ColorPoint } from '../color/index.ts';
import { DYES } from '../dyes/database.ts';
import { simulateRgb, simulationMatrix, type Deficiency } from './simulate.ts';

export interface SimulatedDyes {
  /** Upper-case `#RRGGBB` of each dye's simulation, in database order. */
  hex: string[];
  /** Colour point of each simulation (for distances), in database order. */
  points: ColorPoint[];
}

const CACHE_SIZE = 32;
const cache = new Map<string, SimulatedDyes>();

export function simulatedDyes(deficiency: Deficiency, severity: number): SimulatedDyes {
  const key = `${deficiency}:${severity}`;
  const hit = cache.get(key);
  if (hit) {
    // Refresh its place: the map's order is the eviction order.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const matrix = simulationMatrix(deficiency, severity);
  const hex: string[] = [];
  const points: ColorPoint[] = [];
  for (const dye of DYES) {
    const rgb = simulateRgb(dye.rgb, matrix);
    hex.push(hexFromRgb(rgb.r, rgb.g, rgb.b, true));
    points.push(colorPoint(rgb));
  }
  const value = { hex, points };
  cache.set(key, value);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return value;
}
