import type { Dispatch, ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@nebo/shared-ui';
import { Muted } from '../components/panelStyles';
import { formatLatLng } from '../geo/coordinates';
import { NAMESPACE } from '../namespace';
import type { EditorAction, EditorState } from './editorState';

/** The shape's points as a list: the non-visual way to review, select and remove them. */
export function PointList({
  state,
  format,
  dispatch,
}: {
  state: EditorState;
  format: 'decimal' | 'dms';
  dispatch: Dispatch<EditorAction>;
}): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const rings = state.shape.rings;
  if (rings.every((ring) => ring.length === 0)) return <Muted>{t('editor.noPoints')}</Muted>;
  return (
    <div data-testid="route-points" style={{ display: 'grid', gap: 8 }}>
      {rings.map((ring, ringIndex) =>
        ring.length === 0 ? null : (
          <div key={ringIndex}>
            {rings.length > 1 ? <strong style={{ fontSize: 14 }}>{t('editor.polygon', { index: ringIndex + 1 })}</strong> : null}
            <ol style={{ margin: 0, paddingLeft: 22, display: 'grid', gap: 2, fontSize: 14 }}>
              {ring.map((point, index) => {
                const selected = state.selected?.ring === ringIndex && state.selected.index === index;
                return (
                  <li key={index} aria-current={selected ? 'true' : undefined} style={{ fontWeight: selected ? 600 : 400 }}>
                    <span style={{ fontFamily: 'monospace', marginRight: 8 }}>{formatLatLng(point, format)}</span>
                    <Button
                      type="button"
                      $size="sm"
                      $variant="ghost"
                      aria-pressed={selected}
                      aria-label={t('editor.select', { index: index + 1 })}
                      onClick={() => dispatch({ type: 'select', at: { ring: ringIndex, index } })}
                    >
                      {selected ? t('editor.selected') : '→'}
                    </Button>
                    <Button
                      type="button"
                      $size="sm"
                      $variant="ghost"
                      aria-label={t('editor.remove', { index: index + 1 })}
                      onClick={() => dispatch({ type: 'deletePoint', at: { ring: ringIndex, index } })}
                    >
                      {'×'}
                    </Button>
                  </li>
                );
              })}
            </ol>
          </div>
        ),
      )}
    </div>
  );
}
