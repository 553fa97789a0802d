import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { DronePicture, useLocale, VisuallyHidden } from '@nebo/shared-ui';
import type { DroneListItem } from '../api/dronesApi';
import { modelLabel } from '../components/modelLabel';
import { NAMESPACE } from '../../namespace';

const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.size.sm};
  th,
  td {
    padding: ${({ theme }) => theme.spacing(2, 3)};
    text-align: left;
    vertical-align: middle;
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    white-space: nowrap;
  }
  tbody tr + tr td {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  td.photo {
    width: 72px;
  }
  a {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
`;

/** The drones as a table: photo, name (the link), model, numbers, class, year. */
export function DroneTable({ drones }: { drones: readonly DroneListItem[] }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  return (
    <Scroller tabIndex={0} role="region" aria-label={t('drones.list.tableLabel')}>
      <Table>
        <thead>
          <tr>
            <th scope="col">
              <VisuallyHidden>{t('drones.list.columns.photo')}</VisuallyHidden>
            </th>
            <th scope="col">{t('drones:fields.name')}</th>
            <th scope="col">{t('drones.list.columns.model')}</th>
            <th scope="col">{t('drones:fields.registrationNumber')}</th>
            <th scope="col">{t('drones:fields.serialNumber')}</th>
            <th scope="col">{t('drones:fields.weightClass')}</th>
            <th scope="col">{t('drones:fields.issueYear')}</th>
          </tr>
        </thead>
        <tbody>
          {drones.map((drone) => (
            <tr key={drone.id}>
              <td className="photo">
                <DronePicture source={drone.mainImage ? { url: drone.mainImage.url, protectedFile: true } : null} alt="" ratio="1 / 1" />
              </td>
              <td>
                <Link to={localize(`/drones/${drone.id}/`)}>{drone.name}</Link>
              </td>
              <td>{modelLabel(drone.manufacturer, drone.model?.name) || t('drones.none')}</td>
              <td>{drone.registrationNumber ?? t('drones.none')}</td>
              <td>{drone.serialNumber ?? t('drones.none')}</td>
              <td>{drone.weightClass ? t(`drones:weightClass.${drone.weightClass}`) : t('drones.none')}</td>
              <td>{drone.issueYear ?? t('drones.none')}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
