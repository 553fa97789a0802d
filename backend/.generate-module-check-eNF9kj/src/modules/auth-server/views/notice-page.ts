import { html, type SafeHtml } from './html';
import { renderPage } from './layout';
import { messagesFor, type Locale } from './messages';

/** Pages that only tell something: sign-in expired, signed out, an error with its code. */

export function renderExpiredPage(locale: Locale): string {
  const t = messagesFor(locale);
  return notice(locale, t.expiredTitle, html`<p class="lead">${t.expiredLead}</p>`);
}

/** A sign-in or registration form that was not posted from the provider's own page (see http/form-protection.ts). */
export function renderFormRefusedPage(locale: Locale): string {
  const t = messagesFor(locale);
  return notice(locale, t.formRefusedTitle, html`<p class="lead">${t.formRefusedLead}</p>`);
}

export function renderSignedOutPage(locale: Locale): string {
  const t = messagesFor(locale);
  return notice(locale, t.signedOutTitle, html`<p class="lead">${t.signedOutLead}</p>`);
}

/** `code` is the OAuth error (`invalid_request`, …); the description is shown to help support, escaped. */
export function renderErrorPage(locale: Locale, code: string, description?: string): string {
  const t = messagesFor(locale);
  return notice(
    locale,
    t.errorTitle,
    html`<p class="lead">${t.errorLead}</p>
      <p class="code">${t.errorCode}: ${code}${description ? html`<br>${description}` : undefined}</p>`,
  );
}

export interface LogoutConfirmModel {
  locale: Locale;
  action: string;
  /** Hidden fields carried to the confirming POST (the original request and the CSRF token). */
  fields: Record<string, string>;
}

/** Asked only when a sign-out request proves nothing (no ID token hint, no refresh token). */
export function renderLogoutConfirmPage({ locale, action, fields }: LogoutConfirmModel): string {
  const t = messagesFor(locale);
  return notice(
    locale,
    t.logoutTitle,
    html`<p class="lead">${t.logoutLead}</p>
      <form method="post" action="${action}">
        ${Object.entries(fields).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`)}
        <button class="button" type="submit" autofocus>${t.logoutSubmit}</button>
      </form>`,
  );
}

function notice(locale: Locale, title: string, content: SafeHtml): string {
  return renderPage({ locale, title, body: html`<h1 id="page-title">${title}</h1>${content}` });
}
