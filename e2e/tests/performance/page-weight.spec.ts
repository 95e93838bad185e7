import { expect, test } from '@playwright/test';
import { measurePageWeight } from '../../../tooling/page-weight.ts';

/**
 * The deterministic budgets of `/` (issue 7), with a small margin over what the build weighs now:
 * a change that makes the home page heavier fails here. Timings (Lighthouse) stay in bench:web.
 */
const budget = {
  /** Gzipped JavaScript before the page is interactive; the target is 150 KB, today about 119 KB. */
  jsBytesBeforeInteractive: 125 * 1024,
  /** Requests before the page is interactive; the target is 12, today 9. */
  requestsBeforeInteractive: 10,
  /**
   * Everything until the network is idle, the banner's slider included; today about 146 KB in
   * 10 requests. The single bundle weighs about 129 KB: 150 KB keeps the federated site within
   * about 1.17 of it here, and bench:web checks the 1.15.
   */
  jsBytes: 150 * 1024,
  requests: 11,
};

test('a cold load of / stays inside its byte and request budgets and fetches nothing of remote-admin', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext();
  const weight = await measurePageWeight(context, `${baseURL}/`);
  await context.close();

  console.log(
    `/ cold load: ${(weight.jsBytesBeforeInteractive / 1024).toFixed(1)} KB of JavaScript (gzipped) in ` +
      `${weight.requestsBeforeInteractive} requests before interactive; ` +
      `${(weight.jsBytes / 1024).toFixed(1)} KB in ${weight.requests} requests in all`,
  );
  expect(weight.jsBytesBeforeInteractive).toBeLessThanOrEqual(budget.jsBytesBeforeInteractive);
  expect(weight.requestsBeforeInteractive).toBeLessThanOrEqual(budget.requestsBeforeInteractive);
  expect(weight.jsBytes).toBeLessThanOrEqual(budget.jsBytes);
  expect(weight.requests).toBeLessThanOrEqual(budget.requests);
  expect(weight.entries.filter((entry) => entry.path.startsWith('/remotes/admin/'))).toEqual([]);
});
