import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumExecutable } from '@sportif/testing/chromium';
import { appsNeedingBuild } from '@sportif/tooling/build-stamp';
import { type Browser, chromium, type Page } from 'playwright-core';
import { seedDataDir } from '../seeded-data-dir.ts';
import { median } from '../web/figures.ts';
import { type AdminFigures, adminChecks, formatAdminFigures } from './admin-figures.ts';

/**
 * `pnpm bench:admin`: the Examples screen at 100,000 records (BENCH_ROWS), as issue 20 sets its
 * targets. Builds what is stale, seeds an embedded database of its own, starts the production
 * site on it (NODE_ENV=production, a process of its own) and drives Chromium:
 * - first rows: navigation start to the first rows of the table, BENCH_RUNS cold loads (a fresh
 *   browser context each, after one load that warms the server);
 * - search: the last keystroke (typed 60 ms apart) to the matching rows and their count on screen;
 * - long tasks while scrolling through a page, and while paging and sorting;
 * - the page's JS heap at the end.
 * Prints the figures and the checks, writes them to bench/results/, exits 1 on a missed target.
 */
const repoRoot = join(import.meta.dirname, '../..');
const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const searchTerms = ['ışık', 'YOĞUN', 'çukurambar salonu', 'kick boks 12', 'İLERİ seviye', 'ş', 'zzq'];
const viewport = { width: 1440, height: 900 };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function buildIfNeeded(): void {
  const stale = appsNeedingBuild();
  if (stale.length === 0) return;
  console.log(`building for production: ${stale.join(', ')}`);
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'tooling/scripts/build.ts', ...stale], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the build failed');
}

async function seed(dataDir: string): Promise<void> {
  const started = performance.now();
  await seedDataDir(dataDir, rows);
  console.log(
    `seeded ${rows.toLocaleString('en')} records in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** The site as `pnpm start` runs it in production, on its own data folder (its first start releases the builds there through the gate). */
async function startSite(
  dataDir: string,
  adminPassword: string,
): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort();
  const { DATABASE_URL: _database, SMTP_URL: _smtp, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'tooling/scripts/start.ts'], {
    cwd: repoRoot,
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(48).toString('base64'),
      ADMIN_PASSWORD: adminPassword,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is served at')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the site stopped (${code}) before serving:\n${output}`)));
  });
  return { origin: `http://127.0.0.1:${port}`, child };
}

