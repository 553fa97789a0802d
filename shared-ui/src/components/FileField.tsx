import { useId, useRef, useState, type ChangeEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  acceptAttribute,
  FILE_SIZE_LIMITS,
  formatLabels,
  hasAcceptedExtension,
  megabytes,
  SCAN_FORMATS,
  type FileFormat,
} from '../files/fileFormats';
import { entryName, openStoredFile, type FileEntry } from '../files/storedFile';
import { describedBy, FieldError, FieldHint } from './FieldError';
import { FilePickerLabel } from './FilePicker';
import { FieldRoot, RequiredMark } from './fieldStyles';

const Legend = styled.span`
  margin-bottom: ${({ theme }) => theme.spacing(1.5)};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

const Picker = styled(FilePickerLabel)`
  align-self: flex-start;
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: ${({ theme }) => theme.spacing(0, 0, 3)};
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
  min-height: 44px;
  padding: ${({ theme }) => theme.spacing(1, 2, 1, 3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  span,
  button.name {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const NameButton = styled.button`
  border: 0;
  padding: 0;
  background: none;
  color: ${({ theme }) => theme.colors.accent};
  text-decoration: underline;
  cursor: pointer;
  font: inherit;
  min-width: 0;
`;

const Remove = styled.button`
  flex: none;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 22px;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.error};
  }
  &::before {
    content: '\\00D7';
  }
`;

export interface FileFieldProps {
  label: string;
  value: readonly FileEntry[];
  onChange: (entries: FileEntry[]) => void;
  onBlur?: () => void;
  formats?: readonly FileFormat[];
  /** Per file; defaults to the spec's 5 MB. */
  maxBytes?: number;
  maxFiles?: number;
  multiple?: boolean;
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
}

let nextKey = 0;

/**
 * A file picker: a real file input (keyboard and screen readers work as usual) styled as a button,
 * the chosen and already stored files listed below with a remove button each. Files over the size
 * limit or with a foreign extension are refused here with a message, before any upload.
 */
export function FileField({
  label,
  value,
  onChange,
  onBlur,
  formats = SCAN_FORMATS,
  maxBytes = FILE_SIZE_LIMITS.small,
  maxFiles = 10,
  multiple = true,
  error,
  hint,
  required,
  disabled,
}: FileFieldProps): ReactElement {
  const { t } = useTranslation('ui');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [refusals, setRefusals] = useState<string[]>([]);
  const size = megabytes(maxBytes);
  const formatText = formatLabels(formats);
  const rules = t('files.formats', { formats: formatText, size });
  const shownError = [...refusals, error].filter(Boolean).join(' ') || undefined;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    const refused: string[] = [];
    const accepted: FileEntry[] = [];
    for (const file of chosen) {
      if (file.size > maxBytes) refused.push(t('files.tooLarge', { name: file.name, size }));
      else if (!hasAcceptedExtension(file.name, formats)) refused.push(t('files.wrongType', { name: file.name, formats: formatText }));
      else accepted.push({ kind: 'new', key: `file-${(nextKey += 1)}`, file });
    }
    const base = multiple ? [...value] : [];
    const room = Math.max(0, maxFiles - base.length);
    if (accepted.length > room) refused.push(t('files.tooMany', { count: maxFiles }));
    setRefusals(refused);
    if (accepted.length > 0) onChange([...base, ...accepted.slice(0, multiple ? room : 1)]);
    // Let the same file be picked again after it was removed.
    if (input.current) input.current.value = '';
    onBlur?.();
  };

  const remove = (index: number) => {
    setRefusals([]);
    onChange(value.filter((_, i) => i !== index));
    onBlur?.();
  };

  return (
    <FieldRoot role="group" aria-labelledby={`${id}-legend`}>
      <Legend id={`${id}-legend`}>
        {label}
        {required ? <RequiredMark aria-hidden="true" /> : null}
      </Legend>
      {value.length > 0 ? (
        <List>
          {value.map((entry, index) => {
            const name = entryName(entry);
            return (
              <Item key={entry.kind === 'new' ? entry.key : entry.file.id}>
                {entry.kind === 'stored' && entry.file.url ? (
                  <NameButton
                    type="button"
                    className="name"
                    aria-label={t('files.open', { name })}
                    onClick={() => void openStoredFile(entry.file)}
                  >
                    {name}
                  </NameButton>
                ) : (
                  <span>{name}</span>
                )}
                {disabled ? null : <Remove type="button" aria-label={t('files.remove', { name })} onClick={() => remove(index)} />}
              </Item>
            );
          })}
        </List>
      ) : null}
      {disabled ? null : (
        <Picker $variant="secondary" $size="sm">
          {multiple ? t('files.choose') : t('files.chooseOne')}
          <input
            ref={input}
            id={id}
            type="file"
            accept={acceptAttribute(formats)}
            multiple={multiple}
            onChange={pick}
            aria-labelledby={`${id}-legend`}
            aria-describedby={describedBy(id, hint ?? rules, shownError)}
            aria-invalid={shownError ? true : undefined}
            aria-required={required || undefined}
          />
        </Picker>
      )}
      <FieldHint id={`${id}-hint`}>{hint ?? rules}</FieldHint>
      <FieldError id={`${id}-error`}>{shownError}</FieldError>
    </FieldRoot>
  );
}
