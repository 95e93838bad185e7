/**
 * How a remote declares its pages (its `src/routes.ts`, shipped with its build as `routes.json`
 * next to its remoteEntry.js): plain data, so the build can check it, the site server can read it
 * for preload hints and the shell can compose its route tree from it at start.
 */

/**
 * The layout slots the shell offers: a page renders inside the layout of its slot, which the remote
 * that declares that slot's module provides. Pages in a guarded slot need a signed-in visitor; the
 * guard sends anyone else to the page declared as `signIn`.
 */
export const layoutSlots = { public: { guarded: false }, admin: { guarded: true } } as const;
export type LayoutSlot = keyof typeof layoutSlots;

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export interface PageDeclaration {
  /** Absolute path, or several paths that show the same page ('/club/umitkoy' and '/umitkoy'). */
  path: string | readonly string[];
  /** The exposed module that renders the page: its key in the remote's `exposes` ('./ClubPage'). */
  module: string;
  /** The slot whose layout the page renders in; none: the page alone. */
  layout?: LayoutSlot;
  /** What the module is rendered with. */
  props?: { readonly [key: string]: JsonValue };
  /** Modules of other remotes the page renders ('remote_media/VideoPlayer'): loaded with it. */
  preload?: readonly string[];
  /** The page the guard sends signed-out visitors to. */
  signIn?: boolean;
}

export interface RemoteRoutes {
  /** The layout slots whose module this remote exposes ('./PublicLayout'). */
  layouts?: { readonly [slot in LayoutSlot]?: string };
  pages: readonly PageDeclaration[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isText);
const isSlot = (value: unknown): value is LayoutSlot =>
  typeof value === 'string' && Object.hasOwn(layoutSlots, value);

/** Every path of a page, as a list. */
export const pathsOf = (page: PageDeclaration): readonly string[] =>
  typeof page.path === 'string' ? [page.path] : page.path;

/** What is wrong with one page declaration, each problem a sentence naming the page. */
function pageProblems(page: unknown, index: number): string[] {
  if (!isObject(page)) return [`pages[${index}] is not an object`];
  const name = `pages[${index}] (${JSON.stringify(page.path)})`;
  const problems: string[] = [];
  const paths = typeof page.path === 'string' ? [page.path] : page.path;
  if (!isTextList(paths) || paths.length === 0 || !paths.every((path) => path.startsWith('/'))) {
    problems.push(`${name}: path must be an absolute path or a non-empty list of them`);
  }
  if (!isText(page.module) || !page.module.startsWith('./')) {
    problems.push(`${name}: module must be an exposed key ("./<Name>")`);
  }
  if (page.layout !== undefined && !isSlot(page.layout)) {
    problems.push(
      `${name}: layout ${JSON.stringify(page.layout)} is not a slot (${Object.keys(layoutSlots).join(', ')})`,
    );
  }
  if (page.props !== undefined && !isObject(page.props)) problems.push(`${name}: props must be an object`);
  if (
    page.preload !== undefined &&
    !(isTextList(page.preload) && page.preload.every((id) => /^\w+\/\w+$/.test(id)))
  ) {
    problems.push(`${name}: preload must list federated ids such as "remote_media/VideoPlayer"`);
  }
  if (page.signIn !== undefined && typeof page.signIn !== 'boolean')
    problems.push(`${name}: signIn must be true or false`);
  return problems;
}

/**
 * The declarations in `input` (a parsed routes.json), or every problem with their shape. Checked
 * by hand: the shell runs this on every page before anything shows, and needs no schema library.
 */
export function parseRemoteRoutes(input: unknown): { routes: RemoteRoutes } | { problems: string[] } {
  if (!isObject(input) || !Array.isArray(input.pages)) return { problems: ['routes need "pages" (a list)'] };
  const problems = input.pages.flatMap(pageProblems);
  const { layouts } = input;
  if (layouts !== undefined) {
    if (!isObject(layouts)) problems.push('layouts must map a slot to an exposed key');
    else {
      for (const [slot, module] of Object.entries(layouts)) {
        if (!isSlot(slot)) problems.push(`layouts: ${JSON.stringify(slot)} is not a slot`);
        if (!isText(module) || !module.startsWith('./'))
          problems.push(`layouts.${slot} must be an exposed key`);
      }
    }
  }
  if (problems.length > 0) return { problems };
  return { routes: input as unknown as RemoteRoutes };
}

/**
 * What the build refuses besides a wrong shape: a module the remote does not expose, a path
 * declared twice, more than one sign-in page.
 */
export function remoteRoutesProblems(input: unknown, exposedKeys: readonly string[]): string[] {
  const parsed = parseRemoteRoutes(input);
  if ('problems' in parsed) return parsed.problems;
  const { routes } = parsed;
  const exposed = new Set(exposedKeys);
  const problems: string[] = [];
  for (const [slot, module] of Object.entries(routes.layouts ?? {})) {
    if (!exposed.has(module)) problems.push(`layouts.${slot}: ${module} is not exposed`);
  }
  const seen = new Set<string>();
  for (const page of routes.pages) {
    if (!exposed.has(page.module))
      problems.push(`${pathsOf(page).join(', ')}: ${page.module} is not exposed`);
    for (const path of pathsOf(page)) {
      if (seen.has(normalizePath(path))) problems.push(`${path} is declared twice`);
      seen.add(normalizePath(path));
    }
  }
  if (routes.pages.filter((page) => page.signIn).length > 1)
    problems.push('more than one page is the sign-in page');
  return problems;
}

/** `pathname` as declarations write paths: without trailing slashes, except `/` itself. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
