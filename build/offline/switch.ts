/**
 * The service worker's off switch: `SERVICE_WORKER=off npm run build` builds
 * a site whose pages register no worker and whose /sw.js is the kill switch
 * (kill-switch.ts), which removes any worker a visitor has from an earlier build.
 */
export function serviceWorkerSwitchedOff(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  return env.SERVICE_WORKER === 'off';
}
