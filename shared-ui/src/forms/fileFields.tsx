import type { ReactElement } from 'react';
import { useField } from 'react-final-form';
import { FileField, type FileFieldProps } from '../components/FileField';
import type { FileEntry } from '../files/storedFile';
import { fieldMessage } from './fields';
import type { Validator } from './validators';

type FormFileFieldProps = Omit<FileFieldProps, 'value' | 'onChange' | 'onBlur' | 'error'> & {
  name: string;
  validate?: Validator<FileEntry[] | undefined>;
};

/** FileField bound to react-final-form; server errors about the field (e.g. "files:wrong type") land here. */
export function FormFileField({ name, validate, ...rest }: FormFileFieldProps): ReactElement {
  const { input, meta } = useField<FileEntry[]>(name, { validate, isEqual: (a, b) => a === b });
  return <FileField {...rest} value={input.value || []} onChange={input.onChange} onBlur={input.onBlur} error={fieldMessage(meta)} />;
}

/** At least one file (stored or new). */
export const requiredFiles =
  (message: () => string): Validator<FileEntry[] | undefined> =>
  (value) =>
    value && value.length > 0 ? undefined : message();
