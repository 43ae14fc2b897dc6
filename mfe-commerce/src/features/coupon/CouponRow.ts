import styled from 'styled-components';

/** The code and its button side by side (wrapping on a phone), or what is applied and Remove. */
export const CouponRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-start;
  > div {
    flex: 1 1 200px;
    margin-bottom: 0;
  }
  > button {
    margin-top: 26px;
  }
  > span {
    align-self: center;
    flex: 1;
  }
  > span + button {
    margin-top: 0;
  }
`;
