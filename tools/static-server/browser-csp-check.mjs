#!/usr/bin/env node
// Loads portal pages in headless Chromium against running servers and reports every Content-Security-Policy
// violation (the `securitypolicyviolation` events of each document, and the console lines Chromium writes
// for them) and every failed script. Exits 1 when there is any. A manual check, not part of `node --test`:
//
//   node tools/static-server/browser-csp-check.mjs --shell http://localhost:8480 [--login pilot@nebo.local]
//        [--remote /drones/] [--map /map/|none] [--docs http://localhost:3400/docs] [--chromium /usr/bin/chromium]
//
// It first proves the policy is enforced and the check sees violations (an inline script added to the home
// page must be refused and reported), then visits the home page, signs in through the identity provider
// (sign-in button, form, back to the portal), the map page, a remote's page (drones), the home page again
// signed in, and Swagger UI when --docs is given.
/* global document, window -- the callbacks below run in the page */
import { chromium } from 'playwright-core';

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith('--') ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []),
);
const shell = args.shell ?? 'http://localhost:8480';
const login = args.login ?? 'pilot@nebo.local';
const password = args.password ?? 'Nebo-2026!';

const browser = await chromium.launch({
  executablePath: args.chromium ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const problems = [];
const seen = [];
try {
  const page = await browser.newPage();
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `[csp-violation] ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} in ${event.documentURI} ${event.sample ?? ''}`,
      );
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/csp-violation|Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(text))
      problems.push(`${page.url()}: ${text}`);
    else if (message.type() === 'error' || message.type() === 'warning') seen.push(`${message.type()} ${page.url()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: uncaught ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    if (/csp|blocked/i.test(reason)) problems.push(`${page.url()}: request ${request.url()} failed: ${reason}`);
  });

  const visit = async (path, ready) => {
    await page.goto(shell + path, { waitUntil: 'networkidle' });
    if (ready) await ready();
    await page.waitForTimeout(500);
    console.log(`visited ${page.url()}`);
  };

  await visit('/', () => page.getByRole('banner').waitFor());
  // The canary: an inline script must not run, and its refusal must reach this check.
  await page.addScriptTag({ content: 'window.__inlineScriptRan = true;' }).catch(() => undefined);
  await page.waitForTimeout(200);
  const ran = await page.evaluate(() => Boolean(window.__inlineScriptRan));
  const canary = problems.splice(0).filter((line) => /script-src/.test(line));
  if (ran || canary.length === 0) throw new Error(`inline script ${ran ? 'ran' : 'was refused'}; violations seen: ${canary.length}`);
  console.log('canary: an inline script was refused and reported');
  // The sign-in round trip: the shell sends the browser to the provider and gets it back with a code.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^(войти|sign in)$/i })
    .first()
    .click();
  await page.waitForURL(/\/realms\/nebo\//);
  console.log(`sign-in page ${new URL(page.url()).origin}${new URL(page.url()).pathname}`);
  await page.getByLabel(/^(логин|e-mail|login|электронная почта)/i).fill(login);
  await page.getByLabel(/^(пароль|password)$/i).fill(password);
  await page.getByRole('button', { name: /^(войти|sign in)$/i }).click();
  await page.waitForURL((url) => url.origin === new URL(shell).origin && !url.pathname.includes('/logging/'));
  await page.waitForLoadState('networkidle');
  console.log(`back at ${page.url()}`);
  // The map is the portal's (mfe_map); the authority and admin deployments have none (--map none).
  if (args.map !== 'none') await visit(args.map ?? '/map/', () => page.locator('canvas').first().waitFor({ timeout: 20_000 }));
  await visit(args.remote ?? '/drones/', () => page.getByRole('main').waitFor());
  await visit('/');
  if (args.docs) {
    await page.goto(args.docs, { waitUntil: 'networkidle' });
    await page.locator('.swagger-ui .info').waitFor();
    // "Try it out" calls the API from the page.
    await page.evaluate(async () => (await fetch('/health/live')).status);
    console.log(`visited ${page.url()}`);
  }
} finally {
  await browser.close();
}

for (const line of seen) console.log(`(other console output) ${line}`);
if (problems.length > 0) {
  console.error(`\n${problems.length} CSP problem(s):\n${problems.join('\n')}`);
  process.exitCode = 1;
} else {
  console.log('\nno CSP violation');
}
