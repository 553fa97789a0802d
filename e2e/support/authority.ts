import { expect, type Browser, type Page } from '@playwright/test';
import { signIn } from './auth';
import { acceptCookies } from './pilot';
import { api } from './agreements';
import { API, AUTHORITY_PORTAL } from './constants';

const SUMMARY_PATH = '/api/user/current/summary';

/** Today's date in Moscow as YYYY-MM-DD (a permit's date of issue cannot be later). */
export function todayInMoscow(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date());
}

/**
 * Signs the demo reviewer of the Moscow zonal centre in on the authority-only deployment and resolves with the
 * bearer token its shell sent with the summary call.
 */
export async function signInAsMoscowReviewer(page: Page, path = '/'): Promise<string> {
  const summary = page.waitForResponse((r) => new URL(r.url()).pathname === SUMMARY_PATH && r.request().method() === 'GET' && r.ok());
  await signIn(page, 'authority@nebo.local', { base: AUTHORITY_PORTAL, path });
  await acceptCookies(page);
  const authorization = await (await summary).request().headerValue('authorization');
  expect(authorization).toMatch(/^Bearer /);
  return authorization as string;
}

/**
 * The Moscow zonal centre's reviewer approves a request through the review call (multipart: the `decision` JSON part),
 * from inside the authority deployment's page as its screens do. For tests whose subject is the pilot's side;
 * authority.spec.ts drives the review screens themselves.
 */
export async function approveAsMoscowCentre(
  browser: Browser,
  flightId: string,
  decision: { number: string; comment?: string },
): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const authorization = await signInAsMoscowReviewer(page);
    // The request reaches the reviewer once the pilot's submission is recorded as sent.
    await expect
      .poll(
        () =>
          page.evaluate(async ({ url, auth }) => (await fetch(url, { headers: { Authorization: auth } })).status, {
            url: `${API}/api/authority/flight-requests/${flightId}`,
            auth: authorization,
          }),
        { timeout: 60_000 },
      )
      .toBe(200);
    const status = await page.evaluate(
      async ({ url, auth, body }) => {
        const form = new FormData();
        form.append('decision', JSON.stringify(body));
        const response = await fetch(url, { method: 'PATCH', headers: { Authorization: auth }, body: form });
        return `${response.status} ${response.ok ? '' : await response.text()}`.trim();
      },
      {
        url: `${API}/api/authority/flight-requests/${flightId}/approve`,
        auth: authorization,
        body: { number: decision.number, dateOfIssue: todayInMoscow(), comment: decision.comment },
      },
    );
    expect(status).toBe('200');
  } finally {
    await context.close();
  }
}

/**
 * The pilot sends a converted request to the zonal centre its route crosses first (Moscow for the test routes)
 * by e-mail, through the call the agreement page makes. Resolves with that centre's id.
 */
export async function sendToProposedCentre(page: Page, authorization: string, flightId: string): Promise<string> {
  const centres = await api<{ data: { id: string; defaultAuthority?: boolean; name: string }[] }>(
    page,
    authorization,
    'GET',
    `/api/flight-agreements/authority/zonal-centers?flightAgreementId=${flightId}&page=0&size=5`,
  );
  const centre = centres.data.find((c) => c.defaultAuthority) ?? centres.data[0];
  expect(centre.name).toMatch(/Москов|Moscow/);
  await api(page, authorization, 'POST', `/api/user/flight-agreements/${flightId}/send-submission`, {
    authority: { id: centre.id },
    submissionSentType: 'EMAIL',
    flySpaceUsageMode: 'LOCAL',
  });
  return centre.id;
}
