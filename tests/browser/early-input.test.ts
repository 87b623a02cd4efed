/**
 * A player who types or chooses before the page is live (a slow phone shows the server's page a
 * second or two before its scripts run) keeps what they typed: the tool answers it once live, and
 * the field still says it. The page's scripts are held back here until the player has acted.
 */
import { describe, expect, test } from 'vitest';
import { differenceCiede2000 } from 'culori';
import type { Page } from 'playwright-core';
import { DYES, useSite } from './tool-page.ts';

const { site, browser } = useSite({ serviceWorkers: 'block' });

/** Opens `path` with the app's entry script held until `release()`; the server's page is shown. */
async function openHeld(path: string): Promise<{ page: Page; release: () => void }> {
  const page = await browser().context.newPage();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app\.[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Not 'domcontentloaded': that waits for module scripts, the one held here.
  await page.goto(site().url + path, { waitUntil: 'commit' });
  await page.waitForSelector('#VPContent');
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-live'))).toBe(false);
  return { page, release };
}

const closestTo = (hex: string) => {
  const de = differenceCiede2000();
  return [...DYES].sort((a, b) => de(hex, a.hex) - de(hex, b.hex))[0]!;
};

describe('what is typed before the page is live', () => {
  test('a colour typed into the matcher is matched once live, and stays in the field', async () => {
    const { page, release } = await openHeld('/matcher');
    try {
      await page.locator('#match-hex').fill('#2E8B57');
      release();
      await page.waitForSelector('html[data-live]', { state: 'attached' });
      const expected = closestTo('#2e8b57');
      await expect.poll(() => page.locator('.closest h2').textContent()).toContain(expected.name);
      expect((await page.locator('#match-hex').inputValue()).toLowerCase()).toBe('#2e8b57');
    } finally {
      await page.close();
    }
  });

  test('a palette name typed on the playground is the saved palette’s name', async () => {
    const { page, release } = await openHeld('/playground');
    try {
      await page.locator('.palette-actions input').fill('Early bird');
      release();
      await page.waitForSelector('html[data-live]', { state: 'attached' });
      await page.getByRole('button', { name: 'Save palette' }).click();
      await expect.poll(() => page.locator('.palette-actions .status').innerText()).toContain('Early bird');
    } finally {
      await page.close();
    }
  });

  test('a method chosen before live is the one the matcher uses', async () => {
    const { page, release } = await openHeld('/matcher?hex=%235B7FC0');
    try {
      await page.locator('#match-method').selectOption('cie76');
      release();
      await page.waitForSelector('html[data-live]', { state: 'attached' });
      await expect.poll(() => page.evaluate(() => new URL(location.href).searchParams.get('method'))).toBe('cie76');
      expect(await page.locator('#match-method').inputValue()).toBe('cie76');
    } finally {
      await page.close();
    }
  });
});
