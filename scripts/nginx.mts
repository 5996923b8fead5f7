/**
 * `npm run start:nginx`: serves out/ with nginx and the generated
 * configuration, as production does, until Ctrl-C. Usage:
 * npm run start:nginx -- [--port n] (default: a free port).
 */
import { startNginx } from './lib/nginx.mjs';

const at = process.argv.indexOf('--port');
const port = at > 0 ? Number(process.argv[at + 1]) : undefined;
const nginx = await startNginx({ port });
console.log(`nginx (pid ${nginx.pid}) serving out/ at ${nginx.origin}, precompressed ${nginx.brotli ? "Brotli and gzip" : "gzip (no brotli_static module)"} twins`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    nginx.stop().then(() => process.exit(0));
  });
}
