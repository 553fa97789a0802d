import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { TabNav, useLocale } from '@nebo/shared-ui';
import { NAMESPACE } from '../namespace';

/** "Organisation": the authority profile, its departments and its employees, one tab each. */
export function OrganisationLayout(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  return (
    <div>
      <TabNav
        label={t('organisation.navLabel')}
        items={[
          { to: localize('/agreement/authority/'), label: t('organisation.tabs.profile') },
          { to: localize('/agreement/authority/departments/'), label: t('organisation.tabs.departments') },
          { to: localize('/agreement/authority/employees/'), label: t('organisation.tabs.employees') },
        ]}
      />
      <Outlet />
    </div>
  );
}
