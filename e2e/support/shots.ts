import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';

const SHOTS_DIR = '/tmp/shots';

/**
 * A full-page screenshot of a main screen for a person to look at, written to /tmp/shots/<name>.png only
 * when NEBO_SHOTS is set (a run for review); an ordinary run takes none.
 */
export async function shot(page: Page, name: string): Promise<void> {
  if (!process.env.NEBO_SHOTS) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
}
