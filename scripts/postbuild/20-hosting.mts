/**
 * Host configurations, all written from one plan (lib/hosting/plan.ts) of
 * the route table and the files in out/: `_redirects` and `_headers` in out/
 * for Netlify and Cloudflare Pages, the nginx includes and the serve.json
 * that `npm start` reads under deploy/, and the CloudFront Function and S3
 * upload script. Fails when a file would break a host's limits.
 *
 * The plan sees only what out/ holds when this step runs: a step that writes
 * a file with a cache rule of its own (the service worker, `no-cache`) runs
 * before it, under a name that sorts first.
 */
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { imageVariantFiles } from '@/lib/hosting/cache';
import { uploadScript, viewerRequestFunction } from '@/lib/hosting/cloudfront';
import { HOST_LIMITS } from '@/lib/hosting/limits';
import { nginxBrotliConf, nginxHttpConf, nginxServerConf } from '@/lib/hosting/nginx';
import { planHosting } from '@/lib/hosting/plan';
import { serveConfig } from '@/lib/hosting/serve-config';
import { headersFile, redirectsFile, staticHostProblems } from '@/lib/hosting/static-hosts';
import { routeEntries } from '@/lib/routing/routes';
import { OUT_DIR, exportFiles } from '../lib/export-files.mjs';

const root = path.resolve(OUT_DIR, '..');

export async function run(): Promise<string> {
  const manifest = JSON.parse(await readFile(path.join(root, 'media/image-manifest.json'), 'utf8'));
  const plan = planHosting({ routes: routeEntries, files: await exportFiles(), imageVariants: imageVariantFiles(manifest) });

  const redirects = redirectsFile(plan, { force: process.env.NETLIFY === 'true' });
  const headers = headersFile(plan);
  const viewerRequest = viewerRequestFunction(plan);
  const problems = staticHostProblems(redirects, headers);
  const functionBytes = Buffer.byteLength(viewerRequest);
  if (functionBytes > HOST_LIMITS.cloudFrontFunctionBytes) {
    problems.push(`CloudFront Function is ${functionBytes} bytes; CloudFront takes ${HOST_LIMITS.cloudFrontFunctionBytes}`);
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));

  const write = async (file: string, text: string, mode?: number) => {
    const full = path.join(root, file);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, text);
    if (mode) await chmod(full, mode);
  };
  await write('out/_redirects', redirects);
  await write('out/_headers', headers);
  await write('deploy/serve.json', `${JSON.stringify(serveConfig(plan), null, 2)}\n`);
  await write('deploy/nginx/lumora-http.conf', nginxHttpConf(plan));
  await write('deploy/nginx/lumora-server.conf', nginxServerConf(plan));
  await write('deploy/nginx/lumora-brotli.conf', nginxBrotliConf());
  await write('deploy/cloudfront/viewer-request.js', viewerRequest);
  await write('deploy/cloudfront/upload.sh', uploadScript(plan), 0o755);

  const headerRules = 1 + plan.immutable.length + plan.workers.length;
  const workers = plan.workers.length > 0 ? `, ${plan.workers.join(' ')} no-cache` : ', no service worker in out/';
  return `${plan.redirects.length} redirects, ${plan.pages.length} pages, ${headerRules} header rules (${plan.immutable.map((r) => r.path).join(' ')} immutable${workers}), CloudFront Function ${functionBytes} bytes`;
}
