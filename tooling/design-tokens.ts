import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * What a stylesheet does with the design tokens (@sportif/ui's tokens.css, CSS custom properties):
 * read by the build for the federation contract (which tokens an app uses, which the shell puts on
 * the page) and by design-tokens.test.ts, which keeps every stylesheet on them.
 */

/** The file that defines every token, as the apps import it (`@sportif/ui/tokens.css`). */
export const tokensFile = createRequire(join(import.meta.dirname, '..', 'shell', 'package.json')).resolve(
  '@sportif/ui/tokens.css',
);

/** Whether a stylesheet is a CSS module, whose own custom properties the build renames per file. */
export const isCssModule = (path: string): boolean => /\.module\.css$/.test(path);

/** The stylesheet with its comments blanked out, every other character where it was. */
const withoutComments = (css: string) =>
  css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));

/** The names the first group of `pattern` captures in a stylesheet outside its comments, each once. */
const namesIn = (css: string, pattern: RegExp): string[] => [
  ...new Set([...withoutComments(css).matchAll(pattern)].map((match) => match[1] as string)),
];

/** The custom properties a stylesheet declares (`--name: …`), each once. */
export const customPropertiesDeclaredIn = (css: string): string[] => namesIn(css, /(--[\w-]+)\s*:/g);

/** The custom properties a stylesheet reads (`var(--name)`, with a fallback or not), each once. */
export const customPropertiesReadIn = (css: string): string[] => namesIn(css, /var\(\s*(--[\w-]+)/g);

/**
 * The custom properties a stylesheet reads with a fallback (`var(--name, …)`), each once: an
 * element's own settings, which a component sets in its style attribute (the video player's
 * colours), not the page's tokens.
 */
export const ownSettingsReadIn = (css: string): string[] => namesIn(css, /var\(\s*(--[\w-]+)\s*,/g);

/**
 * The tokens a stylesheet takes from the page: what it reads without a fallback and does not
 * declare itself. A CSS module's own declarations are renamed by the build, so what it reads of
 * them is its own; a global stylesheet's are the page's.
 */
export const tokensReadFrom = (css: string): string[] => {
  const declared = new Set(customPropertiesDeclaredIn(css));
  return namesIn(css, /var\(\s*(--[\w-]+)\s*\)/g).filter((name) => !declared.has(name));
};

/** A value written in a stylesheet that only the tokens file may write, with its line. */
export interface LiteralInStylesheet {
  line: number;
  text: string;
}

/**
 * The colours and focus rings a stylesheet writes as values instead of taking them from the
 * tokens: hex colours, `rgb()`/`hsl()` colours other than translucent black and white (shades over
 * pictures and video, which no token names), and an outline of the focus ring's width. Only
 * declarations are read: a selector such as `#add` is not a colour.
 */
export function literalsIn(css: string): LiteralInStylesheet[] {
  const text = withoutComments(css);
  const found: LiteralInStylesheet[] = [];
  // A piece of text that ends with `;` or `}` is a declaration; one that ends with `{` a selector.
  for (const piece of text.matchAll(/[^{};]+(?=[;}])/g)) {
    const declaration = piece[0];
    const literals = [
      ...(declaration.match(/#[0-9a-f]{3,8}\b/gi) ?? []),
      ...(declaration.match(/\b(?:rgba?|hsla?)\([^)]*\)/gi) ?? []).filter(
        (colour) => !isBlackOrWhite(colour),
      ),
      ...(declaration.match(/outline:\s*3px\s+solid\b/gi) ?? []),
    ];
    const start = piece.index + (declaration.length - declaration.trimStart().length);
    const line = text.slice(0, start).split('\n').length;
    for (const literal of literals) found.push({ line, text: literal });
  }
  return found;
}

function isBlackOrWhite(colour: string): boolean {
  const channels = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(colour)?.slice(1);
  return channels !== undefined && (channels.every((c) => c === '0') || channels.every((c) => c === '255'));
}

/** A stylesheet of an app's build: its file and its text. */
export interface Stylesheet {
  path: string;
  css: string;
}

/**
 * The tokens an app's stylesheets define for the page (what its global stylesheets declare: the
 * shell's tokens.css) and read from it, each sorted. What a CSS module declares is its own.
 */
export function designTokensOf(stylesheets: Iterable<Stylesheet>): { defined: string[]; used: string[] } {
  const defined = new Set<string>();
  const used = new Set<string>();
  for (const { path, css } of stylesheets) {
    if (!isCssModule(path)) for (const name of customPropertiesDeclaredIn(css)) defined.add(name);
    for (const name of tokensReadFrom(css)) used.add(name);
  }
  return { defined: [...defined].sort(), used: [...used].sort() };
}

/** The stylesheets among a build's modules, read from disk; those of installed packages left out. */
export function stylesheetsOf(modules: Iterable<object>): Stylesheet[] {
  const paths = new Set<string>();
  for (const module of modules) {
    const resource = 'resource' in module ? (module.resource as string | undefined) : undefined;
    const path = resource?.split('?')[0];
    if (path?.endsWith('.css') && !path.includes('/node_modules/')) paths.add(path);
  }
  return [...paths].map((path) => ({ path, css: readFileSync(path, 'utf8') }));
}
