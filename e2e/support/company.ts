import { expect, type Page } from '@playwright/test';

/** Random digits, the first never 0 (identifiers do not start with one). */
function digits(count: number): number[] {
  return Array.from({ length: count }, (_, i) => (i === 0 ? 1 + Math.floor(Math.random() * 9) : Math.floor(Math.random() * 10)));
}

/** An organisation's INN of 10 digits with its control digit, unique enough that runs never share one. */
export function legalInn(): string {
  const base = digits(9);
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  const control = (base.reduce((sum, d, i) => sum + d * weights[i], 0) % 11) % 10;
  return [...base, control].join('');
}

/** An OGRN of 13 digits: the first 12, then their remainder by 11 (its last digit). */
export function ogrn(): string {
  const base = digits(12).join('');
  return base + String((BigInt(base) % 11n) % 10n);
}

/** A KPP: 9 digits, no control digit. */
export function kpp(): string {
  return digits(9).join('');
}

/** The test SMTP catcher's latest letter to this address that matches, polled until it arrives. */
export async function letterTo(page: Page, email: string, matching: RegExp): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const inbox = (await (await page.request.get('http://localhost:1080/messages')).json()) as { to?: string; text?: string }[];
        text = inbox.reverse().find((mail) => String(mail.to).includes(email) && matching.test(mail.text ?? ''))?.text ?? '';
        return text;
      },
      { timeout: 60_000 },
    )
    .not.toBe('');
  return text;
}
