import { useQuery } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import {
  ButtonLink,
  DRONE_TYPES,
  DronePicture,
  EmptyState,
  ListPage,
  ListResults,
  media,
  Select,
  TextField,
  useDebounced,
  useListSearchParams,
  useLocale,
  useSearchTextInAddress,
} from '@nebo/shared-ui';
import { ResponsiveTable } from '../employees/ResponsiveTable';
import { useCompany } from '../layout/CompanyContext';
import { NAMESPACE } from '../namespace';
import { COMPANY_DRONES_PAGE_SIZE, companyDroneKeys, fetchCompanyDrones, type CompanyDroneListItem } from './companyDronesApi';
import { mainImageOf, modelLabel } from './droneBits';

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3, 4)};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 768px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

/** The table from 768 px (the 1200 px layout); below, cards. Only one of them is displayed (and so announced). */
const Wide = styled.div`
  ${media.down('md')} {
    display: none;
  }
  td.photo {
    width: 72px;
  }
`;

const Cards = styled.ul`
  display: none;
  ${media.down('md')} {
    display: grid;
  }
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    position: relative;
    display: grid;
    grid-template-columns: 88px minmax(0, 1fr);
    gap: ${({ theme }) => theme.spacing(3)};
    padding: ${({ theme }) => theme.spacing(3)};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
  }
  li:focus-within {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.md};
  }
  /* The whole card is the link's hit area; the link text stays the drone's name. */
  h2 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm};
    overflow-wrap: anywhere;
  }
`;

function DronesView({ drones }: { drones: CompanyDroneListItem[] }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const href = (id: string) => localize(`/company/profile/drones/${id}/`);
  const kind = (drone: CompanyDroneListItem) => (drone.droneType ? t(`drones:droneType.${drone.droneType}`) : t('drones.none'));
  const weight = (drone: CompanyDroneListItem) => (drone.weightClass ? t(`drones:weightClass.${drone.weightClass}`) : t('drones.none'));
  return (
    <>
      <Wide>
        <ResponsiveTable aria-label={t('drones.tableLabel')}>
          <thead>
            <tr>
              <th scope="col">{t('drones.columns.photo')}</th>
              <th scope="col">{t('drones.columns.name')}</th>
              <th scope="col">{t('drones.columns.registrationNumber')}</th>
              <th scope="col">{t('drones.columns.serialNumber')}</th>
              <th scope="col">{t('drones.columns.type')}</th>
              <th scope="col">{t('drones.columns.weightClass')}</th>
            </tr>
          </thead>
          <tbody>
            {drones.map((drone) => (
              <tr key={drone.id}>
                <td className="photo">
                  <DronePicture source={mainImageOf(drone)} alt="" ratio="1 / 1" />
                </td>
                <th scope="row">
                  <Link to={href(drone.id)}>{drone.name}</Link>
                  <span className="sub">{modelLabel(drone.manufacturer, drone.model?.name) || null}</span>
                </th>
                <td>{drone.registrationNumber || t('drones.none')}</td>
                <td>{drone.serialNumber || t('drones.none')}</td>
                <td>{kind(drone)}</td>
                <td>{weight(drone)}</td>
              </tr>
            ))}
          </tbody>
        </ResponsiveTable>
      </Wide>
      <Cards aria-label={t('drones.tableLabel')}>
        {drones.map((drone) => (
          <li key={drone.id}>
            <DronePicture source={mainImageOf(drone)} alt="" ratio="1 / 1" />
            <div>
              <h2>
                <Link to={href(drone.id)}>{drone.name}</Link>
              </h2>
              <p>{modelLabel(drone.manufacturer, drone.model?.name) || t('drones.none')}</p>
              <p>
                {t('drones:fields.registrationNumber')}: {drone.registrationNumber || t('drones.none')}
              </p>
              <p>
                {kind(drone)} · {weight(drone)}
              </p>
            </div>
          </li>
        ))}
      </Cards>
    </>
  );
}

/**
 * /company/profile/drones/ — the company's drones, searched and filtered by type (kept in the address), paged; a
 * table on wide screens and cards on phones. Company admins add drones; every employee reads them.
 */
export function CompanyDronesPage(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const { isAdmin } = useCompany();
  const list = useListSearchParams();
  const droneType = list.params.get('droneType') ?? '';
  const [text, setText] = useState(list.params.get('query') ?? '');
  const settled = useDebounced(text.trim(), 300);
  useSearchTextInAddress(settled, list);
  const filter = { query: list.params.get('query') ?? '', droneType };
  const filtered = Boolean(filter.query || filter.droneType);

  const drones = useQuery({
    queryKey: companyDroneKeys.list(filter, list.page),
    queryFn: () => fetchCompanyDrones(filter, list.page),
    placeholderData: (previous) => previous,
  });

  const emptyState = filtered ? (
    <EmptyState title={t('drones.nothingFound')} description={t('drones.nothingFoundText')} />
  ) : (
    <EmptyState
      title={t('drones.empty')}
      description={isAdmin ? t('drones.emptyText') : t('drones.emptyReader')}
      action={isAdmin ? <ButtonLink to={localize('/company/profile/drones/new/')}>{t('drones.add')}</ButtonLink> : undefined}
    />
  );

  return (
    <ListPage
      title={t('drones.title')}
      description={t('drones.lead')}
      actions={isAdmin ? <ButtonLink to={localize('/company/profile/drones/new/')}>{t('drones.add')}</ButtonLink> : null}
      filtersLabel={t('drones.filtersLabel')}
      filters={
        <Filters>
          <TextField
            label={t('drones.search')}
            hint={t('drones.searchHint')}
            type="search"
            value={text}
            onChange={setText}
            autoComplete="off"
          />
          <Select
            label={t('drones.droneType')}
            value={droneType}
            options={DRONE_TYPES.map((code) => ({ value: code, label: t(`drones:droneType.${code}`) }))}
            placeholder={t('drones.anyType')}
            onChange={(value) => list.update({ droneType: value || null })}
          />
        </Filters>
      }
    >
      <ListResults
        query={drones}
        label={t('drones.tableLabel')}
        loadingLabel={t('drones.loading')}
        errorTitle={t('drones.loadFailed')}
        retryLabel={t('drones.retry')}
        paging={{ page: list.page, size: COMPANY_DRONES_PAGE_SIZE, onChange: list.setPage }}
        gap={4}
        empty={emptyState}
      >
        {(page) => <DronesView drones={page.data} />}
      </ListResults>
    </ListPage>
  );
}
