import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { signIn } from '../support/auth';

const ROOT = path.resolve(__dirname, '..', '..');
const SERVE = path.join(ROOT, 'tools/static-server/serve.mjs');
const SHELL_PORT = 8083;
const REMOTE_PORT = 3195;

function serve(args: string[]): Promise<ChildProcess> {
  const child = spawn(process.execPath, [SERVE, ...args], { stdio: 'ignore' });
  const port = args[args.indexOf('--port') + 1];
  return (async () => {
    for (let i = 0; i < 80; i++) {
      try {
        await fetch(`http://localhost:${port}/`);
        return child;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    throw new Error(`static server on ${port} did not start`);
  })();
}

function stopped(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

test.describe('failure stays local', () => {
  let shell: ChildProcess;
  let remote: ChildProcess | undefined;
  test.beforeAll(async () => {
    // A portal whose insurance remote lives on a server this test can stop and start.
    shell = await serve([
      '--dir',
      path.join(ROOT, 'shell/dist'),
      '--port',
      String(SHELL_PORT),
      '--spa',
      '--deployment',
      path.join(__dirname, '..', 'fixtures', 'deployment.stoppable-remote.json'),
    ]);
  });
  test.afterAll(async () => {
    if (remote) await stopped(remote);
    await stopped(shell);
  });

  test('a remote whose server is stopped shows its local error with retry, while the header and other areas work', async ({ page }) => {
    remote = await serve(['--dir', path.join(ROOT, 'mfe-insurance/dist'), '--port', String(REMOTE_PORT), '--cors']);
    await stopped(remote);
    remote = undefined;

    await page.goto(`http://localhost:${SHELL_PORT}/insurance/`);
    const localError = page.getByRole('alert').filter({ hasText: /не удалось загрузить|could not load/i });
    await expect(localError).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Another area of the same portal still loads.
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^полёты$|^полеты$/i })
      .first()
      .click();
    await expect(page).toHaveURL(`http://localhost:${SHELL_PORT}/flight/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Back on the broken area, the remote's server comes back: Retry loads it without a page reload.
    await page
      .getByRole('banner')
      .getByRole('link', { name: /страхован/i })
      .first()
      .click();
    await expect(localError).toBeVisible({ timeout: 30_000 });
    remote = await serve(['--dir', path.join(ROOT, 'mfe-insurance/dist'), '--port', String(REMOTE_PORT), '--cors']);
    const navigations: string[] = [];
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) navigations.push(f.url());
    });
    await page.getByRole('button', { name: /повторить|retry/i }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(localError).toHaveCount(0);
    expect(navigations).toEqual([]);
  });

  test('a backend that is down shows the 502/503 page, not a white screen', async ({ page }) => {
    // Signed in, then the backend (API and sign-in provider) stops answering: connections are refused.
    await signIn(page, 'pilot@nebo.local', { path: '/profile/personal-info/' });
    await page.route('http://localhost:3000/**', (route) => route.abort('connectionrefused'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /недоступен|503|502/i })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('banner')).toBeVisible();
  });
});
