import type { FieldErrors, NewPasswordField } from '../accounts/registration-rules';
import { ACTION_TOKEN_PAGE } from '../actions/password-change';
import { focusTarget, formField } from './form-field';
import { html } from './html';
import { renderPage } from './layout';
import { messagesFor, type Locale } from './messages';

export interface PasswordChangePageModel {
  locale: Locale;
  /** The link's key, carried to the POST in a hidden field. */
  actionKey: string;
  errors?: FieldErrors<NewPasswordField>;
}

const FIELD_ORDER: readonly NewPasswordField[] = ['password', 'passwordConfirm'];

/** The page the password-change e-mail links to: a new password, twice, under the registration rules. */
export function renderPasswordChangePage({ locale, actionKey, errors = {} }: PasswordChangePageModel): string {
  const t = messagesFor(locale);
  const focus = focusTarget(FIELD_ORDER, errors);
  const errorText = (field: NewPasswordField) => {
    const code = errors[field];
    return code && t.errors[code];
  };
  const languageLinks = {
    ru: `${ACTION_TOKEN_PAGE}?key=${encodeURIComponent(actionKey)}&lang=ru`,
    en: `${ACTION_TOKEN_PAGE}?key=${encodeURIComponent(actionKey)}&lang=en`,
  };
  const body = html`
    <h1 id="page-title">${t.passwordChangeTitle}</h1>
    <p class="lead">${t.passwordChangeLead}</p>
    ${Object.keys(errors).length > 0 ? html`<div class="alert" role="alert">${t.formHasErrors}</div>` : undefined}
    <form method="post" action="${ACTION_TOKEN_PAGE}" novalidate>
      <input type="hidden" name="lang" value="${locale}">
      <input type="hidden" name="key" value="${actionKey}">
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
      <button class="button" type="submit">${t.passwordChangeSubmit}</button>
    </form>`;
  return renderPage({ locale, title: t.passwordChangeTitle, body, languageLinks });
}

export function renderPasswordChangedPage(locale: Locale): string {
  const t = messagesFor(locale);
  return renderPage({
    locale,
    title: t.passwordChangedTitle,
    body: html`<h1 id="page-title">${t.passwordChangedTitle}</h1><p class="lead">${t.passwordChangedLead}</p>`,
  });
}

export function renderActionLinkInvalidPage(locale: Locale): string {
  const t = messagesFor(locale);
  return renderPage({
    locale,
    title: t.actionLinkInvalidTitle,
    body: html`<h1 id="page-title">${t.actionLinkInvalidTitle}</h1><p class="lead">${t.actionLinkInvalidLead}</p>`,
  });
}
