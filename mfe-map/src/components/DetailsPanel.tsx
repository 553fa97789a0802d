import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, formatDateTime } from '@nebo/shared-ui';
import { fetchLayerObject } from '../api/mapApi';
import { isMapGenerator, type LayerCode, type LayerObjectDetail } from '../geo/types';
import { NAMESPACE } from '../namespace';
import { ErrorText, Facts, Muted, Panel } from './panelStyles';

export interface PickedObject {
  id: string;
  layer: LayerCode;
  name: string;
}

/**
 * One of the other objects at the clicked point: a long zone name wraps inside the side column (a button
 * keeps its text on one line, which widened the page past a phone's screen).
 */
const OtherButton = styled(Button)`
  white-space: normal;
  text-align: left;
  justify-content: flex-start;
  padding-top: ${({ theme }) => theme.spacing(1)};
  padding-bottom: ${({ theme }) => theme.spacing(1)};
  overflow-wrap: anywhere;
`;

const text = (value: unknown): string | null => (value === undefined || value === null || value === '' ? null : String(value));

/** Zone details on click: code, altitude band, schedule, authority (and what an aerodrome has instead). */
export function DetailsPanel({
  picked,
  others,
  onPick,
  onClose,
}: {
  picked: PickedObject | null;
  others: PickedObject[];
  onPick: (object: PickedObject) => void;
  onClose: () => void;
}): ReactElement {
  const { t, i18n } = useTranslation(NAMESPACE);
  // Name and source come in the page's language (the API client sends it as Accept-Language): one entry per language.
  const detail = useQuery({
    queryKey: ['map', 'object', picked?.layer, picked?.id, i18n.language],
    queryFn: ({ signal }) => fetchLayerObject((picked as PickedObject).id, (picked as PickedObject).layer, signal),
    enabled: picked !== null,
    staleTime: 60_000,
  });

  return (
    <Panel aria-labelledby="map-details-title" aria-live="polite" data-testid="map-details">
      <h2 id="map-details-title">{t('details.title')}</h2>
      {picked === null ? <Muted>{t('details.empty')}</Muted> : null}
      {picked !== null && detail.isPending ? <Muted>{t('details.loading')}</Muted> : null}
      {picked !== null && detail.isError ? (
        <ErrorText role="alert">{t('details.error', { message: detail.error.message })}</ErrorText>
      ) : null}
      {picked !== null && detail.data ? <DetailFacts object={detail.data} /> : null}
      {others.length > 0 ? (
        <>
          <Muted>{t('details.others')}</Muted>
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {others.map((other) => (
              <li key={`${other.layer}:${other.id}`}>
                <OtherButton $variant="ghost" $size="sm" type="button" onClick={() => onPick(other)}>
                  {other.name}
                </OtherButton>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {picked !== null ? (
        <Button $variant="secondary" $size="sm" type="button" onClick={onClose}>
          {t('details.close')}
        </Button>
      ) : null}
    </Panel>
  );
}

/**
 * Where the object comes from: for a generated one, how it was made, in the page's language from its
 * generator code; otherwise (or for a code this page does not know) the backend's text, already in it.
 */
function sourceText(object: LayerObjectDetail, t: (key: string) => string): string {
  const generator = object.properties.generator;
  return isMapGenerator(generator) ? t(`details.generators.${generator}`) : object.source;
}

function DetailFacts({ object }: { object: LayerObjectDetail }): ReactElement {
  const { t, i18n } = useTranslation(NAMESPACE);
  const p = object.properties;
  const unknown = t('details.unknown');
  const lower = text(p.lowerLimit);
  const upper = text(p.upperLimit);
  const unit = t(p.altitudeUnit === 'FT' ? 'details.unitFT' : 'details.unitM');
  const isZone = object.layer.endsWith('_ZONES') || object.layer === 'CONTROL_AREAS';
  return (
    <>
      <p style={{ margin: 0, fontWeight: 600 }}>{object.name}</p>
      <Facts>
        <dt>{t('details.layer')}</dt>
        <dd>{t(`layers.${object.layer}`)}</dd>
        {isZone ? (
          <>
            <dt>{t('details.code')}</dt>
            <dd>{text(p.code) ?? unknown}</dd>
            <dt>{t('details.altitude')}</dt>
            <dd>
              {lower !== null || upper !== null
                ? `${t('details.altitudeValue', { lower: lower ?? '0', upper: upper ?? '∞', unit })}${text(p.verticalReference) ? ` (${String(p.verticalReference)})` : ''}`
                : unknown}
            </dd>
            <dt>{t('details.schedule')}</dt>
            <dd>{text(p.schedule) ?? unknown}</dd>
            <dt>{t('details.authority')}</dt>
            <dd>{text(p.authority) ?? unknown}</dd>
          </>
        ) : null}
        {text(p.icao) ? (
          <>
            <dt>{t('details.icao')}</dt>
            <dd>{String(p.icao)}</dd>
          </>
        ) : null}
        {text(p.landingSiteType) ? (
          <>
            <dt>{t('details.landingSiteType')}</dt>
            <dd>{t(`details.siteTypes.${String(p.landingSiteType)}`, { defaultValue: String(p.landingSiteType) })}</dd>
          </>
        ) : null}
        <dt>{t('details.status')}</dt>
        <dd>{object.active ? t('details.active') : t('details.inactive')}</dd>
        {object.validFrom || object.validTo ? (
          <>
            <dt>{t('details.validity')}</dt>
            <dd>
              {t('details.validityRange', { from: formatDateTime(object.validFrom) || '…', to: formatDateTime(object.validTo) || '…' })}
            </dd>
          </>
        ) : null}
        <dt>{t('details.source')}</dt>
        <dd>{sourceText(object, t)}</dd>
      </Facts>
      {p.generated === true ? <Muted>{t('details.generated')}</Muted> : null}
      {p.nameRuTransliterated === true && i18n.language === 'ru' ? <Muted>{t('details.transliterated')}</Muted> : null}
    </>
  );
}
