import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  FileField,
  FormActions,
  FormSection,
  IMAGE_FORMATS,
  ProgressBar,
  errorMessageOf,
  type FileEntry,
  type UploadProgress,
} from '@nebo/shared-ui';
import { NAMESPACE } from '../../namespace';
import { removeNewsImage, uploadNewsImage } from '../contentApi';
import type { AdminNews } from '../types';

const Picture = styled.img`
  display: block;
  max-width: 100%;
  max-height: 240px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The item's picture (one jpeg, png or gif of at most 5 MB, public once the item is): upload with progress, or remove. */
export function NewsImagePanel({ news, onChanged }: { news: AdminNews; onChanged: (news: AdminNews) => void }): ReactElement {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [entries, setEntries] = useState<FileEntry[]>([]);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const chosen = entries.find((entry) => entry.kind === 'new');

  const run = async (work: () => Promise<AdminNews>) => {
    setBusy(true);
    setError(undefined);
    try {
      onChanged(await work());
      setEntries([]);
    } catch (failure) {
      setError(errorMessageOf(failure, i18n) ?? t('content.form.failed'));
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  return (
    <FormSection aria-labelledby="news-image-title">
      <h2 id="news-image-title">{t('content.news.image.title')}</h2>
      {news.imageUrl ? <Picture src={news.imageUrl} alt={t('content.news.image.current')} /> : <p>{t('content.news.image.none')}</p>}
      <FileField
        label={t('content.news.image.choose')}
        value={entries}
        onChange={(next) => {
          setEntries(next);
          setError(undefined);
        }}
        formats={IMAGE_FORMATS}
        maxFiles={1}
        multiple={false}
        error={error}
        disabled={busy}
      />
      {progress ? <ProgressBar value={progress.fraction} label={t('content.news.image.uploading')} /> : null}
      <FormActions>
        <Button
          type="button"
          disabled={!chosen || busy}
          onClick={() => {
            if (chosen?.kind !== 'new') return;
            setProgress({ loaded: 0, total: chosen.file.size, fraction: 0 });
            void run(() => uploadNewsImage(news.id, chosen.file, { onProgress: setProgress }));
          }}
        >
          {t('content.news.image.upload')}
        </Button>
        {news.imageUrl ? (
          <Button type="button" $variant="ghost" disabled={busy} onClick={() => void run(() => removeNewsImage(news.id))}>
            {t('content.news.image.remove')}
          </Button>
        ) : null}
      </FormActions>
    </FormSection>
  );
}
