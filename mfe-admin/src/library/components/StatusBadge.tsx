import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LibraryStatus } from '../api/libraryApi';
import { NAMESPACE } from '../../namespace';

const Badge = styled.span<{ $archived: boolean }>`
  display: inline-block;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.typography.size.xs};
  white-space: nowrap;
  background: ${({ theme, $archived }) => ($archived ? theme.colors.warningSoft : theme.colors.successSoft)};
  color: ${({ theme, $archived }) => ($archived ? theme.colors.warning : theme.colors.success)};
`;

export function StatusBadge({ status }: { status: LibraryStatus }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  return <Badge $archived={status === 'ARCHIVED'}>{t(`library.status.${status}`)}</Badge>;
}
