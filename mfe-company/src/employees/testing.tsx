/** Test-only helpers of the employees, invitations and drones specs (never imported by application code). */
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { configureApiClient, sessionStore } from '@nebo/shared-ui';
import { createFakeApi, fakeClaims, renderWithProviders, type FakeApi } from '@nebo/shared-ui/testing';
import type { CompanySummaryDto } from '../api/types';
import { registerRemoteTranslations } from '../i18n';
import { CompanyContext, companyStateOf } from '../layout/CompanyContext';

registerRemoteTranslations();

export const SELF_SUB = '00000000-0000-4000-8000-000000000002';

export function companySummary(myRoles: string[]): CompanySummaryDto {
  return {
    id: 'c1',
    name: 'Общество с ограниченной ответственностью «Небо-Тест»',
    shortName: 'ООО «Небо-Тест»',
    avatar: null,
    dronesCount: 1,
    companyStaffRolesCounts: [],
    myRoles,
  } as unknown as CompanySummaryDto;
}

/** A signed-in company employee against a scripted API. */
export function setupFakeApi(): FakeApi {
  const fake = createFakeApi();
  configureApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch, getToken: async () => 'token' });
  act(() => sessionStore.getState().setAuthenticated('token', fakeClaims({ sub: SELF_SUB })));
  return fake;
}

/** Pages at their /company/profile/… routes inside the company context (as CompanyLayout provides it). */
export function renderInCompany(routes: Record<string, ReactElement>, route: string, roles: string[] = ['ADMIN']) {
  return renderWithProviders(
    <CompanyContext.Provider value={companyStateOf(companySummary(roles))}>
      <Routes>
        {Object.entries(routes).map(([path, element]) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Routes>
    </CompanyContext.Provider>,
    { route },
  );
}
