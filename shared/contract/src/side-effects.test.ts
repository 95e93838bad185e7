import { describe, expect, it } from 'vitest';
import contractPackage from '../package.json' with { type: 'json' };

describe('@sportif/contract in a browser bundle', () => {
  it('declares no side effects, so an app bundles only what it imports of it', () => {
    // The shell imports two error keys and the route table; without this flag the bundler keeps
    // every module the index re-exports (the form schemas and their messages), in the shell's
    // main.js: on every page's first download.
    expect(contractPackage.sideEffects).toBe(false);
  });
});
