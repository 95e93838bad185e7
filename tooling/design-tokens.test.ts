import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserSourceDirs } from './app-sources.ts';
import {
  customPropertiesDeclaredIn,
  customPropertiesReadIn,
  designTokensOf,
  literalsIn,
  ownSettingsReadIn,
  tokensFile,
  tokensReadFrom,
} from './design-tokens.ts';

const repoRoot = join(import.meta.dirname, '..');

describe('literalsIn', () => {
  it('finds hex and rgb colours and the focus ring written as values, with their lines', () => {
    const css =
      '.a {\n  color: #1d1f23;\n  background: rgb(200 16 46 / 22%);\n}\n.a:focus-visible {\n  outline: 3px solid;\n}';
    expect(literalsIn(css)).toEqual([
      { line: 2, text: '#1d1f23' },
      { line: 3, text: 'rgb(200 16 46 / 22%)' },
      { line: 6, text: 'outline: 3px solid' },
    ]);
  });

  it('lets through tokens, translucent black and white, selectors and comments', () => {
    const css =
      '/* #c8102e is the brand red */\n#add, .b:not(#fed) {\n  color: var(--red-600);\n' +
      '  background: rgb(0 0 0 / 35%);\n  border-color: rgba(255, 255, 255, 0.7);\n  outline: 2px solid var(--white);\n}';
    expect(literalsIn(css)).toEqual([]);
  });
});

describe('tokensReadFrom', () => {
  it("is what a stylesheet reads and does not declare: a CSS module's own properties are its own", () => {
    const css = '.a { --local: 1px; margin: var(--local) var(--space-2); color: var( --gray-700 ); }';
    expect(customPropertiesDeclaredIn(css)).toEqual(['--local']);
    expect(customPropertiesReadIn(css)).toEqual(['--local', '--space-2', '--gray-700']);
    expect(tokensReadFrom(css)).toEqual(['--space-2', '--gray-700']);
  });

  it("leaves out what it reads with a fallback, an element's own setting, but not the fallback's token", () => {
    const css =
      '.a { color: var(--own-colour, var(--red-600)); border-color: var(--own-colour,var(--gray-300)); }';
    expect(ownSettingsReadIn(css)).toEqual(['--own-colour']);
    expect(tokensReadFrom(css)).toEqual(['--red-600', '--gray-300']);
  });
});

describe('designTokensOf', () => {
  it("is what an app's global stylesheets define for the page, and what all its stylesheets read from it", () => {
    const tokens = designTokensOf([
      {
        path: '/ui/tokens.css',
        css: ':root { --red-600: #c8102e; --focus-ring: 3px solid var(--blue-600); }',
      },
      { path: '/app/a.module.css', css: '.a { --own: 0; color: var(--red-600); margin: var(--own); }' },
      { path: '/app/b.module.css', css: '.b { padding: var(--space-4); }' },
    ]);
    expect(tokens).toEqual({
      defined: ['--focus-ring', '--red-600'],
      used: ['--blue-600', '--red-600', '--space-4'],
    });
  });
});

/** Every stylesheet of the code that runs in the browser, relative to the repository's root. */
const stylesheets = browserSourceDirs.flatMap((dir) =>
  readdirSync(join(repoRoot, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => relative(repoRoot, join(entry.parentPath, entry.name))),
);
const tokensPath = relative(repoRoot, tokensFile);
const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');
const defined = new Set(customPropertiesDeclaredIn(read(tokensPath)));

describe("the apps' stylesheets", () => {
  it('are found, the tokens file among them', () => {
    expect(stylesheets).toContain(tokensPath);
    expect(stylesheets.length).toBeGreaterThan(40);
    expect(defined).toContain('--red-600');
  });

  it('write no colour and no focus ring but in the tokens file: they use its tokens', () => {
    const written = stylesheets
      .filter((path) => path !== tokensPath)
      .flatMap((path) => literalsIn(read(path)).map(({ line, text }) => `${path}:${line} ${text}`));
    expect(written).toEqual([]);
  });

  it('write the brand red and the focus ring once each, in the tokens file', () => {
    const tokens = read(tokensPath);
    expect(tokens.match(/#c8102e/gi)).toHaveLength(1);
    expect(tokens.match(/#1a73e8/gi)).toHaveLength(1);
    expect(tokens).toContain('--focus-ring: 3px solid var(--blue-600);');
  });

  it('read only tokens the tokens file defines (a misspelt name would be no value at all)', () => {
    const undefinedTokens = stylesheets.flatMap((path) =>
      tokensReadFrom(read(path))
        .filter((name) => !defined.has(name))
        .map((name) => `${path} reads ${name}`),
    );
    expect(undefinedTokens).toEqual([]);
  });

  it("read only own settings that a component sets (`'--name'` in the app's code)", () => {
    const code = browserSourceDirs
      .flatMap((dir) =>
        readdirSync(join(repoRoot, dir), { withFileTypes: true, recursive: true })
          .filter((entry) => entry.isFile() && /(?<!\.test)\.tsx?$/.test(entry.name))
          .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8')),
      )
      .join('\n');
    const read = stylesheets.flatMap((path) => ownSettingsReadIn(readFileSync(join(repoRoot, path), 'utf8')));
    expect(read).toContain('--player-bar');
    expect(read.filter((name) => !code.includes(`'${name}'`))).toEqual([]);
  });

  it('use every token the tokens file defines: each is on every page', () => {
    const used = new Set(stylesheets.flatMap((path) => customPropertiesReadIn(read(path))));
    expect([...defined].filter((name) => !used.has(name))).toEqual([]);
  });
});
