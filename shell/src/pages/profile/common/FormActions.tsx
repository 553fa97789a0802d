import styled from 'styled-components';

/** The row of a form's buttons. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
  margin-top: ${({ theme }) => theme.spacing(6)};
`;

/** Two columns from 768 px, one on phones. */
export const FormGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(5)};
  grid-template-columns: 1fr;
  @media (min-width: 768px) {
    grid-template-columns: 1fr 1fr;
  }
  & > .wide {
    grid-column: 1 / -1;
  }
`;
