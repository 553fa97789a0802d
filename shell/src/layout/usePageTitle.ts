import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** "Профиль — Небо": the tab title names the page first, as screen readers announce it. */
export function usePageTitle(title: string | undefined): void {
  const { t } = useTranslation('shell');
  const app = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} — ${app}` : app;
  }, [title, app]);
}
