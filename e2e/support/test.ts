import { test as base } from '@playwright/test';
import { waitForShell } from './public-site';

export type { APIRequestContext, APIResponse, Locator, Page } from '@playwright/test';
export { expect, request } from '@playwright/test';

/**
 * Playwright's `test`, with a page whose `goto` (to the default `load`) also waits, on a page the
 * server rendered, until the shell has hydrated it (`html[data-shell-ready]`): that page shows its
 * markup at once, but its buttons answer from hydration on, and a click before it would be lost.
 * A page the browser renders (the back-office, nginx), a page without JavaScript and a test that
 * asks for an earlier moment (`waitUntil`) are left as they are.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false && options?.waitUntil === undefined) {
        const rendered = await page.locator('#root > *').count();
        if (rendered > 0) await waitForShell(page);
      }
      return response;
    };
    await use(page);
  },
});
