import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { SectionNotFound, stripLocale } from '@nebo/shared-ui';
import { registerRemoteTranslations } from './i18n';
import { NAMESPACE } from './namespace';
import { LibraryPage } from './library/LibraryPage';
import { ModelEditorPage } from './library/models/ModelEditorPage';
import { RegistrationRequestsPage } from './registrations/list/RegistrationRequestsPage';
import { RegistrationRequestPage } from './registrations/page/RegistrationRequestPage';
import { StatisticsPage } from './statistics/StatisticsPage';
import { SystemVersionsPage } from './versions/SystemVersionsPage';
import { AdminLanding } from './pages/AdminLanding';
import { ContentLanding } from './content/ContentLanding';
import { NewsEditorPage } from './content/news/NewsEditorPage';
import { NewsListPage } from './content/news/NewsListPage';
import { ContentPagesPage } from './content/pages/ContentPagesPage';
import { PageEditorPage } from './content/pages/PageEditorPage';

// Runs when the shell executes this module, i.e. after it accepted the descriptor's contract version.
registerRemoteTranslations();

/**
 * Exposed as ./App (remote contract v1). The shell mounts it under `${basePath}*` once per prefix this
 * remote owns (/admin/ and /system-versions/); the routes below are relative to that prefix. The admin
 * role is the shell's route guard; the server checks it again on every write.
 */
export default function App({ basePath }: { basePath: string }): ReactElement {
  if (stripLocale(basePath) === '/system-versions/') {
    return (
      <Routes>
        <Route index element={<SystemVersionsPage />} />
        <Route path="*" element={<SectionNotFound namespace={NAMESPACE} sectionPath={basePath} />} />
      </Routes>
    );
  }
  return (
    <Routes>
      <Route index element={<AdminLanding />} />
      <Route path="library" element={<LibraryPage />} />
      <Route path="library/models/new" element={<ModelEditorPage mode="new" />} />
      <Route path="library/models/:id/edit" element={<ModelEditorPage mode="edit" />} />
      <Route path="library/models/:id/copy" element={<ModelEditorPage mode="copy" />} />
      <Route path="company-registration-requests" element={<RegistrationRequestsPage />} />
      <Route path="company-registration-requests/:id" element={<RegistrationRequestPage />} />
      <Route path="statistics" element={<StatisticsPage />} />
      <Route path="content" element={<ContentLanding />} />
      <Route path="content/news" element={<NewsListPage />} />
      <Route path="content/news/new" element={<NewsEditorPage mode="new" />} />
      <Route path="content/news/:id" element={<NewsEditorPage mode="edit" />} />
      <Route path="content/pages" element={<ContentPagesPage />} />
      <Route path="content/pages/:slug" element={<PageEditorPage />} />
      <Route path="*" element={<SectionNotFound namespace={NAMESPACE} sectionPath={basePath} />} />
    </Routes>
  );
}
