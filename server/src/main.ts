import { closeOnSignals, createApiOrExit } from '@sportif/api/process-lifecycle';
import { defaultSiteLayout } from './site-layout.ts';
import { createSiteServer } from './site-server.ts';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';

const api = await createApiOrExit();
const server = await createSiteServer({
  layout: defaultSiteLayout,
  runtimeConfigFile: process.env.RUNTIME_CONFIG_FILE,
  api: api.plugin,
  trustProxy: process.env.TRUST_PROXY || false,
});
server.addHook('onClose', api.close);
closeOnSignals(server);

await server.listen({ port, host });
console.log(`Sportif Yaşam is served at http://localhost:${port}`);
