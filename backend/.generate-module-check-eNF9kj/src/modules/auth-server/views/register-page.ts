import type { FieldErrors, RegistrationField, RegistrationInput } from '../accounts/registration-rules';
import { focusTarget, formField } from './form-field';
import { html } from './html';
import type { InteractionLinks } from './interaction-links';
import { renderPage } from './layout';
import { messagesFor, type Locale } from './messages';

export interface RegisterPageModel {
  locale: Locale;
  links: InteractionLinks;
  /** The form's anti-forgery token (http/form-protection.ts). */
  csrfToken: string;
  values?: Partial<RegistrationInput>;
  errors?: FieldErrors<RegistrationField>;
  /** Shown instead of the form's errors when the address must wait (too many attempts). */
  tooManyAttempts?: { minutes: number };
}

const FIELD_ORDER: readonly RegistrationField[] = ['email', 'givenName', 'familyName', 'password', 'passwordConfirm'];

export function renderRegisterPage({ locale, links, csrfToken, values = {}, errors = {}, tooManyAttempts }: RegisterPageModel): string {
  const t = messagesFor(locale);
  const focus = focusTarget(FIELD_ORDER, errors);
  const alert = tooManyAttempts ? t.tooManyAttempts(tooManyAttempts.minutes) : Object.keys(errors).length > 0 ? t.formHasErrors : undefined;
  const errorText = (field: RegistrationField) => {
    const code = errors[field];
    return code && t.errors[code];
  };
  const body = html`
    <h1 id="page-title">${t.registerTitle}</h1>
    <p class="lead">${t.registerLead}</p>
    ${alert ? html`<div class="alert" role="alert">${alert}</div>` : undefined}
    <form method="post" action="${links.registerAction}" novalidate>
      <input type="hidden" name="lang" value="${locale}">
      <input type="hidden" name="csrf" value="${csrfToken}">
      ${formField({
        name: 'email',
        label: t.emailLabel,
        type: 'email',
        value: values.email,
        autocomplete: 'email',
        error: errorText('email'),
        autofocus: focus === 'email',
        maxLength: 254,
      })}
      <div class="row">
        ${formField({
          name: 'givenName',
          label: t.givenNameLabel,
          type: 'text',
          value: values.givenName,
          autocomplete: 'given-name',
          error: errorText('givenName'),
          autofocus: focus === 'givenName',
          maxLength: 100,
        })}
        ${formField({
          name: 'familyName',
          label: t.familyNameLabel,
          type: 'text',
          value: values.familyName,
          autocomplete: 'family-name',
          error: errorText('familyName'),
          autofocus: focus === 'familyName',
          maxLength: 100,
        })}
      </div>
      ${formField({
        name: 'password',
        label: t.newPasswordLabel,
        type: 'password',
        autocomplete: 'new-password',
        hint: t.passwordHint,
        error: errorText('password'),
        autofocus: focus === 'password',
        maxLength: 256,
      })}
      ${formField({
        name: 'passwordConfirm',
        label: t.passwordConfirmLabel,
        type: 'password',
        autocomplete: 'new-password',
        error: errorText('passwordConfirm'),
        autofocus: focus === 'passwordConfirm',
        maxLength: 256,
      })}
      <button class="button" type="submit">${t.registerSubmit}</button>
    </form>
    <p class="switch">${t.haveAccount} <a href="${links.loginPage[locale]}">${t.toLogin}</a></p>`;

  return renderPage({ locale, title: t.registerTitle, body, languageLinks: links.registerPage, withHero: true });
}
