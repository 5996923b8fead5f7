import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/lib/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * End-to-end tests against the exported site in out/, served by a plain
 * static server (no rewrites), in Debian's Chromium.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: 'list',
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `npx serve out --listen tcp://127.0.0.1:${PORT} --no-clipboard --no-request-logging`,
    url: `http://127.0.0.1:${PORT}`,
    // Never reuse: a stray server on the port may be serving another checkout's out/.
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
