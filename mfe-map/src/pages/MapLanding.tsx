import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, useLocale } from '@nebo/shared-ui';
import { SectionLanding } from '@nebo/shared-ui';
import { NAMESPACE } from '../namespace';

const LAYERS = ['airports', 'controlAreas', 'restricted', 'temporary', 'boundaries', 'weather', 'sun'] as const;

const LayerList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(280px, 100%), 1fr));
  gap: ${({ theme }) => theme.spacing(2, 6)};
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  padding-left: ${({ theme }) => theme.spacing(5)};
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.spacing(2, 0, 0)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/** /map/ — the public airspace map: what it shows and how it is used when planning a flight. */
export function MapLanding(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  return (
    <SectionLanding
      title={t('map.title')}
      description={t('map.description')}
      linksLabel={t('sections')}
      links={[{ to: localize('/flight/new/'), title: t('map.plan.title'), text: t('map.plan.text') }]}
    >
      <Card title={t('map.layersTitle')}>
        <LayerList>
          {LAYERS.map((layer) => (
            <li key={layer}>{t(`map.layers.${layer}`)}</li>
          ))}
        </LayerList>
        <Note>{t('map.altitude')}</Note>
        <Note>{t('map.offline')}</Note>
      </Card>
    </SectionLanding>
  );
}
