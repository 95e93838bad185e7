import { existsSync, readFileSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * A remote's build reads some of its sources in Node, as data (src/routes.ts, src/page-heads.ts).
 * rspack's CLI loads them with its TypeScript config loader, which reads neither JSX nor
 * stylesheets: a `.tsx` component imported from there fails the build with a parse error inside
 * the component, naming no importer. These modules, and every module they import, must be `.ts`.
 */

/** What a module of the build may be: TypeScript or JavaScript without JSX. */
const readableInNode = new Set(['.ts', '.mts', '.cts', '.js', '.mjs', '.cjs', '.json']);

/** How a specifier without an extension resolves, in the order the loader tries. */
const candidatesOf = (path: string) => [
  path,
  ...['.ts', '.tsx', '.js', '.jsx'].map((extension) => `${path}${extension}`),
  ...['index.ts', 'index.tsx'].map((name) => join(path, name)),
];

/**
 * The relative modules `source` loads when it runs: static imports and re-exports, side-effect
 * imports and dynamic imports; not `import type` or `export type`, which the loader erases.
 */
export function runtimeImportsOf(source: string): string[] {
  const specifiers: string[] = [];
  const patterns = [
    /^\s*(?:import|export)\s+(?!type\s)[^'";]*?\sfrom\s*['"]([^'"]+)['"]/gm,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns)
    for (const match of source.matchAll(pattern)) if (match[1]?.startsWith('.')) specifiers.push(match[1]);
  return specifiers;
}

/**
 * The first module the build cannot read in Node among those `entry` imports, directly or not,
 * as one line: which file imports what, and what to do. Undefined when all of them are readable.
 */
export function unreadableBuildImport(appDir: string, entry: string): string | undefined {
  const entryFile = resolve(appDir, entry);
  const seen = new Set<string>();
  const visit = (file: string): string | undefined => {
    if (seen.has(file)) return undefined;
    seen.add(file);
    for (const specifier of runtimeImportsOf(readFileSync(file, 'utf8'))) {
      const target = candidatesOf(resolve(dirname(file), specifier)).find(
        (candidate) => extname(candidate) !== '' && existsSync(candidate),
      );
      if (!target) continue;
      if (!readableInNode.has(extname(target))) {
        const shown = (path: string) => relative(appDir, path);
        return (
          `${shown(entryFile)} is read by the build in Node, and ${shown(file)} imports '${specifier}' ` +
          `(${shown(target)}), which Node cannot read there (no JSX, no stylesheets): move what it ` +
          `needs (a page's title, description, heading) into a .ts module beside the page, such as ` +
          `src/features/<feature>/content/<page>-head.ts, and import that from both.`
        );
      }
      const problem = visit(target);
      if (problem) return problem;
    }
    return undefined;
  };
  return visit(entryFile);
}

/**
 * Imports a module of `appDir` the build reads in Node (`./src/page-heads.ts`), after checking that
 * neither it nor anything it imports is a module Node cannot read: the build then fails with a line
 * that names the importer, instead of a parse error deep in a component.
 */
export async function importForBuild<Module>(appDir: string, entry: string): Promise<Module> {
  const problem = unreadableBuildImport(appDir, entry);
  if (problem) throw new Error(`${relative(join(appDir, '..'), appDir)}: ${problem}`);
  return (await import(pathToFileURL(resolve(appDir, entry)).href)) as Module;
}
