import { useMemo } from 'react';
import { currentScope, useSession, type Locale } from '@nebo/shared-ui';
import { useDeployment } from '../federation';
import { audienceOf, type Audience } from './audience';
import { visibleNav, type NavContext } from './filterNav';
import type { NavGroupDef } from './navTable';

/** The signed-in user's audience, from the summary's scope (or the token's roles until it loads). */
export function useAudience(): Audience {
  const status = useSession((state) => state.status);
  const summary = useSession((state) => state.summary);
  const claims = useSession((state) => state.claims);
  return useMemo(() => audienceOf(status === 'authenticated', currentScope({ status, summary, claims })), [status, summary, claims]);
}

/** The signed-in user's roles: the summary's scope, or the token's roles until it loads. */
export function useScope(): readonly string[] {
  const status = useSession((state) => state.status);
  const summary = useSession((state) => state.summary);
  const claims = useSession((state) => state.claims);
  return useMemo(() => (status === 'authenticated' ? currentScope({ status, summary, claims }) : []), [status, summary, claims]);
}

export function useNavContext(): NavContext {
  const audience = useAudience();
  const scope = useScope();
  const { hasRoute } = useDeployment();
  return useMemo(() => ({ audience, hasRoute, scope }), [audience, hasRoute, scope]);
}

/** Groups of `table` this user may see in this deployment. */
export function useVisibleNav(table: readonly NavGroupDef[]): NavGroupDef[] {
  const context = useNavContext();
  return useMemo(() => visibleNav(table, context), [table, context]);
}

export type { Locale };
