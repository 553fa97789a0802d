import { Fragment, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FIGURES, openStoredFile, PROJECTIONS, DronePicture, type Interval, type StoredFile } from '@nebo/shared-ui';
import { NAMESPACE } from '../namespace';
import type { CompanyDroneDto } from './companyDronesApi';

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
    min-height: 32px;
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

const Photos = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(120px, 100%), 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  figure {
    margin: 0;
  }
  figcaption {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

function FileList({ files }: { files: readonly StoredFile[] }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  if (files.length === 0) return <>{t('drones.view.noFiles')}</>;
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

/** The drone's photos by projection (only those it has). */
export function CompanyDronePhotos({ drone }: { drone: CompanyDroneDto }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const images = drone.imageInfos ?? [];
  if (images.length === 0) return <p>{t('drones.view.noPhotos')}</p>;
  return (
    <Photos>
      {PROJECTIONS.flatMap((projection) => {
        const image = images.find((info) => info.projection === projection);
        if (!image) return [];
        const side = t(`drones:projection.${projection}`);
        return [
          <li key={projection}>
            <figure>
              <DronePicture source={{ url: image.url, protectedFile: true }} alt={t('drones:photos.alt', { side })} />
              <figcaption>{side}</figcaption>
            </figure>
          </li>,
        ];
      })}
    </Photos>
  );
}

/** Every field of a company drone, with units, and its documents: certificates and the proof of ownership. */
export function CompanyDroneDetails({ drone }: { drone: CompanyDroneDto }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const none = t('drones.none');
  const interval = (value: Interval, unit: string) =>
    value.from === null && value.to === null ? none : t('drones.view.interval', { from: value.from ?? '…', to: value.to ?? '…', unit });
  const proof = (drone as { ownershipProofScan?: StoredFile | null }).ownershipProofScan;
  const rows: [string, string | number | ReactElement][] = [
    [t('drones:fields.manufacturer'), drone.manufacturer ?? none],
    [t('drones:fields.serialNumber'), drone.serialNumber ?? none],
    [t('drones:fields.registrationNumber'), drone.registrationNumber ?? none],
    [t('drones:fields.issueYear'), drone.issueYear ?? none],
    [t('drones:fields.droneType'), drone.droneType ? t(`drones:droneType.${drone.droneType}`) : none],
    [t('drones:fields.engineType'), drone.engineType ? t(`drones:engineType.${drone.engineType}`) : none],
    [t('drones:fields.engineCount'), drone.engineCount],
    [t('drones:fields.weightClass'), drone.weightClass ? t(`drones:weightClass.${drone.weightClass}`) : none],
    ...FIGURES.map((figure): [string, string] => [
      t(`drones:fields.${figure}`),
      drone[figure] === null || drone[figure] === undefined
        ? none
        : t('drones.view.value', { value: drone[figure], unit: t(`drones:units.${figure}`) }),
    ]),
    [t('drones:fields.temperature'), interval(drone.temperature, t('drones:units.temperature'))],
    [t('drones:fields.windSpeed'), interval(drone.windSpeed, t('drones:units.windSpeed'))],
    [t('drones:fields.registrationCertScans'), <FileList key="registration" files={drone.registrationCertScans ?? []} />],
    [t('drones:fields.airworthinessCertScans'), <FileList key="airworthiness" files={drone.airworthinessCertScans ?? []} />],
    [t('drones.ownershipProof'), <FileList key="ownership" files={proof ? [proof] : []} />],
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
