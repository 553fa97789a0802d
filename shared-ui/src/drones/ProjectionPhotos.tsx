import { useId, useRef, useState, type ChangeEvent, type ReactElement } from 'react';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FieldError } from '../components/FieldError';
import { BareFieldset } from '../components/layout';
import { acceptAttribute, FILE_SIZE_LIMITS, hasAcceptedExtension, megabytes, type FileFormat } from '../files/fileFormats';
import { fieldMessage } from '../forms/fields';
import { media } from '../theme/media';
import { DronePicture } from './DronePicture';
import { MAIN_PROJECTION, PROJECTIONS, type Projection } from './droneTypes';
import type { PhotoEntry } from './photoEntries';
import { DRONES_NAMESPACE } from './translations';

/** The server takes drone photos as JPEG or PNG up to 5 MB (docs/requirements.md#ui-files). */
export const PHOTO_FORMATS: readonly FileFormat[] = ['jpeg', 'png'];
export const PHOTO_MAX_BYTES = FILE_SIZE_LIMITS.small;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.up('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Slot = styled.li<{ $main: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(2)};
  border: 1px solid ${({ theme, $main }) => ($main ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const SlotTitle = styled.span`
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

const SlotActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  label,
  button {
    min-height: 32px;
    padding: 0 10px;
    border-radius: ${({ theme }) => theme.radii.sm};
    font-size: ${({ theme }) => theme.typography.size.sm};
    cursor: pointer;
  }
  label {
    position: relative;
    display: inline-flex;
    align-items: center;
    border: 1px solid ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accent};
    &:focus-within {
      outline: 3px solid ${({ theme }) => theme.colors.focus};
      outline-offset: 2px;
    }
  }
  input {
    position: absolute;
    inset: 0;
    opacity: 0;
    width: 100%;
    cursor: pointer;
  }
  button {
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.spacing(2)};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const Fieldset = styled(BareFieldset)`
  p {
    margin: 0 0 ${({ theme }) => theme.spacing(3)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

function photoSource(entry: PhotoEntry | undefined, protectedFiles: boolean) {
  if (!entry) return null;
  return entry.kind === 'new' ? entry.file : { url: entry.image.url, protectedFile: protectedFiles };
}

function PhotoSlot({
  projection,
  disabled,
  protectedFiles,
}: {
  projection: Projection;
  disabled?: boolean;
  protectedFiles: boolean;
}): ReactElement {
  const { t } = useTranslation(DRONES_NAMESPACE);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const { input: field, meta } = useField<PhotoEntry | undefined>(`images.${projection}`, { isEqual: (a, b) => a === b });
  const entry = field.value || undefined;
  const side = t(`projection.${projection}`);
  const error = refusal ?? fieldMessage(meta);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (input.current) input.current.value = '';
    if (!file) return;
    if (file.size > PHOTO_MAX_BYTES) setRefusal(t('photos.tooLarge', { size: megabytes(PHOTO_MAX_BYTES) }));
    else if (!hasAcceptedExtension(file.name, PHOTO_FORMATS)) setRefusal(t('photos.wrongType'));
    else {
      setRefusal(undefined);
      field.onChange({ kind: 'new', file });
    }
    field.onBlur();
  };

  return (
    <Slot $main={projection === MAIN_PROJECTION}>
      <SlotTitle id={`${id}-title`}>{projection === MAIN_PROJECTION ? t('photos.main', { side }) : side}</SlotTitle>
      <DronePicture source={photoSource(entry, protectedFiles)} alt={entry ? t('photos.alt', { side }) : ''} />
      {disabled ? null : (
        <SlotActions>
          <label>
            {entry ? t('photos.replace') : t('photos.choose')}
            <input
              ref={input}
              type="file"
              accept={acceptAttribute(PHOTO_FORMATS)}
              onChange={pick}
              aria-label={t(entry ? 'photos.replaceSide' : 'photos.chooseSide', { side })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </label>
          {entry ? (
            <button
              type="button"
              onClick={() => {
                setRefusal(undefined);
                field.onChange(undefined);
              }}
              aria-label={t('photos.removeSide', { side })}
            >
              {t('photos.remove')}
            </button>
          ) : null}
        </SlotActions>
      )}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </Slot>
  );
}

/**
 * The six projections of a drone or library model (docs/requirements.md#ui-drone-forms), bound to the form's `images.<PROJECTION>`
 * fields (PhotoEntry): FRONT is the main picture, shown in lists. Each slot previews its photo, and a new
 * photo replaces the stored one when the form is saved. `protectedFiles`: a pilot's photos need the access
 * token to be shown, the library's public pictures do not.
 */
export function ProjectionPhotos({ disabled, protectedFiles = true }: { disabled?: boolean; protectedFiles?: boolean }): ReactElement {
  const { t } = useTranslation(DRONES_NAMESPACE);
  return (
    <Fieldset>
      <Legend>{t('photos.title')}</Legend>
      <p>{t('photos.rules', { size: megabytes(PHOTO_MAX_BYTES) })}</p>
      <Grid>
        {PROJECTIONS.map((projection) => (
          <PhotoSlot key={projection} projection={projection} disabled={disabled} protectedFiles={protectedFiles} />
        ))}
      </Grid>
    </Fieldset>
  );
}
