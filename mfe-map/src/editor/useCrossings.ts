import { useEffect, useState } from 'react';
import { isApiError } from '@nebo/shared-ui';
import { fetchCrossings } from '../api/mapApi';
import type { CrossingsResponse, GeoShape } from '../geo/types';

export type CrossingsState =
  | { status: 'idle' }
  | { status: 'loading'; previous: CrossingsResponse | null }
  | { status: 'ready'; data: CrossingsResponse }
  | { status: 'signIn' }
  | { status: 'error'; message: string };

/** Quiet time after the last change before the crossings are asked for (a drag or typing settles first). */
export const CROSSINGS_DEBOUNCE_MS = 400;

/**
 * The crossings of the route, refreshed live as it changes: debounced, and an answer to an older route
 * is dropped (its request is aborted) so the panel always matches what is drawn.
 */
export function useCrossings(geometry: GeoShape | null): CrossingsState {
  const [state, setState] = useState<CrossingsState>({ status: 'idle' });
  const key = geometry ? JSON.stringify(geometry) : '';

  useEffect(() => {
    if (!key) {
      setState({ status: 'idle' });
      return undefined;
    }
    const controller = new AbortController();
    setState((current) => ({
      status: 'loading',
      previous: current.status === 'ready' ? current.data : current.status === 'loading' ? current.previous : null,
    }));
    const timer = window.setTimeout(() => {
      fetchCrossings(JSON.parse(key) as GeoShape, controller.signal)
        .then((data) => setState({ status: 'ready', data }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          if (isApiError(error) && error.statusCode === 401) setState({ status: 'signIn' });
          else setState({ status: 'error', message: (error as { message?: string }).message ?? String(error) });
        });
    }, CROSSINGS_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [key]);

  return state;
}
