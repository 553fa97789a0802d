import { defineConfig } from '@playwright/test';
export default defineConfig({
  testDir: '/work/main/e2e/tests',
  testMatch: /profile-.*\.spec\.ts/,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  workers: 1,
  reporter: 'list',
  outputDir: '/tmp/i3s/pw-results',
  use: {
    baseURL: 'http://localhost:8380',
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1200, height: 800 } } }],
});
