/** How many dye channels each piece of an outfit is restyled on (apart from the restyle's maths). */
/** Where a piece's restyle channels come from. */
export type ChannelSource = 'item' | 'file' | 'assumed';

/**
 * How many channels a piece is restyled on: the item's own count when its rules are known; else
 * the channels the file dyes (the file proves they exist); else, undyed and unknown, both.
 */
export function restyleChannels(
  dyes: readonly [number, number],
  itemDyeCount: number | null,
): { dyeCount: number; source: ChannelSource } {
  if (itemDyeCount !== null) return { dyeCount: itemDyeCount, source: 'item' };
  const used = dyes[1] ? 2 : dyes[0] ? 1 : 0;
  return used > 0 ? { dyeCount: used, source: 'file' } : { dyeCount: 2, source: 'assumed' };
}
