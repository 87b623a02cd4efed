/**
 * A shared playground link's preview card shows the harmony the page shows: its base dye and the
 * dye of every slot, not the base alone. Oracle: the `/v1/harmony` route (through createFetch)
 * for the same base, type and wheel, its dye names in the link's language; and the page's first
 * view (triadic on the RGB wheel) for what the link leaves out.
 */
import { describe, expect, test } from 'vitest';
import { createFetch, type Envelope } from '../../../lib/index.ts';
import { describeLink } from '../../../runtimes/preview/describe.ts';

const api = createFetch();
interface Slot {
  dye: { stainID: number; localizedName?: string; name: string; hex: string } | null;
}
async function routeDyes(query: string, locale: string): Promise<string[]> {
  const body = (await (await api(`/v1/harmony?${query}&locale=${locale}`)).json()) as Envelope<{
    base: Slot;
    slots: Slot[];
  }>;
  if (!body.success) throw new Error(body.message);
  return [body.data.base, ...body.data.slots]
    .map((s) => s.dye && (s.dye.localizedName ?? s.dye.name))
    .filter((n): n is string => Boolean(n));
}

describe('a playground link’s card', () => {
  test('shows the base and each slot’s dye of the harmony in the link', async () => {
    const card = describeLink('/playground', '?base=10&type=tetradic&wheel=ryb&locale=ja')!;
    expect(card.dyes.map((d) => d.name)).toEqual(await routeDyes('dye=10&type=tetradic&wheel=ryb', 'ja'));
    // The base and the three slots of a tetradic harmony (offsets 60°, 180°, 240°).
    expect(card.dyes).toHaveLength(4);
  });

  test('a link that leaves the harmony out shows the page’s first view: triadic', async () => {
    const card = describeLink('/playground', '?base=33')!;
    expect(card.dyes.map((d) => d.name)).toEqual(await routeDyes('dye=33&type=triadic&wheel=rgb', 'en'));
    expect(card.dyes).toHaveLength(3);
    expect(card.title).toContain(card.dyes.map((d) => d.name).join(' · '));
  });

  test('a colour base shows the slots’ dyes; a link the engine refuses shows the tool alone', async () => {
    const colour = describeLink('/playground', '?base=hex&colour=%235b7fc0&type=complementary')!;
    expect(colour.dyes.map((d) => d.name)).toEqual(await routeDyes('hex=%235b7fc0&type=complementary', 'en'));
    expect(colour.dyes).toHaveLength(1);
    const refused = describeLink('/playground', '?base=10&type=nonsense')!;
    expect(refused.dyes).toEqual([]);
    expect(refused.toolName).toBeTruthy();
  });
});
