import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/lib/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * End-to-end tests against the exported site in out/, served as `npm start`
 * serves it (serve's handler with the generated deploy/serve.json: clean
 * URLs, 301 redirects, headers), in Debian's Chromium. The hosting spec also
 * starts nginx with the generated configuration (scripts/lib/nginx.mts).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: 'list',
  timeout: 60_000,
  // Two workers share two cores: a page that hydrates and renders its deferred sections can take more than the default 5 s.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    // The service worker would answer requests that specs intercept; tests/e2e/offline.spec.ts allows it where it is the subject.
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node --import tsx scripts/serve.mts out --listen 127.0.0.1:${PORT}`,
    url: `http://127.0.0.1:${PORT}`,
    // Never reuse: a stray server on the port may be serving another checkout's out/.
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
