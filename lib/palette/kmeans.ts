/**
 * Weighted k-means with k-means++ seeding, on points given as flat [x, y, z, x, y, z, …] arrays.
 * The palette runs it on histogram bins (each weighted by its pixel count) in Oklab with a and b
 * doubled, so Euclidean distance here is ΔEOK2, the distance the dye matching uses for Oklab.
 */

export interface Clustering {
  /** Flat centres, 3 numbers each. */
  centres: Float64Array;
  /** Cluster of each point. */
  assignment: Int32Array;
  /** Total weight of each cluster. */
  weights: Float64Array;
}

const squared = (p: Float64Array, i: number, c: Float64Array, j: number): number => {
  const d0 = p[3 * i]! - c[3 * j]!;
  const d1 = p[3 * i + 1]! - c[3 * j + 1]!;
  const d2 = p[3 * i + 2]! - c[3 * j + 2]!;
  return d0 * d0 + d1 * d1 + d2 * d2;
};

/**
 * k-means++: the first centre drawn by weight, each next one with probability proportional to
 * weight × squared distance to the nearest centre so far. Stops early when every remaining point
 * sits on a centre (fewer distinct colours than k).
 */
export function seedCentres(
  points: Float64Array,
  weights: Float64Array,
  k: number,
  random: () => number,
): Float64Array {
  const n = weights.length;
  const chosen: number[] = [];
  const nearest = new Float64Array(n).fill(Infinity);
  const draw = (score: (i: number) => number): number => {
    let total = 0;
    for (let i = 0; i < n; i++) total += score(i);
    if (total <= 0) return -1;
    let target = random() * total;
    for (let i = 0; i < n; i++) {
      target -= score(i);
      if (target < 0) return i;
    }
    // Rounding left a sliver: the last point with any score.
    for (let i = n - 1; i >= 0; i--) if (score(i) > 0) return i;
    return -1;
  };
  const centres = new Float64Array(3 * k);
  while (chosen.length < k) {
    const pick = chosen.length === 0 ? draw((i) => weights[i]!) : draw((i) => weights[i]! * nearest[i]!);
    if (pick < 0) break;
    const j = chosen.length;
    chosen.push(pick);
    centres.set(points.subarray(3 * pick, 3 * pick + 3), 3 * j);
    for (let i = 0; i < n; i++) nearest[i] = Math.min(nearest[i]!, squared(points, i, centres, j));
  }
  return centres.slice(0, 3 * chosen.length);
}

/** Lloyd iterations from the given centres until no point changes cluster (or `maxIterations`). */
export function refine(
  points: Float64Array,
  weights: Float64Array,
  start: Float64Array,
  maxIterations = 30,
): Clustering {
  const n = weights.length;
  const k = start.length / 3;
  const centres = Float64Array.from(start);
  const assignment = new Int32Array(n).fill(-1);
  const clusterWeights = new Float64Array(k);
  const sums = new Float64Array(3 * k);
  for (let iteration = 0; iteration < maxIterations; iteration++) {
    let changed = false;
    for (let i = 0; i < n; i++) {
      let best = 0;
      let bestD = Infinity;
      for (let j = 0; j < k; j++) {
        const d = squared(points, i, centres, j);
        if (d < bestD) {
          bestD = d;
          best = j;
        }
      }
      if (assignment[i] !== best) {
        assignment[i] = best;
        changed = true;
      }
    }
    clusterWeights.fill(0);
    sums.fill(0);
    for (let i = 0; i < n; i++) {
      const j = assignment[i]!;
      const w = weights[i]!;
      clusterWeights[j] = clusterWeights[j]! + w;
      for (let axis = 0; axis < 3; axis++) sums[3 * j + axis] = sums[3 * j + axis]! + w * points[3 * i + axis]!;
    }
    // An emptied cluster keeps its centre (it may win points back); it is pruned by the caller.
    for (let j = 0; j < k; j++) {
      const w = clusterWeights[j]!;
      if (w > 0) for (let axis = 0; axis < 3; axis++) centres[3 * j + axis] = sums[3 * j + axis]! / w;
    }
    if (!changed) break;
  }
  return { centres, assignment, weights: clusterWeights };
}
