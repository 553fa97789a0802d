import type { ReactElement } from 'react';
import styled from 'styled-components';

const List = styled.ol`
  counter-reset: step;
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  counter-increment: step;
  position: relative;
  padding-left: ${({ theme }) => theme.spacing(11)};
  min-height: 32px;
  display: flex;
  align-items: center;
  &::before {
    content: counter(step);
    position: absolute;
    left: 0;
    top: 0;
    width: 32px;
    height: 32px;
    display: grid;
    place-items: center;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.accentActive};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.typography.size.lg};
  margin-bottom: ${({ theme }) => theme.spacing(4)};
`;

/** A titled, numbered list of what to do, in order. */
export function Steps({ title, steps }: { title: string; steps: string[] }): ReactElement {
  return (
    <section>
      <Title>{title}</Title>
      <List>
        {steps.map((step) => (
          <Item key={step}>{step}</Item>
        ))}
      </List>
    </section>
  );
}
