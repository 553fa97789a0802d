import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { usePendingRequests } from '../loading/loadingStore';

/** Shown only if loading lasts over 200 ms, 5 s run, hidden 500 ms after the last call (docs/requirements.md#ui-async-states). */
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 5000;
export const LOADING_BAR_HIDE_DELAY_MS = 500;

export type LoadingBarPhase = 'idle' | 'running' | 'finishing';

const run = keyframes`
  from { transform: scaleX(0); }
  to { transform: scaleX(0.92); }
`;

const Track = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  height: 3px;
  z-index: ${({ theme }) => theme.zIndex.loadingBar};
  pointer-events: none;
`;

const Bar = styled.div<{ $phase: LoadingBarPhase }>`
  height: 100%;
  background: ${({ theme }) => theme.colors.accent};
  box-shadow: 0 0 6px ${({ theme }) => theme.colors.sky};
  transform-origin: left center;
  animation: ${run} ${LOADING_BAR_DURATION_MS}ms cubic-bezier(0.1, 0.7, 0.3, 1) forwards;
  ${({ $phase }) => ($phase === 'finishing' ? 'animation: none; transform: scaleX(1); opacity: 0; transition: opacity 400ms ease-out 100ms;' : '')}
`;

/**
 * The thin bar at the top while calls are in flight. Quick calls (under 200 ms) never flash it.
 */
export function useLoadingBarPhase(pending: number): LoadingBarPhase {
  const [phase, setPhase] = useState<LoadingBarPhase>('idle');

  useEffect(() => {
    if (pending > 0) {
      if (phase === 'running') return undefined;
      const timer = setTimeout(() => setPhase('running'), phase === 'finishing' ? 0 : LOADING_BAR_THROTTLE_MS);
      return () => clearTimeout(timer);
    }
    if (phase === 'running') setPhase('finishing');
    if (phase === 'finishing') {
      const timer = setTimeout(() => setPhase('idle'), LOADING_BAR_HIDE_DELAY_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [pending, phase]);

  return phase;
}

export function LoadingBar(): ReactElement | null {
  const { t } = useTranslation('ui');
  const phase = useLoadingBarPhase(usePendingRequests());
  if (phase === 'idle') return null;
  return (
    <Track role="progressbar" aria-label={t('loading')} aria-busy={phase === 'running'}>
      <Bar $phase={phase} />
    </Track>
  );
}
