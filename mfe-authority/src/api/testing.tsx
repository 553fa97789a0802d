/** Test-only fixtures and rendering for the authority area's specs (never imported by application code). */
import { act } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { configureApiClient, sessionStore } from '@nebo/shared-ui';
import { createFakeApi, fakeClaims, renderWithProviders, type FakeApi } from '@nebo/shared-ui/testing';
import App from '../App';
import type { AuthorityEmployeeDto, AuthorityProfileDto, AuthorityStaffCurrentDto } from './types';

export const AUTHORITY_ID = '00000000-0000-4000-a000-000000000001';

export const moscowCentre: AuthorityProfileDto = {
  id: AUTHORITY_ID,
  type: 'ZONAL_CENTER',
  code: 'ZC-MOSCOW',
  name: 'Московский зональный центр ЕС ОрВД',
  shortName: 'Московский ЗЦ',
  address: 'Москва, Ленинградский просп., 37',
  website: 'https://zc-moscow.example.ru',
  description: null,
  contacts: [
    { type: 'SUBMISSION', email: 'zc-moscow@zc.sim.nebo.local', phone: '', spokesmanPost: null, spokesmanFullName: null },
    { type: 'GENERAL', email: '', phone: '78005550101', spokesmanPost: null, spokesmanFullName: null },
  ],
  avatar: null,
};

export const adminEmployee: AuthorityEmployeeDto = {
  id: 'e-admin',
  authorityId: AUTHORITY_ID,
  departmentId: 'd-plan',
  departmentName: 'Группа планирования',
  position: 'Начальник смены',
  email: 'authority@nebo.local',
  fullName: 'Волков Сергей Андреевич',
  isAdmin: true,
  status: 'ACTIVE',
  invitedAt: '2026-11-01T09:00:00Z',
  joinedAt: '2026-11-01T10:00:00Z',
};

export const invitedEmployee: AuthorityEmployeeDto = {
  id: 'e-new',
  authorityId: AUTHORITY_ID,
  departmentId: null,
  departmentName: null,
  position: 'Диспетчер',
  email: 'new@zc.ru',
  fullName: null,
  isAdmin: false,
  status: 'INVITED',
  invitedAt: '2026-11-20T09:00:00Z',
  joinedAt: null,
};

export const staffOf = (employee: AuthorityEmployeeDto = adminEmployee): AuthorityStaffCurrentDto => ({
  authority: moscowCentre,
  employee,
});

/** A signed-in staff member (admin unless told otherwise) against a scripted API. */
export function setupArea(employee: AuthorityEmployeeDto = adminEmployee): FakeApi {
  const fake = createFakeApi();
  configureApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch, getToken: async () => 'token' });
  act(() => sessionStore.getState().setAuthenticated('token', fakeClaims()));
  fake.on('GET', '/api/authority/current', { body: staffOf(employee) });
  return fake;
}

/** The remote's App as the shell mounts it (under /agreement/, or /en/agreement/). */
export function renderArea(route: string) {
  const basePath = route.startsWith('/en/') ? '/en/agreement/' : '/agreement/';
  return renderWithProviders(
    <Routes>
      <Route path={`${basePath}*`} element={<App basePath={basePath} />} />
    </Routes>,
    { route },
  );
}
