import { defineConfig } from '@playwright/test';
// Temporary: runs the drones and library suites against an already running set-up on 8381.
export default defineConfig({
  testDir: './tests',
  testMatch: ['drones-*.spec.ts', 'admin-library.spec.ts'],
  timeout: 120_000,
  expect: { timeout: 15_000 },
  workers: 1,
  reporter: 'list',
  use: {
    baseURL: 'http://localhost:8381',
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] },
  },
  outputDir: '/tmp/dronesui/pw-results',
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1200, height: 800 } } }],
});
