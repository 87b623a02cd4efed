/**
 * A tool's dye selection as it lives in the URL: stainIDs joined by commas (`12,52,73`). Anything
 * that is not a positive integer is dropped and repeats keep their first place, so a hand-edited
 * address still opens a usable view; the engine names IDs that are not dyes.
 */
export function parseDyeIds(text: string, max: number): number[] {
  const ids: number[] = [];
  for (const part of text.split(',')) {
    const id = Number(part.trim());
    if (Number.isInteger(id) && id > 0 && !ids.includes(id)) ids.push(id);
    if (ids.length === max) break;
  }
  return ids;
}

export const formatDyeIds = (ids: readonly number[]): string => ids.join(',');

/** Dyes offered when a row is added, in turn: a spread of hues and lightness, skipping chosen ones. */
const ADD_ORDER = [12, 52, 73, 88, 7, 61, 1, 102, 57, 77, 13, 48];

export function nextDyeId(chosen: readonly number[]): number {
  return (
    ADD_ORDER.find((id) => !chosen.includes(id)) ??
    Array.from({ length: 125 }, (_, i) => i + 1).find((id) => !chosen.includes(id))!
  );
}

/** The message of an error from the engine worker (Comlink rethrows the worker's Error). */
export const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));
