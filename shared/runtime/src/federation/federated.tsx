import { federatedAreaAttribute, federatedPlaceholderAttribute } from '@sportif/contract/prerender';
import { type ComponentProps, type ComponentType, lazy, Suspense, useReducer, useState } from 'react';
import { AreaErrorBoundary } from './area-error-boundary';
import styles from './federated-area.module.css';
import type { FederatedModuleId, FederatedModules } from './federated-modules';
import { loadedFederatedModule, loadFederatedModule, type ServedModule } from './federation-host';

export interface FederatedOptions {
  /** Space the area keeps while it loads or fails, so nothing below it jumps. */
  minHeight?: string;
}

/** Props of a page a remote declares in its routes: plain data from its declaration. */
export type RouteProps = Record<string, unknown>;

/**
 * The one way to use a module of another app: loaded lazily through the federation host (retried
 * with backoff, from the remote's last good build when its live one fails), rendered inside Suspense and an error boundary whose "Tekrar dene" loads it anew.
 * A module that has already arrived (preloaded with its page, or seen before) renders at once,
 * without suspending: React holds back the reveal of suspended content, and each nested area
 * would add to the wait before the first paint.
 */
export function federated<K extends FederatedModuleId>(
  id: K,
  options: FederatedOptions = {},
): ComponentType<ComponentProps<FederatedModules[K]>> {
  return federatedArea(id, options) as ComponentType<ComponentProps<FederatedModules[K]>>;
}

/**
 * `federated` for a module the contract does not type: a page or layout a remote declares in its
 * routes, rendered with the props of its declaration.
 */
export function federatedRoute(id: string, options: FederatedOptions = {}): ComponentType<RouteProps> {
  return federatedArea(id, options);
}

/**
 * Thrown while hydrating an area the server rendered with another build of its remote than the
 * one that serves it now (the live build failed in this browser and its last good build serves):
 * that markup cannot be taken over, so React renders the area anew (it renders the nearest
 * Suspense boundary in the browser when hydrating it throws). Not an error of the page: the
 * shell does not report it as one (see `isRenderedByAnotherBuild`).
 */
class RenderedByAnotherBuild extends Error {
  override name = 'RenderedByAnotherBuild';
}

/** Whether a recoverable error React reports while hydrating is an area taken over by another build. */
export const isRenderedByAnotherBuild = (error: unknown): boolean =>
  error instanceof RenderedByAnotherBuild ||
  (error instanceof Error && error.cause instanceof RenderedByAnotherBuild);

/** The areas whose server markup was given up for another build: each is rendered anew once. */
const renderedAnew = new Set<string>();

/**
 * The build the server rendered area `id` with, when its markup is in the page and not yet taken
 * over: what the area's element says, read before hydration replaces or keeps it.
 */
function serverRenderedVersion(id: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  // A federated id is `<remote>/<module>`, word characters and one slash (page-routes.ts).
  const element = document.querySelector(`[${federatedAreaAttribute}="${id.replace(/["\\]/g, '')}"]`);
  return element?.getAttribute('data-served-version') ?? undefined;
}

/**
 * The module's component inside an element that says which build served it, for whoever looks
 * at the page (a test, the release gate, someone debugging); a remote given as a plain URL has
 * no version to say. A remote's module default-exports its component (the host checks it has one).
 */
function servedComponent(id: string, { module, from, version }: ServedModule): ComponentType<RouteProps> {
  const Component = module.default as ComponentType<RouteProps>;
  return (props) => {
    // Once: React then renders the area in the browser, while the server's element is still there.
    if (from === 'fallback' && !renderedAnew.has(id)) {
      const rendered = serverRenderedVersion(id);
      if (rendered !== undefined && rendered !== version) {
        renderedAnew.add(id);
        throw new RenderedByAnotherBuild(`${id} was rendered by ${rendered}; ${version} serves it`);
      }
    }
    return (
      <div
        className={styles.area}
        data-federated-area={id}
        data-served-version={version}
        data-served-from={version && from}
      >
        <Component {...props} />
      </div>
    );
  };
}

function federatedArea(id: string, options: FederatedOptions): ComponentType<RouteProps> {
  const createLazy = () =>
    lazy(() => loadFederatedModule(id).then((served) => ({ default: servedComponent(id, served) })));
  let LazyModule = createLazy();

  // biome-ignore lint/correctness/noComponentHookFactories: like React.lazy, federated() runs once per module id at module level.
  function FederatedArea(props: RouteProps) {
    const [, rerender] = useReducer((count: number) => count + 1, 0);
    const retry = () => {
      // React.lazy keeps a rejected load forever: a retry needs a fresh lazy component.
      LazyModule = createLazy();
      rerender();
    };
    // Decided once per mount: switching from the lazy branch to the direct one later would change
    // the tree's shape, and React would mount the remote's component anew and lose its state.
    const [Loaded] = useState(() => {
      const served = loadedFederatedModule(id);
      return served && servedComponent(id, served);
    });
    const placeholder = (
      <div
        style={{ minHeight: options.minHeight }}
        aria-busy="true"
        {...{ [federatedPlaceholderAttribute]: id }}
      />
    );
    // Inside Suspense either way, so the tree has one shape on the server and in the browser: an
    // area the server rendered stays as it came until its module is there to hydrate it, and one
    // whose remote failed on the server is rendered here (React's client rendering of a boundary).
    return (
      <AreaErrorBoundary onRetry={retry} minHeight={options.minHeight}>
        <Suspense fallback={placeholder}>
          {Loaded ? <Loaded {...props} /> : <LazyModule {...props} />}
        </Suspense>
      </AreaErrorBoundary>
    );
  }
  FederatedArea.displayName = `Federated(${id})`;
  return FederatedArea;
}
