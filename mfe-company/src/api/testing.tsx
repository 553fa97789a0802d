/** Test-only fixtures and rendering for the company area's specs (never imported by application code). */
import { act } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { configureApiClient, registerTranslations, sessionStore } from '@nebo/shared-ui';
import { createFakeApi, fakeClaims, renderWithProviders, type FakeApi } from '@nebo/shared-ui/testing';
import { ownResources } from '../i18n/own';
import { CompanyArea } from '../layout/CompanyArea';
import { NAMESPACE } from '../namespace';
import { RegistrationPage } from '../registration/RegistrationPage';
import type {
  CompanyGeneralInfoDiffDto,
  CompanyProfileFormDto,
  CompanyRegistrationInfoDto,
  CompanyRegistrationRequestDto,
  CompanySummaryDto,
  RequestStatus,
} from './types';

// The specs render the area without App (whose employees, invitations and drones pages are tested on their own).
registerTranslations(NAMESPACE, ownResources);

export const LEGAL_INN = '7707083893';
export const LEGAL_OGRN = '1027700132195';
export const PERSON_INN = '500100732259';
export const OGRNIP = '304500116400015';

export const registrationInfo: CompanyRegistrationInfoDto = {
  companyType: 'OOO',
  name: 'Общество с ограниченной ответственностью «Небо-Тест»',
  shortName: 'ООО «Небо-Тест»',
  inn: LEGAL_INN,
  kpp: '773601001',
  ogrn: LEGAL_OGRN,
  registrationAddress: 'Москва, ул. Вавилова, 19',
  actualAddress: 'Москва, ул. Вавилова, 19',
  email: 'office@nebo-test.ru',
  phoneCode: '7',
  phoneNumber: '4951234567',
  managerLastName: 'Иванов',
  managerFirstName: 'Иван',
  managerPatronymic: null,
  managerPost: 'Генеральный директор',
  managerPostAppointmentBasis: 'CHARTER',
  webSiteUrl: null,
};

export const profileForm: CompanyProfileFormDto = (() => {
  const { webSiteUrl, ...rest } = registrationInfo;
  return { ...rest, website: webSiteUrl };
})();

export function requestOf(status: RequestStatus, overrides: Partial<CompanyRegistrationRequestDto> = {}): CompanyRegistrationRequestDto {
  const history: CompanyRegistrationRequestDto['statusHistory'] = [
    { status: 'CREATED', commentary: null, createdAt: '2026-11-20T09:00:00Z', actor: 'APPLICANT' },
  ];
  if (status !== 'CREATED') {
    history.push({
      status,
      commentary: status === 'FIX_REQUIRED' || status === 'DECLINED' ? 'Уточните юридический адрес' : null,
      createdAt: '2026-11-21T10:30:00Z',
      actor: 'REVIEWER',
    });
  }
  return {
    id: 'r1',
    kind: 'REGISTRATION',
    status,
    companyId: status === 'APPROVED' ? 'c1' : null,
    previousRegistrationInfo: null,
    registrationInfo,
    statusHistory: history,
    applicant: { userId: 'u1', login: 'pilot@nebo.local', firstName: 'Иван', lastName: 'Петров', email: 'pilot@nebo.local' },
    contractFile: null,
    createdAt: '2026-11-20T09:00:00Z',
    updatedAt: '2026-11-21T10:30:00Z',
    ...overrides,
  } as CompanyRegistrationRequestDto;
}

export function summaryOf(myRoles: string[] = ['ADMIN'], overrides: Partial<CompanySummaryDto> = {}): CompanySummaryDto {
  return {
    id: 'c1',
    name: 'Общество с ограниченной ответственностью «Небо-Тест»',
    shortName: 'ООО «Небо-Тест»',
    avatar: null,
    dronesCount: 3,
    companyStaffRolesCounts: [
      { code: 'ADMIN', count: 1 },
      { code: 'MANAGER', count: 0 },
      { code: 'PILOT', count: 2 },
      { code: 'SIGNER', count: 1 },
    ],
    myRoles,
    ...overrides,
  } as CompanySummaryDto;
}

export const diffOf = (overrides: Partial<CompanyGeneralInfoDiffDto> = {}): CompanyGeneralInfoDiffDto =>
  ({ current: profileForm, requested: null, changedFields: [], request: null, ...overrides }) as CompanyGeneralInfoDiffDto;

/** A signed-in user against a scripted API (dictionaries answered empty: the forms fall back to their own names). */
export function setupApi(): FakeApi {
  const fake = createFakeApi();
  configureApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch, getToken: async () => 'token' });
  act(() => sessionStore.getState().setAuthenticated('token', fakeClaims()));
  for (const name of ['company-type', 'appointment-basis']) {
    fake.on('GET', `/api/company-registration/${name}`, { body: { data: [] } });
    fake.on('GET', `/business/api/company-profile/${name}`, { body: { data: [] } });
  }
  fake.on('GET', '/business/api/company-profile/company-document-type', { body: { data: [] } });
  return fake;
}

/** A company employee (admin unless told otherwise). */
export function setupCompany(roles: string[] = ['ADMIN']): FakeApi {
  const fake = setupApi();
  fake.on('GET', '/business/api/company-profile/summary', { body: summaryOf(roles) });
  return fake;
}

/** The /company/ area as the shell mounts it (under /company/ or /en/company/). */
export function renderCompany(route: string) {
  const basePath = route.startsWith('/en/') ? '/en/company/' : '/company/';
  return renderWithProviders(
    <Routes>
      <Route path={`${basePath}*`} element={<CompanyArea basePath={basePath} />} />
    </Routes>,
    { route },
  );
}

/** /register-company/ as the shell mounts it. */
export function renderRegistration(route = '/register-company/') {
  return renderWithProviders(
    <Routes>
      <Route path={`${route}*`} element={<RegistrationPage />} />
    </Routes>,
    { route },
  );
}
