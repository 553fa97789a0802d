import { lazy, Suspense, type ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { PageSpinner, SectionNotFound } from '@nebo/shared-ui';
import { registerRemoteTranslations } from './i18n';
import { NAMESPACE } from './namespace';

// Runs when the shell executes this module, i.e. after it accepted the descriptor's contract version.
registerRemoteTranslations();

// OpenLayers is large: it is fetched with the page that draws a map, not with the remote's entry.
const MapPage = lazy(() => import('./pages/MapPage'));
const RouteEditorPage = lazy(() => import('./pages/RouteEditorPage'));

/**
 * Exposed as ./App (remote contract v1). The shell mounts it under `${basePath}*` (/map/);
 * the routes below are relative to that prefix.
 */
export default function App({ basePath }: { basePath: string }): ReactElement {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route index element={<MapPage basePath={basePath} />} />
        <Route path="route-editor" element={<RouteEditorPage basePath={basePath} />} />
        <Route path="*" element={<SectionNotFound namespace={NAMESPACE} sectionPath={basePath} />} />
      </Routes>
    </Suspense>
  );
}
