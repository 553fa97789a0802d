import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, PageHeading, Stack, formatDateTime } from '@nebo/shared-ui';
import { NAMESPACE } from '../namespace';
import { useRemoteVersions, useSystemVersions } from './versionsApi';

const Scroll = styled.div`
  overflow-x: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    font-weight: 600;
    padding: ${({ theme }) => theme.spacing(3, 4)};
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => theme.spacing(2, 4)};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  code {
    word-break: break-all;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * /system-versions/ — what runs now (part 1 L55, part 2 §7.18), for anyone, signed in or not: the server's version,
 * commit and start, the database's migration level, and every interface module of this deployment with the
 * version its manifest names (the shell publishes the deployed remotes through shared-ui).
 */
export function SystemVersionsPage(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const backend = useSystemVersions();
  const remotes = useRemoteVersions();

  const pending = <span role="status">{t('versions.loading')}</span>;
  const failed = (text: string, retry: () => void): ReactNode => (
    <span role="alert">
      {text}{' '}
      <Button type="button" $variant="ghost" $size="sm" onClick={retry}>
        {t('versions.retry')}
      </Button>
    </span>
  );
  const backendCell = (render: (data: NonNullable<typeof backend.data>) => ReactNode) =>
    backend.isPending
      ? pending
      : backend.isError
        ? failed(t('versions.backendFailed'), () => void backend.refetch())
        : render(backend.data);

  return (
    <Stack $gap={5}>
      <PageHeading title={t('versions.title')} description={t('versions.description')} />
      <Scroll>
        <Table>
          <caption>{t('versions.table')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('versions.component')}</th>
              <th scope="col">{t('versions.version')}</th>
              <th scope="col">{t('versions.build')}</th>
              <th scope="col">{t('versions.source')}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('versions.backend')}</th>
              <td>{backendCell((data) => data.version)}</td>
              <td>
                {backendCell((data) => (
                  <>
                    <code>{data.commit === 'unknown' ? t('versions.unknown') : data.commit}</code>
                    <small>{t('versions.startedAt', { time: formatDateTime(data.startedAt) })}</small>
                  </>
                ))}
              </td>
              <td>
                <code>{t('versions.sourceApi')}</code>
              </td>
            </tr>
            <tr>
              <th scope="row">{t('versions.database')}</th>
              <td>{backendCell((data) => t('versions.migrations', { count: data.database.migrationCount }))}</td>
              <td>
                {backendCell((data) =>
                  data.database.latestMigration ? (
                    <code>{t('versions.latestMigration', { name: data.database.latestMigration })}</code>
                  ) : (
                    t('versions.noMigrations')
                  ),
                )}
              </td>
              <td>
                <code>{t('versions.sourceApi')}</code>
              </td>
            </tr>
            {remotes.map(({ remote, build, isPending, isError, retry }) => (
              <tr key={remote.name}>
                <th scope="row">{t('versions.remote', { name: remote.name })}</th>
                <td>
                  {isPending ? pending : isError ? failed(t('versions.remoteFailed'), retry) : (build?.version ?? t('versions.unknown'))}
                </td>
                <td>{build?.buildName ? <code>{build.buildName}</code> : isPending || isError ? null : t('versions.unknown')}</td>
                <td>
                  <a href={remote.manifestUrl}>{t('versions.sourceManifest')}</a>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
      {remotes.length === 0 && <p>{t('versions.noRemotes')}</p>}
    </Stack>
  );
}
