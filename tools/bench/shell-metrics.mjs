// Shell weight and remote time-to-render, measured in Debian's Chromium against the built platform.
/* global window, document, PopStateEvent -- functions passed to page.evaluate run in the browser */
// Floors: the shell's initial JS is compared with react-dom's own production bundle (the least any React
// host must ship); a remote's render time is compared with the shell rendering its own page.
import { readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { ROOT } from '../platform/services.mjs';

const require = createRequire(import.meta.url);
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function quantile(values, q) {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
}

export function staticShellWeight() {
  const dist = path.join(ROOT, 'shell/dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]+src="?([^" >]+)"?/g)].map((m) => m[1]);
  const files = scripts.map((src) => path.join(dist, src.replace(/^\//, '')));
  const raw = files.reduce((s, f) => s + statSync(f).size, 0);
  const gzip = files.reduce((s, f) => s + gz(f), 0);
  const reactDom = gz(
    path.join(
      path.dirname(require.resolve('react-dom/package.json', { paths: [path.join(ROOT, 'shell')] })),
      'cjs/react-dom-client.production.js',
    ),
  );
  return { scripts, raw, gzip, floor: reactDom };
}

export async function measureShell({ base = 'http://localhost:8080', runs = 15 } = {}) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    // What the browser really downloads before the home page is interactive (JS only, compressed bytes).
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    let jsBytes = 0;
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script') {
        const sizes = await res
          .request()
          .sizes()
          .catch(() => null);
        if (sizes) jsBytes += sizes.responseBodySize;
      }
    });
    await page.goto(base + '/', { waitUntil: 'networkidle' });
    await ctx.close();

    const cold = [];
    const inApp = [];
    const shellOwn = [];
    for (let i = 0; i < runs; i++) {
      const c = await browser.newContext();
      const p = await c.newPage();
      // Cold: a deep link straight into a remote's route, from navigation start to the remote's heading.
      await p.goto(base + '/insurance/');
      await p.getByRole('heading', { level: 1 }).first().waitFor();
      cold.push(await p.evaluate(() => performance.now()));
      // Shell's own page, same measure: the floor.
      await p.goto(base + '/timed-out/');
      await p.getByRole('heading', { level: 1 }).first().waitFor();
      shellOwn.push(await p.evaluate(() => performance.now()));
      // In-app: the shell is loaded, the user follows a link to a remote not yet fetched (the public map:
      // /drones/ now asks an anonymous visitor to sign in before any remote loads).
      const t0 = await p.evaluate(() => {
        const t = performance.now();
        window.history.pushState({}, '', '/map/');
        window.dispatchEvent(new PopStateEvent('popstate'));
        return t;
      });
      await p.waitForFunction(() => document.querySelector('main h1')?.textContent?.match(/карта|map/i));
      inApp.push((await p.evaluate(() => performance.now())) - t0);
      await c.close();
    }
    return { jsBytes, cold, inApp, shellOwn };
  } finally {
    await browser.close();
  }
}

export function reportShell(weight, m) {
  const lines = [];
  lines.push(`shell initial JS downloaded by Chromium for the home page (gzip on the wire): ${kb(m.jsBytes)}`);
  lines.push(
    `  entry script named in index.html: ${weight.scripts.length} file(s), ${kb(weight.raw)} raw, ${kb(weight.gzip)} gzip (it loads the rest)`,
  );
  lines.push(`  floor react-dom production bundle: ${kb(weight.floor)} gzip  → ratio ${(m.jsBytes / weight.floor).toFixed(2)}x`);
  const row = (name, v) =>
    `${name.padEnd(44)} p50 ${quantile(v, 0.5).toFixed(0).padStart(5)} ms   p95 ${quantile(v, 0.95).toFixed(0).padStart(5)} ms`;
  lines.push(row('deep link to a remote → remote heading', m.cold));
  lines.push(row('floor: deep link to a shell page → heading', m.shellOwn));
  lines.push(`  ratio (p50) ${(quantile(m.cold, 0.5) / quantile(m.shellOwn, 0.5)).toFixed(2)}x`);
  lines.push(row('in-app navigation → remote heading', m.inApp));
  return lines.join('\n');
}
