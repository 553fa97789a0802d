import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { PageHeading } from './PageHeading';
import { Stack } from './layout';

export interface SectionLink {
  /** Where the card leads: a localized path of the platform. */
  to: string;
  title: string;
  text: string;
}

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(260px, 100%), 1fr));
  gap: ${({ theme }) => theme.spacing(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const LinkCard = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(5)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  transition:
    border-color ${({ theme }) => theme.motion.fast},
    box-shadow ${({ theme }) => theme.motion.fast};
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;

const CardTitle = styled.h2`
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  a {
    color: ${({ theme }) => theme.colors.accent};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.accentHover};
    text-decoration: underline;
  }
  /* The whole card is the link's hit area, while the link text stays the card title for screen readers. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
`;

const CardText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export interface SectionLandingProps {
  title: string;
  description: string;
  /** Accessible name of the list of links (e.g. "Разделы"). */
  linksLabel: string;
  links: SectionLink[];
  /** Content between the heading and the links (how the section works). */
  children?: ReactNode;
}

/** The landing page of a section: what it is for, and the way into each of its parts. */
export function SectionLanding({ title, description, linksLabel, links, children }: SectionLandingProps): ReactElement {
  return (
    <Stack $gap={6}>
      <PageHeading title={title} description={description} />
      {children}
      {links.length > 0 ? (
        <nav aria-label={linksLabel}>
          <Cards>
            {links.map((link) => (
              <LinkCard key={link.to}>
                <CardTitle>
                  <Link to={link.to}>{link.title}</Link>
                </CardTitle>
                <CardText>{link.text}</CardText>
              </LinkCard>
            ))}
          </Cards>
        </nav>
      ) : null}
    </Stack>
  );
}
