/**
 * Where the remotes and the API live according to a runtime config file's text, in the order
 * the site server passes them to securityHeaders(): every remote's manifest URL, then
 * apiBaseUrl. Throws with the reason when the text is not such a file.
 */
export function runtimeConfigLocations(text: string): string[] {
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
    throw new Error('The runtime config needs "remotes" (remote name → manifest URL)');
  }
  const manifests = Object.entries(remotes).map(([name, url]) => {
    if (typeof url !== 'string') throw new Error(`The runtime config's remote "${name}" is not a URL`);
    return url;
  });
  return [...manifests, apiBaseUrl];
}
