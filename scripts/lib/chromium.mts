/** How every tool here starts Debian's Chromium: no sandbox as root, no network chatter. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export const chromiumPath = (): string => process.env.CHROMIUM_PATH || '/usr/bin/chromium';