async function post<T>(origin: string, route: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${origin}/api/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${route} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

async function examplesPage(browser: Browser, origin: string, token: string): Promise<Page> {
  const context = await browser.newContext({ viewport });
  // tsx keeps function names with a helper, __name, that the functions sent to the page call.
  await context.addInitScript('globalThis.__name = (target) => target;');
  await context.addInitScript((value) => localStorage.setItem('token', value), token);
  await context.addInitScript(() => {
    // When the first record's row is in the table (its edit button), since navigation start.
    const observer = new MutationObserver(() => {
      if (document.querySelector('table tbody tr td:nth-child(4) button')) {
        (window as unknown as { firstRowsAt: number }).firstRowsAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  await page.goto(`${origin}/admin/examples`);
  await page.waitForFunction(() => (window as unknown as { firstRowsAt?: number }).firstRowsAt !== undefined);
  return page;
}

async function measureFirstRows(browser: Browser, origin: string, token: string): Promise<number[]> {
  await (await examplesPage(browser, origin, token)).context().close();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const page = await examplesPage(browser, origin, token);
    times.push(await page.evaluate(() => (window as unknown as { firstRowsAt: number }).firstRowsAt));
    await page.context().close();
  }
  return times;
}

const countText = (total: number, searching: boolean) =>
  searching ? `${total.toLocaleString('tr-TR')} eşleşen kayıt` : `${total.toLocaleString('tr-TR')} kayıt`;

/**
 * Types `term` into the emptied search box and answers the time from its last keystroke until
 * the table shows what the search matches: the count of matches, the table no longer busy, and
 * every row holding the term (or the no-match line).
 */
async function measureSearch(page: Page, term: string, matches: number): Promise<number> {
  const search = page.getByLabel('Tabloda ara');
  await search.fill('');
  await page.getByText(countText(rows, false), { exact: true }).waitFor();
  await page.locator('table[aria-busy="false"]').waitFor();
  await search.focus();
  const done = page.evaluate(
    ({ term, expectedCount }) =>
      new Promise<number>((resolve) => {
        const input = document.activeElement as HTMLInputElement;
        const section = input.closest('section') as HTMLElement;
        const needle = term.toLocaleLowerCase('tr-TR');
        const listening = new AbortController();
        let inputs = 0;
        let lastInputAt = 0;
        const check = () => {
          if (inputs < term.length) return;
          const table = section.querySelector('table');
          if (table?.getAttribute('aria-busy') !== 'false') return;
          if (!section.textContent?.includes(expectedCount)) return;
          const cells = [...table.querySelectorAll('tbody tr')].map((row) => row.textContent ?? '');
          const shown =
            cells.length > 0 && cells.every((text) => text.toLocaleLowerCase('tr-TR').includes(needle));
          const none = cells.length === 1 && !table.querySelector('tbody tr td:nth-child(4)');
          if (!(expectedCount.startsWith('0 ') ? none : shown)) return;
          observer.disconnect();
          listening.abort();
          resolve(performance.now() - lastInputAt);
        };
        const observer = new MutationObserver(check);
        observer.observe(section, { subtree: true, childList: true, characterData: true, attributes: true });
        input.addEventListener(
          'input',
          () => {
            inputs++;
            lastInputAt = performance.now();
            check();
          },
          { signal: listening.signal },
        );
      }),
    { term, expectedCount: countText(matches, true) },
  );
  const [ms] = await Promise.all([done, page.keyboard.type(term, { delay: 60 })]);
  return ms;
}

async function startLongTasks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { longTasks: number[] }).longTasks = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
}

const takeLongTasks = (page: Page) =>
  page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks.splice(0));

/** Down to the foot of the page and back up, a few screens a second, three times. */
async function scrollThroughPage(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let direction = 1;
        let turns = 0;
        const step = () => {
          window.scrollBy(0, direction * 40);
          const atEnd =
            direction > 0
              ? window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1
              : window.scrollY <= 0;
          if (atEnd) {
            direction = -direction;
            turns++;
          }
          if (turns < 6) requestAnimationFrame(step);
          else resolve();
        };
        requestAnimationFrame(step);
      }),
  );
}

/** Next page ten times, the last page, then sorting by field 1 (its last page) and turning it around. */
async function pageAndSort(page: Page): Promise<void> {
  const pager = page.getByRole('navigation', { name: 'Sayfalar' });
  const pageText = async () => (await pager.textContent()) ?? '';
  const click = async (button: ReturnType<Page['getByRole']>) => {
    const before = await pageText();
    await button.click();
    await page.waitForFunction(
      ({ before }) => {
        const nav = document.querySelector('nav[aria-label="Sayfalar"]');
        return (
          nav?.textContent !== before &&
          document.querySelector('table')?.getAttribute('aria-busy') === 'false'
        );
      },
      { before },
    );
  };
  for (let n = 0; n < 10; n++) await click(pager.getByRole('button', { name: 'Sonraki sayfa' }));
  await click(pager.getByRole('button', { name: 'Son sayfa' }));
  await click(page.getByRole('button', { name: 'Alan 1' }));
  await click(pager.getByRole('button', { name: 'Son sayfa' }));
  await click(page.getByRole('button', { name: 'Alan 1' }));
  await click(pager.getByRole('button', { name: 'Sonraki sayfa' }));
}

/** The content editors of the side menu (issue 37). */
const contentEditors = ['Ders Programı', 'Üyelik Fiyatları', 'Banner', 'Şube Bilgileri', 'Sayfa Metinleri'];

/**
 * Each content editor's first render, the admin remote loaded: from a click on its side-menu entry
 * to its form on screen with the seeded content (its heading and its Kaydet button), median of
 * three, going back to the Examples screen between runs.
 */
