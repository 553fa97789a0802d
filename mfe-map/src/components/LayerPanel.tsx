import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BareFieldset } from '@nebo/shared-ui';
import { LAYER_CODES, type LayerCode } from '../geo/types';
import { BASE_COLORS, LAYER_COLORS, OUTLINE_ONLY, withAlpha } from '../map/layerStyles';
import { NAMESPACE } from '../namespace';

const Fieldset = styled(BareFieldset)`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  legend {
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    margin-bottom: ${({ theme }) => theme.spacing(2)};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(2)};
    cursor: pointer;
    min-height: 28px;
  }
`;

const Swatch = styled.span<{ $color: string; $fill: string; $round?: boolean; $dashed?: boolean }>`
  flex: none;
  width: 18px;
  height: 14px;
  border: 2px ${({ $dashed }) => ($dashed ? 'dashed' : 'solid')} ${({ $color }) => $color};
  background: ${({ $fill }) => $fill};
  border-radius: ${({ $round }) => ($round ? '50%' : '3px')};
`;

/** A line symbol (rivers): the stroke as the map draws it, centred in a swatch's box. */
const LineSwatch = styled.span<{ $color: string }>`
  flex: none;
  width: 18px;
  height: 14px;
  background: linear-gradient(${({ $color }) => $color}, ${({ $color }) => $color}) center / 100% 2px no-repeat;
`;

const LegendList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  font-size: ${({ theme }) => theme.typography.size.sm};
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(2)};
  }
`;

export function layerSwatch(layer: LayerCode) {
  const color = LAYER_COLORS[layer];
  const point = layer === 'AIRPORTS' || layer === 'WEATHER_STATIONS';
  return (
    <Swatch
      aria-hidden="true"
      $color={color}
      $fill={point ? color : OUTLINE_ONLY.has(layer) ? 'transparent' : withAlpha(color, 0.25)}
      $round={point}
    />
  );
}

/** The layer switcher: one checkbox per layer of the API, each with the colour it is drawn in. */
export function LayerPanel({
  visible,
  onToggle,
}: {
  visible: readonly LayerCode[];
  onToggle: (layer: LayerCode, on: boolean) => void;
}): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Fieldset>
      <legend>{t('layers.title')}</legend>
      {LAYER_CODES.map((layer) => (
        <label key={layer}>
          <input type="checkbox" checked={visible.includes(layer)} onChange={(event) => onToggle(layer, event.target.checked)} />
          {layerSwatch(layer)}
          <span>{t(`layers.${layer}`)}</span>
        </label>
      ))}
    </Fieldset>
  );
}

/** What the symbols of the map mean, the shipped base layer included. */
export function Legend(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section aria-labelledby="map-legend-title">
      <h2 id="map-legend-title" style={{ fontSize: '1rem', margin: '0 0 8px' }}>
        {t('legend.title')}
      </h2>
      <LegendList>
        <li>
          <Swatch aria-hidden="true" $color={LAYER_COLORS.RESTRICTED_ZONES} $fill={withAlpha(LAYER_COLORS.RESTRICTED_ZONES, 0.25)} />
          <Swatch aria-hidden="true" $color={LAYER_COLORS.RESTRICTED_ZONES} $fill="transparent" $dashed />
          {t('legend.area')}
        </li>
        <li>
          <Swatch aria-hidden="true" $color={LAYER_COLORS.AIRPORTS} $fill={LAYER_COLORS.AIRPORTS} />
          {t('legend.aerodrome')}
        </li>
        <li>
          <Swatch aria-hidden="true" $color={LAYER_COLORS.WEATHER_STATIONS} $fill={LAYER_COLORS.WEATHER_STATIONS} $round />
          {t('legend.station')}
        </li>
        <li>
          <Swatch aria-hidden="true" $color={BASE_COLORS.countryBorder} $fill={BASE_COLORS.land} />
          {t('legend.land')}
        </li>
        <li>
          <Swatch aria-hidden="true" $color={BASE_COLORS.waterEdge} $fill={BASE_COLORS.water} />
          {t('legend.water')}
        </li>
        <li>
          <LineSwatch aria-hidden="true" $color={BASE_COLORS.river} />
          {t('legend.river')}
        </li>
        <li>
          <Swatch aria-hidden="true" $color={BASE_COLORS.regionBorder} $fill="transparent" $dashed />
          {t('legend.region')}
        </li>
        <li>
          <Swatch aria-hidden="true" $color={BASE_COLORS.locality} $fill={BASE_COLORS.locality} $round />
          {t('legend.locality')}
        </li>
      </LegendList>
    </section>
  );
}
