/**
 * Following the site's nav as a player does. The tools other than the playground sit in a menu
 * of the nav bar: on a desktop its links show when the pointer rests on the menu; on a phone the
 * hamburger opens the nav screen, where the menu unfolds on a tap.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Clicks the nav bar's link matching `selector` (and `hasText`), opening its menu first if it is in one. */
export async function clickNavLink(page: Page, selector: string, hasText?: string): Promise<void> {
  const options = hasText ? { hasText } : {};
  const menu = page.locator('.VPNavBarMenu .VPFlyout', { has: page.locator(selector, options) });
  if (await menu.count()) await menu.first().hover();
  await page.locator(`.VPNavBarMenu ${selector}`, options).first().click();
}

/** At phone width: hamburger, then the menu named `group`, then the link `linkText`. */
export async function clickPhoneMenuLink(page: Page, group: string, linkText: string): Promise<void> {
  // The nav bar hydrates when the page is idle; until then the hamburger does nothing.
  await expect
    .poll(
      async () => {
        if (!(await page.locator('.VPNavScreen').isVisible())) await page.locator('.VPNavBarHamburger').click();
        return page.locator('.VPNavScreen').isVisible();
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBe(true);
  await page.locator('.VPNavScreenMenuGroup button', { hasText: group }).click();
  await page.locator('.VPNavScreenMenuGroup a', { hasText: linkText }).click();
}
