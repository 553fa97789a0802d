import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { isApiError, notify, QueriesBoundary } from '@nebo/shared-ui';
import { ProfileSubpage } from '../common/ProfileSubpage';
import { fetchProfile, PROFILE_QUERY_KEY } from '../profileApi';
import { leavePageFor } from './leavePage';
import { SocialAccountRow, type SocialRowState } from './SocialAccountRow';
import {
  bindAddress,
  bindOutcomeOf,
  fetchConfiguredNetworks,
  SOCIAL_NETWORKS,
  SOCIAL_PROVIDERS_QUERY_KEY,
  unbindSocial,
  withoutOutcome,
  type BindError,
  type SocialNetwork,
} from './socialNetworks';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * The outcome of the last bind attempt (stays on the page: a toast would vanish before it is read), or,
 * as information, why some networks offer no link.
 */
const Notice = styled.p<{ $tone: 'info' | 'warning' | 'error' }>`
  margin: 0 0 ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ({ info: theme.colors.surfaceMuted, warning: theme.colors.warningSoft, error: theme.colors.errorSoft })[$tone]};
  color: ${({ theme, $tone }) => ({ info: theme.colors.textMuted, warning: theme.colors.warning, error: theme.colors.error })[$tone]};
`;

/**
 * /profile/socials/: the spec's networks, each linked, not linked, or not set up on the platform (asked
 * up front, so such a row offers no link that cannot work). Linking is a browser navigation to the
 * backend, which sends the browser back here with `socialBound` or `socialError` — still possible for
 * every network, e.g. when the provider refuses or its set-up was removed since the list was read.
 */
export function SocialAccountsPage(): ReactElement {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: fetchProfile });
  const configured = useQuery({ queryKey: SOCIAL_PROVIDERS_QUERY_KEY, queryFn: fetchConfiguredNetworks });
  const [failure, setFailure] = useState<{ provider: SocialNetwork; error: BindError } | null>(null);
  const [leavingFor, setLeavingFor] = useState<SocialNetwork | null>(null);
  const nameOf = (provider: SocialNetwork) => t(`profile.socials.networks.${provider}`);

  // The way back from the bind navigation: report the outcome once (not again when the effect re-runs
  // before the address is cleaned, e.g. in StrictMode), then drop it from the address.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    const outcome = bindOutcomeOf(new URLSearchParams(location.search));
    if (!outcome || reported.current === location.search) return;
    reported.current = location.search;
    if ('bound' in outcome) {
      notify.success(t('profile.socials.boundNotice', { name: t(`profile.socials.networks.${outcome.provider}`) }));
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    } else {
      setFailure(outcome);
    }
    void navigate(
      { pathname: location.pathname, search: withoutOutcome(new URLSearchParams(location.search)), hash: location.hash },
      { replace: true },
    );
  }, [location.search, location.pathname, location.hash, navigate, queryClient, t]);

  const unbind = useMutation({
    mutationFn: unbindSocial,
    onSuccess: (_answer, provider) => notify.success(t('profile.socials.unboundNotice', { name: nameOf(provider) })),
    onError: (error, provider) => {
      if (isApiError(error) && error.statusCode === 404) notify.primary(t('profile.socials.alreadyUnbound', { name: nameOf(provider) }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
  });

  const bind = async (provider: SocialNetwork) => {
    setFailure(null);
    setLeavingFor(provider);
    leavePageFor(await bindAddress(provider, window.location.href));
  };

  return (
    <ProfileSubpage title={t('profile.socials.title')} intro={t('profile.socials.intro')}>
      <QueriesBoundary queries={[profile, configured]} errorTitle={t('profile.common.loadFailed')}>
        {([person, networks]) => {
          const bound = new Set((person.userSocialIdentities ?? []).map((identity) => identity.socialName));
          // A linked account stays unlinkable even if its network is no longer set up: unbinding needs no provider.
          const stateOf = (provider: SocialNetwork): SocialRowState =>
            bound.has(provider) ? 'bound' : networks.includes(provider) ? 'not-bound' : 'not-configured';
          // Said once for the page, not on every row: with nothing set up that would be nine identical warnings.
          const unavailable = SOCIAL_NETWORKS.filter((provider) => stateOf(provider) === 'not-configured').length;
          const unavailableNote =
            unavailable === 0
              ? null
              : unavailable === SOCIAL_NETWORKS.length
                ? t('profile.socials.noneConfiguredNote')
                : t('profile.socials.notConfiguredNote', { count: unavailable });
          return (
            <>
              {failure ? (
                <Notice role="alert" $tone={failure.error === 'not-configured' ? 'warning' : 'error'}>
                  {t(`profile.socials.errors.${failure.error}`, { name: nameOf(failure.provider) })}
                </Notice>
              ) : null}
              {unavailableNote ? <Notice $tone="info">{unavailableNote}</Notice> : null}
              {unbind.isError && !(isApiError(unbind.error) && unbind.error.statusCode === 404) ? (
                <Notice role="alert" $tone="error">
                  {unbind.error.message}
                </Notice>
              ) : null}
              <List aria-label={t('profile.socials.listLabel')}>
                {SOCIAL_NETWORKS.map((provider) => (
                  <SocialAccountRow
                    key={provider}
                    provider={provider}
                    state={stateOf(provider)}
                    busy={leavingFor === provider || (unbind.isPending && unbind.variables === provider)}
                    onBind={() => void bind(provider).catch(() => setLeavingFor(null))}
                    onUnbind={() => unbind.mutate(provider)}
                  />
                ))}
              </List>
            </>
          );
        }}
      </QueriesBoundary>
    </ProfileSubpage>
  );
}
