import styled from 'styled-components';

/** A group's caption inside a BareFieldset, styled like the form fields' labels. */
export const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.spacing(2)};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;
