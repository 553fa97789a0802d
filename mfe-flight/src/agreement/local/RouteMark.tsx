import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../namespace';

const Mark = styled.span`
  display: inline-flex;
  padding: 0 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentActive};
  font-size: ${({ theme }) => theme.typography.size.xs};
  line-height: 20px;
  white-space: nowrap;
`;

/** «по маршруту»: the route passes over this municipality (the backend's `crossed` / `defaultAuthority`). */
export function RouteMark(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  return <Mark title={t('local.onRouteHint')}>{t('local.onRoute')}</Mark>;
}
