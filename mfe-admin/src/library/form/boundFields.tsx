import type { ReactElement } from 'react';
import { useField, useFormState } from 'react-final-form';
import styled from 'styled-components';
import {
  FileField,
  fieldMessage,
  RadioGroup,
  Select,
  TextField,
  type FileEntry,
  type FileFieldProps,
  type RadioOption,
  type SelectOption,
  type TextFieldProps,
} from '@nebo/shared-ui';

/*
 * shared-ui's Form* fields call react-final-form's hooks from the copy shared-ui was bundled with. In a
 * run-time remote that is the shell's copy, while this remote's <Form> comes from its own copy
 * (react-final-form is not among the federation's shared singletons), so those hooks would find no form.
 * These bindings use this remote's copy and hand the values to shared-ui's presentational fields, so
 * the look and accessibility stay the design system's.
 */

type Validator<V> = (value: V, values: object) => string | undefined;

type FormTextFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'error' | 'name'> & { name: string; validate?: Validator<string | undefined> };

export function FormTextField({ name, validate, ...rest }: FormTextFieldProps): ReactElement {
  const { input, meta } = useField<string>(name, { validate });
  return (
    <TextField {...rest} name={input.name} value={input.value ?? ''} onChange={input.onChange} onBlur={input.onBlur} onFocus={input.onFocus} error={fieldMessage(meta)} />
  );
}

export function FormSelect({ name, label, options, required, placeholder }: { name: string; label: string; options: readonly SelectOption[]; required?: boolean; placeholder?: string | null }): ReactElement {
  const { input, meta } = useField<string>(name);
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

export function FormRadioGroup<V extends string>({ name, label, options }: { name: string; label: string; options: readonly RadioOption<V>[] }): ReactElement {
  const { input, meta } = useField<V>(name);
  return <RadioGroup name={input.name} label={label} options={options} value={input.value || undefined} onChange={input.onChange} onBlur={input.onBlur} error={fieldMessage(meta)} />;
}

export function FormFileField({ name, ...rest }: Omit<FileFieldProps, 'value' | 'onChange' | 'onBlur' | 'error'> & { name: string }): ReactElement {
  const { input, meta } = useField<FileEntry[]>(name, { isEqual: (a, b) => a === b });
  return <FileField {...rest} value={input.value || []} onChange={input.onChange} onBlur={input.onBlur} error={fieldMessage(meta)} />;
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
