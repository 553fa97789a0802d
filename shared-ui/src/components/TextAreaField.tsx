import { forwardRef, useId } from 'react';
import styled from 'styled-components';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  label {
    margin-bottom: ${({ theme }) => theme.spacing(1.5)};
    font-size: ${({ theme }) => theme.typography.size.sm};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
  .required {
    margin-left: 2px;
    color: ${({ theme }) => theme.colors.error};
  }
  textarea {
    width: 100%;
    min-height: 112px;
    padding: ${({ theme }) => theme.spacing(2, 3)};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    resize: vertical;
  }
  textarea[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.error};
  }
  textarea:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.accentSoft};
  }
  textarea[aria-invalid='true']:focus {
    border-color: ${({ theme }) => theme.colors.error};
  }
  textarea:disabled {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  p {
    margin: ${({ theme }) => theme.spacing(1, 0, 0)};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  .hint {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .error {
    color: ${({ theme }) => theme.colors.error};
  }
`;

export interface TextAreaFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  maxLength: number;
}

/** A labelled multi-line field (a reviewer's commentary, a decision's comment), described by its hint and error as TextField is. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, value, onChange, hint, error, required, disabled, maxLength },
  ref,
) {
  const id = useId();
  return (
    <Root>
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <textarea
        ref={ref}
        id={id}
        value={value}
        disabled={disabled}
        // A little room over the limit, so a pasted text is cut by the check (with a message), not silently.
        maxLength={maxLength + 200}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
      />
      <p className="hint" id={`${id}-hint`}>
        {hint}
      </p>
      {error ? (
        <p className="error" id={`${id}-error`} aria-live="polite">
          {error}
        </p>
      ) : null}
    </Root>
  );
});
