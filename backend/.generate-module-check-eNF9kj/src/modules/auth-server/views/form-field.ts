import { html, type SafeHtml } from './html';

export interface FieldOptions {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password';
  value?: string;
  autocomplete: string;
  /** Translated error shown right under the input; also marks the input invalid for assistive tech. */
  error?: string;
  hint?: string;
  autofocus?: boolean;
  maxLength?: number;
}

/**
 * A labelled input with its hint and error tied to it through aria-describedby, so screen readers
 * announce the error when the field gets focus. Password values are never echoed back. Forms carry
 * `novalidate`: `required` still tells assistive tech what is mandatory, while the messages come from the
 * server, in the page's language and next to their fields, instead of the browser's own bubbles.
 */
export function formField(options: FieldOptions): SafeHtml {
  const { name, label, type, autocomplete, error, hint, autofocus, maxLength } = options;
  const id = `field-${name}`;
  // The error restates the rule, so the hint steps aside while an error is shown.
  const shownHint = error ? undefined : hint;
  const hintId = shownHint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ');
  const value = type === 'password' ? '' : (options.value ?? '');
  const emailLike = type === 'email' || autocomplete === 'username';

  return html`<div class="field">
    <label for="${id}">${label}</label>
    <input id="${id}" name="${name}" type="${type}" value="${value}" autocomplete="${autocomplete}" required
      ${maxLength ? html` maxlength="${maxLength}"` : undefined}
      ${emailLike ? html` autocapitalize="none" spellcheck="false" inputmode="email"` : undefined}
      ${describedBy ? html` aria-describedby="${describedBy}"` : undefined}
      ${error ? html` aria-invalid="true"` : undefined}
      ${autofocus ? html` autofocus` : undefined}>
    ${error ? html`<p class="field-error" id="${errorId}">${error}</p>` : undefined}
    ${shownHint ? html`<p class="hint" id="${hintId}">${shownHint}</p>` : undefined}
  </div>`;
}

/** The first field (in page order) that has an error, or the first field when none has: it gets focus. */
export function focusTarget<F extends string>(order: readonly F[], errors: Partial<Record<F, unknown>>): F {
  return order.find((field) => errors[field]) ?? order[0];
}
