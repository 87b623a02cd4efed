/**
 * The fuzzers' seed: FUZZ_SEED when given (to replay a run), a fixed one under CI so a run there
 * is the same every time, otherwise none (fast-check picks one and prints it with any failure).
 */
export const CI_SEED = 0x5eed;

export function fuzzSeed(): number | undefined {
  if (process.env.FUZZ_SEED) return Number(process.env.FUZZ_SEED);
  return process.env.CI ? CI_SEED : undefined;
}
