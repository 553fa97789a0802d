import styled from 'styled-components';

/** Label/value pairs: one column on a phone, two from 600 px. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing(1, 4)};
  margin: 0;
  @media (min-width: 600px) {
    grid-template-columns: minmax(160px, 1fr) minmax(0, 2fr);
    gap: ${({ theme }) => theme.spacing(2, 4)};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.spacing(2)};
    overflow-wrap: anywhere;
    @media (min-width: 600px) {
      margin: 0;
    }
  }
`;
