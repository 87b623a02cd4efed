/**
 * The first `capacity` entries of a stable ranking: kept sorted by (distance, index), which is the
 * order a stable sort of an index-ordered list by distance produces, without sorting everything.
 */
export class TopList {
  readonly indexes: Int32Array;
  readonly distances: Float64Array;
  count = 0;

  constructor(readonly capacity: number) {
    this.indexes = new Int32Array(capacity);
    this.distances = new Float64Array(capacity);
  }

  get full(): boolean {
    return this.count === this.capacity;
  }

  /** Distance of the last kept entry (meaningful when full). */
  get worst(): number {
    return this.distances[this.count - 1]!;
  }

  /** Keeps candidate `i` at distance `d` if it ranks among the first `capacity`. */
  offer(i: number, d: number): void {
    const { indexes, distances } = this;
    let j = this.count;
    if (j === this.capacity) {
      const worst = distances[j - 1]!;
      if (d > worst || (d === worst && i > indexes[j - 1]!)) return;
      j--;
    } else {
      this.count++;
    }
    while (j > 0 && (distances[j - 1]! > d || (distances[j - 1]! === d && indexes[j - 1]! > i))) {
      distances[j] = distances[j - 1]!;
      indexes[j] = indexes[j - 1]!;
      j--;
    }
    distances[j] = d;
    indexes[j] = i;
  }
}