async function measureEditors(page: Page): Promise<AdminFigures['editorsFirstRenderMs']> {
  const figures: AdminFigures['editorsFirstRenderMs'] = [];
  const menu = page.getByRole('navigation', { name: 'Yönetim menüsü' });
  for (const editor of contentEditors) {
    const runs: number[] = [];
    for (let run = 0; run < 3; run++) {
      await menu.getByRole('link', { name: 'Examples' }).click();
      await page.getByRole('heading', { level: 1, name: 'Examples' }).waitFor();
      const shown = page.evaluate(
        (name) =>
          new Promise<number>((resolve) => {
            const link = [...document.querySelectorAll('nav a')].find((a) => a.textContent === name);
            const startedAt = performance.now();
            const observer = new MutationObserver(() => {
              const heading = document.querySelector('h1')?.textContent;
              if (heading === name && document.querySelector('form button[type="submit"]')) {
                observer.disconnect();
                resolve(performance.now() - startedAt);
              }
            });
            observer.observe(document.body, { childList: true, subtree: true, characterData: true });
            (link as HTMLElement).click();
          }),
        editor,
      );
      runs.push(await shown);
    }
    figures.push({ editor, ms: median(runs) });
  }
  return figures;
}

async function heapMb(page: Page): Promise<{ used: number; afterGc: number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const used = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? Number.NaN;
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return { used: used / 2 ** 20, afterGc: usedSize / 2 ** 20 };
}

buildIfNeeded();
const dataDir = mkdtempSync(join(tmpdir(), 'sportif-admin-bench-'));
let site: { origin: string; child: ChildProcess } | undefined;
let browser: Browser | undefined;
try {
  await seed(dataDir);
  const adminPassword = randomBytes(12).toString('hex');
  site = await startSite(dataDir, adminPassword);
  const child = site.child;
  // Whatever ends this process, the site it started ends with it.
  process.once('exit', () => child.kill('SIGTERM'));
  const { origin } = site;
  const { token } = await post<{ token: string }>(origin, 'Auth/Login', {
    emailOrUserName: 'admin',
    password: adminPassword,
  });
  browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });

  const firstRowsMs = await measureFirstRows(browser, origin, token);
  const page = await examplesPage(browser, origin, token);
  const rowsAfterKeystrokeMs: AdminFigures['rowsAfterKeystrokeMs'] = [];
  for (const term of searchTerms) {
    const { total } = await post<{ total: number }>(
      origin,
      'Examples/Query',
      { search: term, limit: 1 },
      token,
    );
    rowsAfterKeystrokeMs.push({ term, ms: await measureSearch(page, term, total), matches: total });
  }
  await page.getByLabel('Tabloda ara').fill('');
  await page.getByText(countText(rows, false), { exact: true }).waitFor();

  await startLongTasks(page);
  await scrollThroughPage(page);
  const longTasksScrollingMs = await takeLongTasks(page);
  await pageAndSort(page);
  const longTasksPagingMs = await takeLongTasks(page);
  const heap = await heapMb(page);
  const editorsFirstRenderMs = await measureEditors(page);

  const figures: AdminFigures = {
    rows,
    firstRowsMs,
    rowsAfterKeystrokeMs,
    longTasksScrollingMs,
    longTasksPagingMs,
    heapUsedMb: heap.used,
    heapAfterGcMb: heap.afterGc,
    editorsFirstRenderMs,
  };
  const checks = adminChecks(figures);
  console.log(`\n${formatAdminFigures(figures)}\n`);
  for (const check of checks) console.log(`${check.met ? 'met    ' : 'MISSED '} ${check.target}`);

  const resultsDir = join(repoRoot, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `admin-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), ...figures, checks }, null, 2)}\n`);
  console.log(`figures written to ${file}`);
  process.exitCode = checks.every((check) => check.met) ? 0 : 1;
} finally {
  await browser?.close();
  site?.child.kill('SIGTERM');
  if (site?.child.exitCode === null) await new Promise((resolve) => site?.child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
