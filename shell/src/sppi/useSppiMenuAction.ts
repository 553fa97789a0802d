import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify, useLocale, useSession } from '@nebo/shared-ui';
import { currentPath } from '../auth/returnPath';
import { useDeployment } from '../federation';
import type { Audience } from '../navigation/audience';
import { useAudience } from '../navigation/useNavigation';
import { fetchSppiSession, postSppiLogout, SPPI_SESSION_KEY } from './sppiApi';
import { startSppiSignIn } from './sppiSignIn';

/** Pilots and company users only: SPPI is not offered to authority staff (part 1 §1), nor to admins. */
export function offersSppi(audience: Audience): boolean {
  return audience === 'simple' || audience === 'company';
}

export interface SppiMenuAction {
  label: string;
  /** Tells a screen reader who is signed in to SPPI, when someone is. */
  description: string | undefined;
  busy: boolean;
  run: () => void;
}

/**
 * The user menu's SPPI entry: «Войти в СППИ» or «Выйти из СППИ» by `GET /sppi/auth/session`; null when it
 * is not offered (no SPPI in this deployment, an authority or admin user) or while the session is asked.
 * A failed sign-out is an error notification (part 1 §8); a successful one refetches the session.
 */
export function useSppiMenuAction(): SppiMenuAction | null {
  const { t } = useTranslation('shell');
  const { locale } = useLocale();
  const { deployment } = useDeployment();
  const status = useSession((state) => state.status);
  const audience = useAudience();
  const queryClient = useQueryClient();
  const sppi = deployment.sppi;
  const offered = sppi !== undefined && status === 'authenticated' && offersSppi(audience);

  const session = useQuery({ queryKey: SPPI_SESSION_KEY, queryFn: fetchSppiSession, enabled: offered });
  const logout = useMutation({
    mutationFn: postSppiLogout,
    onSuccess: () => {
      notify.success(t('sppi.menu.signedOut'));
      void queryClient.invalidateQueries({ queryKey: SPPI_SESSION_KEY });
    },
    onError: () => notify.error(t('sppi.menu.signOutFailed')),
  });

  if (!offered || session.isPending) return null;
  // The session could not be read: offering the sign-in is harmless (it replaces any earlier one).
  if (session.data?.authorized) {
    return {
      label: t('sppi.menu.signOut'),
      description: session.data.login ? t('sppi.menu.signedInAs', { login: session.data.login }) : undefined,
      busy: logout.isPending,
      run: () => {
        if (!logout.isPending) logout.mutate();
      },
    };
  }
  return { label: t('sppi.menu.signIn'), description: undefined, busy: false, run: () => startSppiSignIn(sppi, locale, currentPath()) };
}
