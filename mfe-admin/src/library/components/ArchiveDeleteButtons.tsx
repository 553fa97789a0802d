import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@nebo/shared-ui';
import { NAMESPACE } from '../../namespace';

interface Props {
  /** The row's name, read out by screen readers with each button ("Archive DJI"). */
  name: string;
  archived: boolean;
  /** While an archive or restore is under way, so a second click cannot send it twice. */
  busy: boolean;
  onToggleArchive: () => void;
  onDelete: () => void;
}

/** The two row actions every library list has: archive or restore, and delete (which asks first). */
export function ArchiveDeleteButtons({ name, archived, busy, onToggleArchive, onDelete }: Props): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <Button
        $size="sm"
        $variant="secondary"
        disabled={busy}
        onClick={onToggleArchive}
        aria-label={t(archived ? 'library.restoreNamed' : 'library.archiveNamed', { name })}
      >
        {t(archived ? 'library.restore' : 'library.archive')}
      </Button>
      <Button $size="sm" $variant="danger" onClick={onDelete} aria-label={t('library.deleteNamed', { name })}>
        {t('library.delete')}
      </Button>
    </>
  );
}
