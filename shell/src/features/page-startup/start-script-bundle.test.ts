import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePageStartup } from '@sportif/contract/prerender';
import { bundleStartScript } from '@sportif/tooling/page-startup-plugin';
import { describe, expect, it } from 'vitest';
import { pageStartupMarkers } from './page-markers';

const shellStartScript = {
  module: join(import.meta.dirname, 'start-after-paint.ts'),
  startName: 'startAfterPaint',
};

describe("the shell's start script as pages carry it", () => {
  const script = bundleStartScript(shellStartScript);

  it('is one classic script that calls the start, without the comments of its source', () => {
    const source = readFileSync(shellStartScript.module, 'utf8');
    expect(script).not.toMatch(/\/\/|\/\*|\bimport\b|\bexport\b/);
    expect(script.length).toBeLessThan(source.length / 2);
    expect(() => new Function(script)).not.toThrow();
  });

  it('looks for the attributes the server writes for it, which page-startup.json names', () => {
    // start-after-paint.test.ts runs the source; the e2e suites run these bytes in Chromium.
    for (const name of Object.values(pageStartupMarkers)) expect(script).toContain(name);
    expect(parsePageStartup({ script, ...pageStartupMarkers })).toEqual({ script, ...pageStartupMarkers });
  });
});
