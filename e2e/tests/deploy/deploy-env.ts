function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the deploy tests run from deploy/smoke/run.sh`);
  return value;
}

/** What deploy/smoke/run.sh tells the deploy tests about the stack it started. */
export function deployEnv() {
  return {
    /** The same site over HTTPS (a self-signed certificate). */
    tlsUrl: required('DEPLOY_TLS_URL'),
    adminPassword: required('DEPLOY_ADMIN_PASSWORD'),
    /** `host:port` of each API instance behind nginx. */
    apiInstances: required('DEPLOY_API_INSTANCES').split(' '),
    accessLog: required('DEPLOY_ACCESS_LOG'),
    /** Where the SMTP server the instances deliver to writes each message it accepts. */
    mailDir: required('DEPLOY_MAIL_DIR'),
    /** The PostgreSQL server the instances share. */
    databaseUrl: required('DATABASE_URL'),
  };
}

/**
 * The folder nginx serves a remote's live version from ('/remotes/media/<version>/'): the store
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
