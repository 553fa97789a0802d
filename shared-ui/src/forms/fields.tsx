import type { ReactElement } from 'react';
import { useField, useFormState, type FieldMetaState } from 'react-final-form';
import styled from 'styled-components';
import { RadioGroup, type RadioOption } from '../components/RadioGroup';
import { Select, type SelectOption } from '../components/Select';
import { TextField, type TextFieldProps } from '../components/TextField';
import type { Validator } from './validators';

/**
 * The message a field shows: its own validation error once touched, or the server's error for it
 * until the user edits the field again.
 */
export function fieldMessage(meta: FieldMetaState<unknown>): string | undefined {
  if (meta.submitError && !meta.dirtySinceLastSubmit) return String(meta.submitError);
  if (meta.error && (meta.touched || meta.submitFailed)) return String(meta.error);
  return undefined;
}

type FormTextFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'error' | 'name'> & {
  name: string;
  validate?: Validator<string | undefined>;
};

export function FormTextField({ name, validate, ...rest }: FormTextFieldProps): ReactElement {
  const { input, meta } = useField<string>(name, { validate });
  return (
    <TextField
      {...rest}
      name={input.name}
      value={input.value ?? ''}
      onChange={input.onChange}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      error={fieldMessage(meta)}
    />
  );
}

export function FormRadioGroup<V extends string>({
  name,
  label,
  options,
  validate,
  required,
}: {
  name: string;
  label: string;
  options: readonly RadioOption<V>[];
  validate?: Validator<V | undefined>;
  required?: boolean;
}): ReactElement {
  const { input, meta } = useField<V>(name, { validate });
  return (
    <RadioGroup
      name={input.name}
      label={label}
      options={options}
      value={input.value || undefined}
      onChange={input.onChange}
      onBlur={input.onBlur}
      error={fieldMessage(meta)}
      required={required}
    />
  );
}

export function FormSelect({
  name,
  label,
  options,
  validate,
  required,
  placeholder,
}: {
  name: string;
  label: string;
  options: readonly SelectOption[];
  validate?: Validator<string | undefined>;
  required?: boolean;
  placeholder?: string | null;
}): ReactElement {
  const { input, meta } = useField<string>(name, { validate });
  return (
    <Select
      name={input.name}
      label={label}
      options={options}
      value={input.value ?? ''}
      onChange={input.onChange}
      onBlur={input.onBlur}
      error={fieldMessage(meta)}
      required={required}
      placeholder={placeholder}
    />
  );
}

const Banner = styled.div`
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.errorSoft};
  color: ${({ theme }) => theme.colors.error};
`;

/** The form-level server error (FORM_ERROR), announced when it appears. */
export function FormErrorBanner(): ReactElement | null {
  const { submitError, dirtySinceLastSubmit } = useFormState({ subscription: { submitError: true, dirtySinceLastSubmit: true } });
  if (!submitError || dirtySinceLastSubmit) return null;
  return <Banner role="alert">{String(submitError)}</Banner>;
}
