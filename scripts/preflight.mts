/**
 * `npm test` starts here: find Debian's Chromium and nginx before the long
 * steps. Missing, as root on Debian: install them with apt-get, as .ci/run's
 * fresh machine needs. Missing otherwise: stop now with the one command to run.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { preflight, requirements } from './lib/system-deps';

const machine = {
  exists: existsSync,
  isRoot: process.getuid?.() === 0,
  hasApt: existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get'),
};
const verdict = preflight(requirements(process.env), machine);

if (verdict.action === 'stop') {
  console.error(`preflight: ${verdict.message}`);
  process.exit(1);
}
if (verdict.action === 'install') {
  console.log(`preflight: installing Debian ${verdict.packages.join(' ')} (missing: ${verdict.missing.join(', ')})`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...verdict.packages], { stdio: ['ignore', 'ignore', 'inherit'], env });
  // The same judgement again, on the machine as apt-get left it.
  const after = preflight(requirements(process.env), machine);
  if (after.action !== 'ready') {
    console.error(`preflight: apt-get finished but ${after.missing.join(', ')} is still missing`);
    process.exit(1);
  }
}
