import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  ConfirmDialog,
  Button,
  ButtonLink,
  EmptyState,
  formatDateTime,
  ListPage,
  ListResults,
  notify,
  Select,
  TextField,
  ToneBadge,
  useDebounced,
  useListSearchParams,
  useLocale,
  useSearchTextInAddress,
  type BadgeTone,
} from '@nebo/shared-ui';
import { errorText } from '../employees/errorText';
import { ResponsiveTable } from '../employees/ResponsiveTable';
import { RoleBadges } from '../employees/RoleBadges';
import { NAMESPACE } from '../namespace';
import {
  cancelInvitation,
  fetchInvitations,
  fetchInvitationStatuses,
  INVITATION_STATUSES,
  inviteKeys,
  INVITES_PAGE_SIZE,
  resendInvitation,
  type CompanyInvitationDto,
} from './invitesApi';

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3, 4)};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 768px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

const TONES: Record<string, BadgeTone> = { SENT: 'info', ACCEPTED: 'success', DECLINED: 'error', CANCELLED: 'muted', EXPIRED: 'warning' };

/**
 * /company/profile/invites/ (company admins; the route is guarded by the layout) — invitations filtered by status
 * and e-mail (kept in the address), paged; a SENT or EXPIRED one can be sent again, a SENT one cancelled.
 */
export function InvitesPage(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const queryClient = useQueryClient();
  const list = useListSearchParams();
  const status = list.params.get('status') ?? '';
  const [text, setText] = useState(list.params.get('query') ?? '');
  const settled = useDebounced(text.trim(), 300);
  useSearchTextInAddress(settled, list);
  const filter = { status, query: list.params.get('query') ?? '' };
  const filtered = Boolean(filter.status || filter.query);

  const invitations = useQuery({
    queryKey: inviteKeys.list(filter, list.page),
    queryFn: () => fetchInvitations(filter, list.page),
    placeholderData: (previous) => previous,
  });
  const statuses = useQuery({ queryKey: inviteKeys.statuses, queryFn: fetchInvitationStatuses, staleTime: Infinity });
  const [cancelling, setCancelling] = useState<CompanyInvitationDto | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [busyId, setBusyId] = useState<string | null>(null);

  const statusName = (code: string) =>
    statuses.data?.find((item) => item.code === code)?.name ?? t(`invites.statuses.${code}`, { defaultValue: code });
  const statusOptions = INVITATION_STATUSES.map((code) => ({ value: code, label: statusName(code) }));

  const resend = async (invitation: CompanyInvitationDto) => {
    setBusyId(invitation.id);
    try {
      await resendInvitation(invitation.id);
      notify.success(t('invites.resent', { email: invitation.email }));
      await queryClient.invalidateQueries({ queryKey: inviteKeys.all });
    } catch (error) {
      notify.error(errorText(error, t) ?? t('invites.loadFailed'));
    } finally {
      setBusyId(null);
    }
  };

  const cancel = async (invitation: CompanyInvitationDto) => {
    setPending(true);
    setFailure(undefined);
    try {
      await cancelInvitation(invitation.id);
      notify.success(t('invites.cancelled', { email: invitation.email }));
      await queryClient.invalidateQueries({ queryKey: inviteKeys.all });
      setCancelling(null);
    } catch (error) {
      setFailure(errorText(error, t));
    } finally {
      setPending(false);
    }
  };

  const table = (rows: CompanyInvitationDto[]): ReactElement => (
    <ResponsiveTable>
      <thead>
        <tr>
          <th scope="col">{t('invites.columns.email')}</th>
          <th scope="col">{t('invites.columns.roles')}</th>
          <th scope="col">{t('invites.columns.status')}</th>
          <th scope="col">{t('invites.columns.sent')}</th>
          <th scope="col">{t('invites.columns.expires')}</th>
          <th scope="col">{t('invites.columns.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((invitation) => {
          const canResend = invitation.status === 'SENT' || invitation.status === 'EXPIRED';
          const canCancel = invitation.status === 'SENT';
          return (
            <tr key={invitation.id}>
              <th scope="row">
                {invitation.email}
                {invitation.position ? <span className="sub">{invitation.position}</span> : null}
              </th>
              <td data-label={t('invites.columns.roles')}>
                <RoleBadges roles={invitation.roles ?? []} />
              </td>
              <td data-label={t('invites.columns.status')}>
                <ToneBadge tone={TONES[invitation.status] ?? 'muted'}>{statusName(invitation.status)}</ToneBadge>
              </td>
              <td data-label={t('invites.columns.sent')}>
                {formatDateTime(invitation.sentAt ?? invitation.createdAt) || t('invites.none')}
              </td>
              <td data-label={t('invites.columns.expires')}>{formatDateTime(invitation.expiresAt) || t('invites.none')}</td>
              <td data-label={t('invites.columns.actions')}>
                {canResend || canCancel ? (
                  <span className="actions">
                    {canResend ? (
                      <Button
                        $variant="secondary"
                        $size="sm"
                        disabled={busyId === invitation.id}
                        aria-busy={busyId === invitation.id}
                        aria-label={t('invites.resendOf', { email: invitation.email })}
                        onClick={() => void resend(invitation)}
                      >
                        {t('invites.resend')}
                      </Button>
                    ) : null}
                    {canCancel ? (
                      <Button
                        $variant="ghost"
                        $size="sm"
                        aria-label={t('invites.cancelOf', { email: invitation.email })}
                        onClick={() => setCancelling(invitation)}
                      >
                        {t('invites.cancel')}
                      </Button>
                    ) : null}
                  </span>
                ) : (
                  t('invites.none')
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </ResponsiveTable>
  );

  return (
    <ListPage
      title={t('invites.title')}
      description={t('invites.lead')}
      actions={<ButtonLink to={localize('/company/profile/invites/new/')}>{t('invites.new')}</ButtonLink>}
      filtersLabel={t('invites.filtersLabel')}
      filters={
        <Filters>
          <TextField label={t('invites.search')} type="search" value={text} onChange={setText} autoComplete="off" />
          <Select
            label={t('invites.status')}
            value={status}
            options={statusOptions}
            placeholder={t('invites.allStatuses')}
            onChange={(value) => list.update({ status: value || null })}
          />
        </Filters>
      }
    >
      <ListResults
        query={invitations}
        label={t('invites.tableLabel')}
        loadingLabel={t('invites.loading')}
        errorTitle={t('invites.loadFailed')}
        retryLabel={t('invites.retry')}
        paging={{ page: list.page, size: INVITES_PAGE_SIZE, onChange: list.setPage }}
        gap={4}
        empty={
          filtered ? (
            <EmptyState title={t('invites.nothingFound')} description={t('invites.nothingFoundText')} />
          ) : (
            <EmptyState title={t('invites.empty')} description={t('invites.emptyText')} />
          )
        }
      >
        {(page) => table(page.data)}
      </ListResults>
      {cancelling ? (
        <ConfirmDialog
          title={t('invites.cancelTitle')}
          confirmLabel={t('invites.cancelConfirm')}
          cancelLabel={t('invites.keep')}
          pending={pending}
          failure={failure}
          onConfirm={() => void cancel(cancelling)}
          onCancel={() => {
            setCancelling(null);
            setFailure(undefined);
          }}
        >
          {t('invites.cancelText', { email: cancelling.email })}
        </ConfirmDialog>
      ) : null}
    </ListPage>
  );
}
