import type { LoginErrorCode, LoginField } from '../accounts/account-service';
import { focusTarget, formField } from './form-field';
import { html } from './html';
import { renderPage } from './layout';
import { messagesFor, type Locale } from './messages';
import type { InteractionLinks } from './interaction-links';

export interface LoginPageModel {
  locale: Locale;
  links: InteractionLinks;
  login?: string;
  errors?: Partial<Record<LoginField, LoginErrorCode>>;
}

const FIELD_ORDER: readonly LoginField[] = ['login', 'password'];

export function renderLoginPage({ locale, links, login, errors = {} }: LoginPageModel): string {
  const t = messagesFor(locale);
  const focus = focusTarget(FIELD_ORDER, errors);
  const hasErrors = Object.keys(errors).length > 0;
  const body = html`
    <h1 id="page-title">${t.loginTitle}</h1>
    <p class="lead">${t.loginLead}</p>
    ${hasErrors ? html`<div class="alert" role="alert">${t.formHasErrors}</div>` : undefined}
    <form method="post" action="${links.loginAction}" novalidate>
      <input type="hidden" name="lang" value="${locale}">
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
