import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '@nebo/shared-ui';
import RouteEditor from '../editor/RouteEditor';
import type { RouteValue } from '../geo/types';
import { NAMESPACE } from '../namespace';

/** /map/route-editor/ — the editor on its own, to try it and to test it apart from the flight request. */
export default function RouteEditorPage({ basePath }: { basePath: string }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const [value, setValue] = useState<RouteValue>({ geometry: null, takeOffPoint: null, landingPoint: null });
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <PageHeading title={t('editor.title')} description={t('editor.description')} actions={<Link to={basePath}>{t('page.title')}</Link>} />
      <RouteEditor onChange={setValue} />
      <details>
        <summary>{t('editor.result')}</summary>
        <pre data-testid="route-value" style={{ whiteSpace: 'pre-wrap', fontSize: 12 }}>
          {JSON.stringify(value, null, 2)}
        </pre>
      </details>
    </div>
  );
}
