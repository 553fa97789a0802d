import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@nebo/shared-ui';
import { ErrorText } from '../components/panelStyles';
import { CoordinateParseError, parseLatLng } from '../geo/coordinates';
import type { LatLng } from '../geo/types';
import { NAMESPACE } from '../namespace';

export type CoordinateTarget = 'shape' | 'START' | 'FINISH';

/** Coordinates typed in (decimal or DD°MM'SS"), for a shape point or the take-off / landing point. */
export function CoordinateForm({
  canUpdate,
  onAdd,
  onUpdate,
}: {
  canUpdate: boolean;
  onAdd: (target: CoordinateTarget, point: LatLng) => void;
  onUpdate: (point: LatLng) => void;
}): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const [text, setText] = useState('');
  const [target, setTarget] = useState<CoordinateTarget>('shape');
  const [error, setError] = useState<string | null>(null);

  const read = (): LatLng | null => {
    try {
      const point = parseLatLng(text);
      setError(null);
      return point;
    } catch (cause) {
      if (!(cause instanceof CoordinateParseError)) throw cause;
      setError(t(`coordinates.errors.${cause.reason}`));
      return null;
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const point = read();
    if (point) {
      onAdd(target, point);
      setText('');
    }
  };

  return (
    <form onSubmit={submit} style={{ display: 'grid', gap: 8 }} aria-labelledby={`${id}-legend`}>
      <span id={`${id}-legend`} style={{ fontWeight: 600 }}>
        {t('editor.coordinate')}
      </span>
      <input
        aria-label={t('editor.coordinate')}
        value={text}
        placeholder={`55.7558, 37.6173 · 55°45'21"N 37°37'02"E`}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        style={{ font: 'inherit', padding: '8px 10px' }}
      />
      <label style={{ display: 'grid', gap: 4, fontSize: 14 }}>
        {t('editor.coordinateTarget')}
        <select
          value={target}
          onChange={(event) => setTarget(event.target.value as CoordinateTarget)}
          style={{ font: 'inherit', padding: '6px 8px' }}
        >
          <option value="shape">{t('editor.tools.shape')}</option>
          <option value="START">{t('editor.tools.START')}</option>
          <option value="FINISH">{t('editor.tools.FINISH')}</option>
        </select>
      </label>
      {error ? (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      ) : null}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button type="submit" $size="sm">
          {t('editor.addPoint')}
        </Button>
        <Button
          type="button"
          $size="sm"
          $variant="secondary"
          disabled={!canUpdate || target !== 'shape'}
          onClick={() => {
            const point = read();
            if (point) onUpdate(point);
          }}
        >
          {t('editor.updatePoint')}
        </Button>
      </div>
    </form>
  );
}
