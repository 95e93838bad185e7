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
