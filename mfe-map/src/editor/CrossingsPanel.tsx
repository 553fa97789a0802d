import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText, Muted, Panel } from '../components/panelStyles';
import type { CrossingsResponse } from '../geo/types';
import { NAMESPACE } from '../namespace';
import type { CrossingsState } from './useCrossings';

/** The aerodromes, authorities and zones the route crosses, updated live. */
export function CrossingsPanel({ state }: { state: CrossingsState }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const data = state.status === 'ready' ? state.data : state.status === 'loading' ? state.previous : null;
  return (
    <Panel aria-labelledby="route-crossings-title" aria-live="polite" aria-busy={state.status === 'loading'} data-testid="route-crossings">
      <h2 id="route-crossings-title">{t('editor.crossings.title')}</h2>
      {state.status === 'idle' ? <Muted>{t('editor.crossings.idle')}</Muted> : null}
      {state.status === 'loading' ? <Muted>{t('editor.crossings.loading')}</Muted> : null}
      {state.status === 'signIn' ? <Muted>{t('editor.crossings.signIn')}</Muted> : null}
      {state.status === 'error' ? <ErrorText role="alert">{t('editor.crossings.error', { message: state.message })}</ErrorText> : null}
      {data ? <CrossingsList data={data} /> : null}
    </Panel>
  );
}

function CrossingsList({ data }: { data: CrossingsResponse }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  if (data.aerodromes.length + data.authorities.length + data.zones.length === 0) return <Muted>{t('editor.crossings.none')}</Muted>;
  return (
    <>
      {data.zones.length > 0 ? (
        <section aria-label={t('editor.crossings.zones')}>
          <h3 style={{ fontSize: 14, margin: '4px 0' }}>
            {t('editor.crossings.count', { title: t('editor.crossings.zones'), count: data.zones.length })}
          </h3>
          <ul data-testid="crossed-zones" style={{ margin: 0, paddingLeft: 18 }}>
            {data.zones.map((zone) => (
              <li key={zone.id}>
                {t('editor.crossings.item', {
                  name: zone.code ? t('editor.crossings.coded', { name: zone.name, code: zone.code }) : zone.name,
                  what: t(`layers.${zone.layer}`),
                })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {data.aerodromes.length > 0 ? (
        <section aria-label={t('editor.crossings.aerodromes')}>
          <h3 style={{ fontSize: 14, margin: '4px 0' }}>
            {t('editor.crossings.count', { title: t('editor.crossings.aerodromes'), count: data.aerodromes.length })}
          </h3>
          <ul data-testid="crossed-aerodromes" style={{ margin: 0, paddingLeft: 18 }}>
            {data.aerodromes.map((aerodrome) => (
              <li key={aerodrome.id}>
                {t('editor.crossings.item', {
                  name: t('editor.crossings.coded', { name: aerodrome.name, code: aerodrome.code }),
                  what: t(`editor.crossings.${aerodrome.crossedBy}`),
                })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {data.authorities.length > 0 ? (
        <section aria-label={t('editor.crossings.authorities')}>
          <h3 style={{ fontSize: 14, margin: '4px 0' }}>
            {t('editor.crossings.count', { title: t('editor.crossings.authorities'), count: data.authorities.length })}
          </h3>
          <ul data-testid="crossed-authorities" style={{ margin: 0, paddingLeft: 18 }}>
            {data.authorities.map((authority) => (
              <li key={authority.id}>
                {t('editor.crossings.item', { name: authority.name, what: t(`editor.crossings.${authority.type}`) })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
