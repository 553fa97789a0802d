import type { ReactElement } from 'react';
import { Outlet } from 'react-router';
import styled from 'styled-components';
import { Container } from '@nebo/shared-ui';
import { PageBreadcrumbs } from './PageBreadcrumbs';

const Area = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(5)};
  padding-top: ${({ theme }) => theme.spacing(4)};
  padding-bottom: ${({ theme }) => theme.spacing(16)};
`;

/** The content column for pages shown outside ContentLayout (guards, failures): same width and gutters. */
export const PageColumn = styled(Container)`
  padding-top: ${({ theme }) => theme.spacing(4)};
  padding-bottom: ${({ theme }) => theme.spacing(8)};
`;

/** The default page layout: the content column with breadcrumbs above it. */
export function ContentLayout(): ReactElement {
  return (
    <Area>
      <PageBreadcrumbs />
      <div>
        <Outlet />
      </div>
    </Area>
  );
}
