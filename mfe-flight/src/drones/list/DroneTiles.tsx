import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { DronePicture, useLocale } from '@nebo/shared-ui';
import type { DroneListItem } from '../api/dronesApi';
import { modelLabel } from '../components/modelLabel';
import { NAMESPACE } from '../../namespace';

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(240px, 100%), 1fr));
  gap: ${({ theme }) => theme.spacing(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(3)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  &:hover,
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.md};
  }
  h2 a {
    color: ${({ theme }) => theme.colors.accent};
    text-decoration: none;
  }
  /* The whole tile is the link's hit area; the link text stays the drone's name for screen readers. */
  h2 a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => theme.spacing(1, 3)};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** The drones as tiles: the main (FRONT) photo first. */
export function DroneTiles({ drones }: { drones: readonly DroneListItem[] }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  return (
    <Tiles aria-label={t('drones.list.tilesLabel')}>
      {drones.map((drone) => (
        <Tile key={drone.id}>
          <DronePicture source={drone.mainImage ? { url: drone.mainImage.url, protectedFile: true } : null} alt="" />
          <h2>
            <Link to={localize(`/drones/${drone.id}/`)}>{drone.name}</Link>
          </h2>
          <dl>
            <dt>{t('drones.list.columns.model')}</dt>
            <dd>{modelLabel(drone.manufacturer, drone.model?.name) || t('drones.none')}</dd>
            <dt>{t('drones:fields.registrationNumber')}</dt>
            <dd>{drone.registrationNumber ?? t('drones.none')}</dd>
            <dt>{t('drones:fields.weightClass')}</dt>
            <dd>{drone.weightClass ? t(`drones:weightClass.${drone.weightClass}`) : t('drones.none')}</dd>
          </dl>
        </Tile>
      ))}
    </Tiles>
  );
}
