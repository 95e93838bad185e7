/**
 * The folder a remote's live version is served from ('/remotes/media/<version>/'): the store
 * puts each version under its own URL, which the runtime config names.
 */
export async function liveRemoteFolder(
  request: { get(url: string): Promise<{ json(): Promise<unknown> }> },
  remote: 'public' | 'admin' | 'media',
): Promise<string> {
  const config = (await (await request.get('/runtime-config.json')).json()) as {
    remotes: Record<string, { entry: string }>;
  };
  const entry = config.remotes[`remote_${remote}`]?.entry;
  if (!entry) throw new Error(`The runtime config names no live version of remote_${remote}`);
  return entry.slice(0, entry.lastIndexOf('/') + 1);
}
