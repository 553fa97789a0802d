import { defineConfig } from '@playwright/test';
import { findChromium } from '../tools/chromium/find-chromium';

const chromium = findChromium();
if ('error' in chromium) {
  // Without a browser nothing here can run: say what to install in one line, not in a stack trace.
  process.stderr.write(`${chromium.error}\n`);
  process.exit(1);
}

// Every suite runs against the built platform started by the same code as `npm start`
// (tools/platform), on a fresh embedded PostgreSQL in a temporary folder.
export default defineConfig({
  testDir: './tests',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: 'http://localhost:8080',
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium.path,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1200, height: 800 } } }],
});
