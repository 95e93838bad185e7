import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { stubMaps, waitForPageComplete } from '../../support/public-site';
import { publicRoutes } from '../../support/routes';

for (const width of [1440, 375]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const route of publicRoutes) {
      test(`${route.path} has no serious or critical violation`, async ({ page }) => {
        await stubMaps(page);
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeAttached();
        await waitForPageComplete(page);

        const { violations } = await new AxeBuilder({ page }).analyze();
        const severe = violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => ({
            rule: violation.id,
            impact: violation.impact,
            help: violation.help,
            nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
          }));
        expect(severe).toEqual([]);
      });
    }
  });
}
