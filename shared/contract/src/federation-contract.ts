/**
 * What one build of a front-end app gives to and takes from the others at run time, written by the
 * build as `federation-contract.json` beside its files (tooling/federation-contract-plugin.ts). The
 * release gate compares a new version's contract with the live versions' before it goes live.
 */
export interface FederationContract {
  /** The federation name ('remote_media'; the shell's is 'shell'). */
  name: string;
  role: 'host' | 'remote';
  /** The version of the federation runtime the build was made with. */
  federationRuntime: string;
  /** The modules it exposes ('./VideoPlayer'). */
  exposes: string[];
  /** The singletons it provides (the shell), with the version it provides. */
  provides: Record<string, string>;
  /** The singletons it takes from the shell, with the range it needs. */
  requires: Record<string, string>;
  /** The router names the shell provides (the shell only). */
  providedRouterNames: string[];
  /** The names its code takes from react-router / react-router-dom ('*': the whole module). */
  routerImports: string[];
  /** The modules of other apps its code loads with federated() ('remote_media/Gallery'). */
  loads: string[];
  /**
   * The design tokens (CSS custom properties) it puts on every page: the shell's, from
   * @sportif/ui's tokens.css. Absent in a contract written before the tokens.
   */
  tokensDefined?: string[];
  /**
   * The design tokens its stylesheets read from the page ('--red-600'): the shell's page must
   * define them. Absent in a contract written before the tokens.
   */
  tokensUsed?: string[];
}

export const federationContractFileName = 'federation-contract.json';
