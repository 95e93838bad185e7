import type { FrontEndApp } from '@sportif/contract/apps';
import type { FederationContract } from '@sportif/contract/federation-contract';
import type { RemoteRoutes } from '@sportif/contract/page-routes';
import semver from 'semver';
import { type AppVersion, namedVersions } from '../app-version.ts';

/** One app's build as the gate reads it: its federation contract and, for a remote, its pages. */
export interface AppBuild {
  app: FrontEndApp;
  version: string;
  contract: FederationContract;
  routes?: RemoteRoutes | undefined;
}

/** A check the gate runs, in order; each refusal names it. */
export type GateCheck = 'contract' | 'shared' | 'provided exports' | 'tokens' | 'smoke';

export interface Refusal {
  check: GateCheck;
  /** What is wrong, one sentence each. */
  problems: string[];
  /** What the team releasing should do. */
  todo: string;
}

const exposedKey = (id: string) => `./${id.slice(id.indexOf('/') + 1)}`;
const remoteOf = (id: string) => id.slice(0, id.indexOf('/'));

/** The federated ids a build loads from others, each once: in its code, and with its pages (their `preload`). */
function loadsOf(build: AppBuild): string[] {
  const preloaded = build.routes?.pages.flatMap((page) => page.preload ?? []) ?? [];
  return [...new Set([...build.contract.loads, ...preloaded])];
}

/**
 * a. contract: what the live apps load from the candidate is still exposed, its own pages and
 * layouts point at modules it exposes, and what it loads from the live remotes is exposed there.
 */
export function contractCheck(candidate: AppBuild, live: readonly AppBuild[]): Refusal | undefined {
  const problems: string[] = [];
  const { name, exposes } = candidate.contract;
  const exposed = new Set(exposes);
  for (const other of live) {
    for (const id of loadsOf(other)) {
      if (remoteOf(id) === name && !exposed.has(exposedKey(id))) {
        problems.push(`${other.app} ${other.version} loads ${id}, which this version no longer exposes`);
      }
    }
  }
  for (const page of candidate.routes?.pages ?? []) {
    if (!exposed.has(page.module))
      problems.push(`its page ${String(page.path)} renders ${page.module}, which it does not expose`);
  }
  for (const [slot, module] of Object.entries(candidate.routes?.layouts ?? {})) {
    if (!exposed.has(module)) problems.push(`its ${slot} layout is ${module}, which it does not expose`);
  }
  for (const id of loadsOf(candidate)) {
    const provider = live.find((other) => other.contract.name === remoteOf(id));
    if (provider && !provider.contract.exposes.includes(exposedKey(id))) {
      problems.push(
        `${candidate.app} ${candidate.version} loads ${id}, which ${provider.app} ${provider.version} does not expose`,
      );
    }
  }
  if (problems.length === 0) return undefined;
  return {
    check: 'contract',
    problems,
    todo: 'Keep exposing every module the live apps load (or release the apps that load it first, without it), and expose every module your routes name.',
  };
}

/**
 * b. shared: every singleton each remote requires is provided by the shell in a version inside its
 * range, and both were built with the same federation runtime. `shell` is the live shell for a
 * remote's release, the candidate for the shell's.
 */
export function sharedCheck(shell: AppBuild, remotes: readonly AppBuild[]): Refusal | undefined {
  const problems: string[] = [];
  for (const remote of remotes) {
    for (const [name, range] of Object.entries(remote.contract.requires)) {
      const provided = shell.contract.provides[name];
      if (provided === undefined) {
        problems.push(
          `${remote.app} ${remote.version} requires ${name} ${range}; shell ${shell.version} does not provide it`,
        );
      } else if (!semver.satisfies(provided, range)) {
        problems.push(
          `${remote.app} ${remote.version} requires ${name} ${range}; shell ${shell.version} provides ${provided}`,
        );
      }
    }
    if (remote.contract.federationRuntime !== shell.contract.federationRuntime) {
      problems.push(
        `${remote.app} ${remote.version} was built with federation runtime ${remote.contract.federationRuntime}; shell ${shell.version} runs ${shell.contract.federationRuntime}`,
      );
    }
  }
  if (problems.length === 0) return undefined;
  return {
    check: 'shared',
    problems,
    todo: "Build against the versions the live shell provides (pnpm install at the shell's lockfile), or release a shell that provides the new versions first.",
  };
}

