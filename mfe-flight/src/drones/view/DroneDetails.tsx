import { Fragment, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FIGURES, openStoredFile, type Interval } from '@nebo/shared-ui';
import type { Drone, DroneFile } from '../api/dronesApi';
import { NAMESPACE } from '../../namespace';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing(2, 4)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Files = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    border: 0;
    padding: 0;
    background: none;
    color: ${({ theme }) => theme.colors.accent};
    text-decoration: underline;
    cursor: pointer;
    font: inherit;
    text-align: left;
  }
`;

function FileList({ files, empty }: { files: readonly DroneFile[]; empty: string }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  if (files.length === 0) return <>{empty}</>;
  return (
    <Files>
      {files.map((file) => {
        const name = file.filename ?? file.id;
        return (
          <li key={file.id}>
            <button type="button" aria-label={t('drones.view.openFile', { name })} onClick={() => void openStoredFile(file)}>
              {name}
            </button>
          </li>
        );
      })}
    </Files>
  );
}

/** Every field of a drone, with units, and its certificate scans (opened with the access token). */
export function DroneDetails({ drone }: { drone: Drone }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const none = t('drones.none');
  const interval = (value: Interval, unit: string) =>
    value.from === null && value.to === null ? none : t('drones.view.interval', { from: value.from ?? '…', to: value.to ?? '…', unit });
  const rows: [string, string | number | ReactElement][] = [
    [t('drones:fields.manufacturer'), drone.manufacturer ?? none],
    [t('drones.list.columns.model'), drone.model?.name ?? none],
    [t('drones:fields.serialNumber'), drone.serialNumber ?? none],
    [t('drones:fields.registrationNumber'), drone.registrationNumber ?? none],
    [t('drones:fields.issueYear'), drone.issueYear ?? none],
    [t('drones:fields.droneType'), drone.droneType ? t(`drones:droneType.${drone.droneType}`) : none],
    [t('drones:fields.engineType'), drone.engineType ? t(`drones:engineType.${drone.engineType}`) : none],
    [t('drones:fields.engineCount'), drone.engineCount],
    [t('drones:fields.weightClass'), drone.weightClass ? t(`drones:weightClass.${drone.weightClass}`) : none],
    ...FIGURES.map((figure): [string, string] => [
      t(`drones:fields.${figure}`),
      drone[figure] === null ? none : t('drones.view.value', { value: drone[figure], unit: t(`drones:units.${figure}`) }),
    ]),
    [t('drones:fields.temperature'), interval(drone.temperature, t('drones:units.temperature'))],
    [t('drones:fields.windSpeed'), interval(drone.windSpeed, t('drones:units.windSpeed'))],
    [t('drones:fields.registrationCertScans'), <FileList key="registration" files={drone.registrationCertScans} empty={none} />],
    [t('drones:fields.airworthinessCertScans'), <FileList key="airworthiness" files={drone.airworthinessCertScans} empty={none} />],
  ];
  return (
    <List>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </List>
  );
}
