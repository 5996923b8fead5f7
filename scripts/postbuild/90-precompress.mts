/**
 * Precompression, the last step, once every page is final: a Brotli
 * (quality 11) and a gzip (level 9) twin beside each compressible file of
 * out/ of at least 1 KB, kept only where it is at least 10 % smaller
 * (lib/hosting/precompress.ts). nginx serves them from disk
 * (deploy/nginx: gzip_static, and brotli_static where its module is
 * installed).
 *
 * Netlify and Cloudflare Pages compress by themselves and would publish the
 * twins as files: on their builds (NETLIFY=true, CF_PAGES=1), and with
 * PRECOMPRESS=0, the step writes none. The S3 upload script skips twins,
 * and `npm start` never serves them.
 */
import { precompressFolder, precompressSkipReason, removeTwins } from '@/lib/hosting/precompress';
import { OUT_DIR } from '../lib/export-files.mjs';

export async function run(): Promise<string> {
  const reason = precompressSkipReason(process.env);
  if (reason) {
    // A twin left by an earlier build would be stale: none may stay.
    await removeTwins(OUT_DIR);
    return `skipped: ${reason}`;
  }
  const report = await precompressFolder(OUT_DIR);
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  const twins = (ext: '.br' | '.gz') => `${report.twins[ext].count} ${ext} (${mb(report.twins[ext].saved)} saved)`;
  return `${report.files} files of ${mb(report.bytes)}: ${twins('.br')}, ${twins('.gz')}; ${report.notSmaller} twins under 10 % smaller left out; ${report.passedOver} files under 1 KB or not text passed over`;
}
