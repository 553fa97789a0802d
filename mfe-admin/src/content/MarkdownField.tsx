import type { ReactElement } from 'react';
import { useField } from 'react-final-form';
import { fieldMessage, TextAreaField } from '@nebo/shared-ui';

/** A Markdown text area bound to the form: its own rule once touched, the server's error until edited again. */
export function MarkdownField({
  name,
  label,
  hint,
  maxLength,
  required,
}: {
  name: string;
  label: string;
  hint: string;
  maxLength: number;
  required?: boolean;
}): ReactElement {
  const { input, meta } = useField<string>(name);
  return (
    <TextAreaField
      label={label}
      hint={hint}
      value={input.value ?? ''}
      onChange={input.onChange}
      error={fieldMessage(meta)}
      maxLength={maxLength}
      required={required}
    />
  );
}
