import type { LoginField, SignInProblem } from '../accounts/account-service';
import { focusTarget, formField } from './form-field';
import { html } from './html';
import { renderPage } from './layout';
import { messagesFor, type Locale } from './messages';
import type { InteractionLinks } from './interaction-links';

/** What went wrong with the whole form rather than one field: shown in the alert above it. */
export type LoginPageProblem = SignInProblem | { tooManyAttempts: { minutes: number } };

export interface LoginPageModel {
  locale: Locale;
  links: InteractionLinks;
  /** The form's anti-forgery token (http/form-protection.ts). */
  csrfToken: string;
  login?: string;
  errors?: Partial<Record<LoginField, 'required'>>;
  problem?: LoginPageProblem;
}

const FIELD_ORDER: readonly LoginField[] = ['login', 'password'];

export function renderLoginPage({ locale, links, csrfToken, login, errors = {}, problem }: LoginPageModel): string {
  const t = messagesFor(locale);
  const hasFieldErrors = Object.keys(errors).length > 0;
  // Wrong credentials put the person back on the password; a wait or a blocked account on the first field.
  const focus = problem === 'wrongCredentials' ? 'password' : focusTarget(FIELD_ORDER, errors);
  const alert = problem
    ? typeof problem === 'string'
      ? t.signInProblems[problem]
      : t.tooManyAttempts(problem.tooManyAttempts.minutes)
    : hasFieldErrors
      ? t.formHasErrors
      : undefined;
  const body = html`
    <h1 id="page-title">${t.loginTitle}</h1>
    <p class="lead">${t.loginLead}</p>
    ${alert ? html`<div class="alert" role="alert">${alert}</div>` : undefined}
    <form method="post" action="${links.loginAction}" novalidate>
      <input type="hidden" name="lang" value="${locale}">
      <input type="hidden" name="csrf" value="${csrfToken}">
      ${formField({
        name: 'login',
        label: t.loginLabel,
        type: 'text',
        value: login,
        autocomplete: 'username',
        error: errors.login && t.errors[errors.login],
        autofocus: focus === 'login',
        maxLength: 254,
      })}
      ${formField({
        name: 'password',
        label: t.passwordLabel,
        type: 'password',
        autocomplete: 'current-password',
        error: errors.password && t.errors[errors.password],
        autofocus: focus === 'password',
        maxLength: 256,
      })}
      <button class="button" type="submit">${t.loginSubmit}</button>
    </form>
    <p class="switch">${t.noAccount} <a href="${links.registerPage[locale]}">${t.toRegister}</a></p>`;

  return renderPage({ locale, title: t.loginTitle, body, languageLinks: links.loginPage, withHero: true });
}
