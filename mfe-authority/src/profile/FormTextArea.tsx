import { useId, type ReactElement } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';
import { describedBy, FieldError, FieldHint, fieldMessage } from '@nebo/shared-ui';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1.5)};
  label {
    font-size: ${({ theme }) => theme.typography.size.sm};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
  textarea {
    width: 100%;
    min-height: 120px;
    padding: ${({ theme }) => theme.spacing(2, 3)};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    font: inherit;
    resize: vertical;
  }
  textarea[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.error};
  }
  textarea:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

/** A labelled multi-line field of a final-form form, its error below it as shared-ui's text fields show theirs. */
export function FormTextArea({
  name,
  label,
  hint,
  maxLength,
}: {
  name: string;
  label: string;
  hint?: string;
  maxLength?: number;
}): ReactElement {
  const id = useId();
  const { input, meta } = useField<string>(name);
  const error = fieldMessage(meta);
  return (
    <Root>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={input.name}
        value={input.value ?? ''}
        onChange={input.onChange}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
      <FieldHint id={`${id}-hint`}>{hint}</FieldHint>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </Root>
  );
}
