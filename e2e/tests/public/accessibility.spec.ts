import AxeBuilder from '@axe-core/playwright';
import { stubMaps, waitForPageComplete } from '../../support/public-site';
import { publicRoutes } from '../../support/routes';
import { expect, test } from '../../support/test';

/** Every WCAG 2.0, 2.1 and 2.2 success criterion of levels A and AA that axe has a rule for. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

for (const width of [1440, 375]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const route of publicRoutes) {
      test(`${route.path} breaks no WCAG 2.x A or AA rule`, async ({ page }) => {
        await stubMaps(page);
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeAttached();
        await waitForPageComplete(page);

        // axe leaves its rules marked experimental out unless that tag is asked for, and some WCAG
        // rules are among them (label-content-name-mismatch, WCAG 2.5.3): ask for them too, then
        // keep the WCAG rules only.
        const { violations } = await new AxeBuilder({ page })
          .withTags([...wcagTags, 'experimental'])
          .analyze();
        const broken = violations
          .filter((violation) => violation.tags.some((tag) => wcagTags.includes(tag)))
          .map((violation) => ({
            rule: violation.id,
            impact: violation.impact,
            help: violation.help,
            nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
          }));
        expect(broken).toEqual([]);
      });
    }
  });
}
