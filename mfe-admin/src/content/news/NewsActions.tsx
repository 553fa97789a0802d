import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ConfirmDialog, errorMessageOf, FormActions, notify } from '@nebo/shared-ui';
import { NAMESPACE } from '../../namespace';
import { deleteNews, setNewsStatus } from '../contentApi';
import type { AdminNews } from '../types';

/** Publish or withdraw a saved item, or delete it after a confirmation. */
export function NewsActions({
  news,
  onChanged,
  onDeleted,
}: {
  news: AdminNews;
  onChanged: (news: AdminNews) => void;
  onDeleted: () => void;
}): ReactElement {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const published = news.status === 'PUBLISHED';

  const toggle = async () => {
    setBusy(true);
    try {
      const changed = await setNewsStatus(news.id, published ? 'unpublish' : 'publish');
      notify.success(published ? t('content.news.unpublished') : t('content.news.published'));
      onChanged(changed);
    } catch (error) {
      notify.error(errorMessageOf(error, i18n) ?? t('content.form.failed'));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await deleteNews(news.id);
      notify.success(t('content.news.deleted'));
      onDeleted();
    } catch (error) {
      setFailure(errorMessageOf(error, i18n) ?? t('content.form.failed'));
      setBusy(false);
    }
  };

  return (
    <FormActions>
      <Button type="button" $variant={published ? 'secondary' : 'primary'} disabled={busy} onClick={() => void toggle()}>
        {published ? t('content.news.unpublish') : t('content.news.publish')}
      </Button>
      <Button type="button" $variant="danger" disabled={busy} onClick={() => setConfirming(true)}>
        {t('content.news.delete')}
      </Button>
      {confirming ? (
        <ConfirmDialog
          title={t('content.news.deleteTitle')}
          confirmLabel={t('content.news.delete')}
          cancelLabel={t('content.cancel')}
          pending={busy}
          failure={failure}
          onConfirm={() => void remove()}
          onCancel={() => {
            setConfirming(false);
            setFailure(undefined);
          }}
        >
          {t('content.news.deleteText', { title: news.ru.title })}
        </ConfirmDialog>
      ) : null}
    </FormActions>
  );
}