/** c. provided exports: every router name each remote imports is one the shell provides. */
export function providedExportsCheck(shell: AppBuild, remotes: readonly AppBuild[]): Refusal | undefined {
  const provided = new Set(shell.contract.providedRouterNames);
  const problems = remotes.flatMap((remote) =>
    remote.contract.routerImports
      .filter((name) => !provided.has(name))
      .map((name) =>
        name === '*'
          ? `${remote.app} ${remote.version} uses react-router as a whole module; shell ${shell.version} provides single names only`
          : `${remote.app} ${remote.version} imports ${name} from react-router; shell ${shell.version} does not provide it (it would be undefined at run time)`,
      ),
  );
  if (problems.length === 0) return undefined;
  return {
    check: 'provided exports',
    problems,
    todo: 'Import only names the shell provides (shell/src/provided/react-router.ts), or add the name there and release the shell first.',
  };
}

/**
 * tokens: every design token each remote's stylesheets read is one the shell puts on the page
 * (@sportif/ui's tokens.css, in the shell's stylesheet); without it, what it colours or spaces
 * would have no value. A contract written before the tokens uses and defines none.
 */
export function tokensCheck(shell: AppBuild, remotes: readonly AppBuild[]): Refusal | undefined {
  const defined = new Set(shell.contract.tokensDefined ?? []);
  const problems = remotes.flatMap((remote) => {
    const missing = (remote.contract.tokensUsed ?? []).filter((name) => !defined.has(name));
    return missing.length === 0
      ? []
      : [
          `${remote.app} ${remote.version} uses ${missing.join(', ')}, which shell ${shell.version} does not define`,
        ];
  });
  if (problems.length === 0) return undefined;
  return {
    check: 'tokens',
    problems,
    todo: 'Release a shell built with the @sportif/ui that defines these tokens first (the shell puts them on every page), or use only tokens the live shell defines; a shell keeps every token a live remote uses.',
  };
}

/** The gate's static checks in order (a, b, c, then tokens), for `candidate` against the live builds of the other apps. */
export function staticChecks(candidate: AppBuild, live: readonly AppBuild[]): Refusal | undefined {
  const others = live.filter((build) => build.app !== candidate.app);
  const shell = candidate.app === 'shell' ? candidate : others.find((build) => build.app === 'shell');
  const remotes = candidate.app === 'shell' ? others : [candidate];
  return (
    contractCheck(candidate, others) ??
    (shell ? sharedCheck(shell, remotes) : undefined) ??
    (shell ? providedExportsCheck(shell, remotes) : undefined) ??
    (shell ? tokensCheck(shell, remotes) : undefined)
  );
}

/**
 * The gate's static checks for apps released together (the first release of a store, or a
 * restart asked to release the checkout): each candidate against the others and against the live
 * builds of the apps not released. The first refusal, if any.
 */
export function staticChecksTogether(
  candidates: readonly AppBuild[],
  live: readonly AppBuild[],
): Refusal | undefined {
  const released = new Set(candidates.map((candidate) => candidate.app));
  const unchanged = live.filter((build) => !released.has(build.app));
  for (const candidate of candidates) {
    const refusal = staticChecks(candidate, [...unchanged, ...candidates]);
    if (refusal) return refusal;
  }
  return undefined;
}

/** A refusal in one line, as `pnpm releases` shows it beside the version: its check and first problem. */
export function refusalReason(refusal: Refusal): string {
  const [first = 'refused', ...others] = refusal.problems;
  return `${refusal.check} check: ${first}${others.length > 0 ? ` (and ${others.length} more)` : ''}`;
}

export interface RefusalContext {
  /** The command that releases the versions through the gate once the problem is fixed. */
  againCommand: string;
  /** Nothing was live before (the first release of a store): nothing stays live either. */
  firstRelease?: boolean;
}

/** A refusal as the release command prints it: what, why, what to do, and how to release after. */
export function describeRefusal(
  released: readonly AppVersion[],
  refusal: Refusal,
  { againCommand, firstRelease = false }: RefusalContext,
): string {
  const kept = firstRelease
    ? 'nothing goes live'
    : released.length === 1
      ? 'the live version stays live'
      : 'the live versions stay live';
  const forced = released.map(({ app }) => `pnpm release ${app} --force`).join(', then ');
  return [
    `Release of ${namedVersions(released)} refused by the gate's ${refusal.check} check; ${kept}.`,
    ...refusal.problems.map((problem) => `  - ${problem}`),
    `What to do: ${refusal.todo}`,
    `Then release through the gate again: ${againCommand}`,
    `To put it live anyway: ${forced} (skips every check).`,
  ].join('\n');
}
