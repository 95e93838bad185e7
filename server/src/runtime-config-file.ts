/** The deployed /runtime-config.json: where each remote's remoteEntry.js is, and the API's base URL. */
export interface RuntimeConfigFile {
  apiBaseUrl: string;
  remotes: Record<string, string>;
}

/** The runtime config in a file's text, or an error that says what is wrong with the text. */
export function parseRuntimeConfigFile(text: string): RuntimeConfigFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`The runtime config is not JSON: ${(error as Error).message}`);
  }
  const config = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
  const { apiBaseUrl, remotes } = config;
  if (typeof apiBaseUrl !== 'string') throw new Error('The runtime config needs "apiBaseUrl" (a URL)');
  if (typeof remotes !== 'object' || remotes === null || Array.isArray(remotes)) {
    throw new Error('The runtime config needs "remotes" (remote name → remoteEntry.js URL)');
  }
  for (const [name, url] of Object.entries(remotes)) {
    if (typeof url !== 'string') throw new Error(`The runtime config's remote "${name}" is not a URL`);
  }
  return { apiBaseUrl, remotes: remotes as Record<string, string> };
}

/**
 * The locations a runtime config names, as securityHeaders() takes them (the CSP allows them):
 * every remote's remoteEntry.js URL, then the API's base URL. Our server and the nginx recipe alike.
 */
export function configLocations(config: RuntimeConfigFile): string[] {
  return [...Object.values(config.remotes), config.apiBaseUrl];
}
