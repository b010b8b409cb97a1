/**
 * Debian's Chromium, as CI installs it (`apt-get install chromium`), with the switches it needs in a container and
 * none of its background traffic. Playwright never downloads a browser here; the tests and the benchmarks launch
 * this one.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
