import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { Stack } from '../components/layout';
import { PageHeading } from '../components/PageHeading';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
`;

export interface ListPageProps {
  title: string;
  description?: string;
  /** Page-level actions beside the heading ("add"). */
  actions?: ReactNode;
  /** The search and filter fields, announced as the page's search region. */
  filters?: ReactNode;
  filtersLabel?: string;
  /** The results, usually a `ListResults`. */
  children: ReactNode;
}

/** A list screen's frame: heading with its actions, the filters, then the results. */
export function ListPage({ title, description, actions, filters, filtersLabel, children }: ListPageProps): ReactElement {
  return (
    <Stack $gap={5}>
      <Header>
        <PageHeading title={title} description={description} />
        {actions}
      </Header>
      {filters ? (
        <div role="search" aria-label={filtersLabel}>
          {filters}
        </div>
      ) : null}
      {children}
    </Stack>
  );
}
