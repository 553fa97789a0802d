import { useId, useLayoutEffect, useRef, type ChangeEvent, type InputHTMLAttributes, type ReactElement } from 'react';
import styled from 'styled-components';
import { applyMask, caretAfterMask } from '../mask/mask';
import { describedBy, FieldError, FieldHint } from './FieldError';
import { controlStyles, FieldRoot, Label, RequiredMark } from './fieldStyles';

const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  /** An input mask: `9` digit, `a` letter, `Я` Cyrillic capital, other characters literal. */
  mask?: string;
}

/**
 * A labelled text input. With `mask`, the value is formatted while typing and the caret stays
 * where the user expects it.
 */
export function TextField({ label, value, onChange, error, hint, mask, id, required, maxLength, ...rest }: TextFieldProps): ReactElement {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const input = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    if (!mask) {
      onChange(typed);
      return;
    }
    const caret = event.target.selectionStart ?? typed.length;
    pendingCaret.current = caretAfterMask(mask, typed, caret);
    onChange(applyMask(mask, typed).value);
  };

  useLayoutEffect(() => {
    // Re-apply the caret after React has written the formatted value.
    if (pendingCaret.current !== null && input.current && document.activeElement === input.current) {
      input.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    }
    pendingCaret.current = null;
  }, [value]);

  return (
    <FieldRoot>
      <Label htmlFor={inputId}>
        {label}
        {required ? <RequiredMark aria-hidden="true" /> : null}
      </Label>
      <Input
        ref={input}
        id={inputId}
        value={value}
        onChange={handleChange}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        // No maxLength with a mask: the mask bounds the value, and a browser limit would cut a pasted
        // formatted value ("45 10" into a 4-digit field) before the mask could drop its separators.
        maxLength={mask ? undefined : maxLength}
        $invalid={Boolean(error)}
        {...rest}
      />
      <FieldHint id={`${inputId}-hint`}>{hint}</FieldHint>
      <FieldError id={`${inputId}-error`}>{error}</FieldError>
    </FieldRoot>
  );
}
