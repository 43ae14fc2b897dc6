import styled from 'styled-components';

/** A table that turns into labelled cards on phones (each cell names its column with data-label). */
export const ResponsiveTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;
  th,
  td {
    padding: ${({ theme }) => theme.space(1.5)};
    text-align: left;
    vertical-align: middle;
  }
  thead th {
    font-weight: 600;
    color: ${({ theme }) => theme.color.walnut};
    border-bottom: 2px solid ${({ theme }) => theme.color.grey200};
  }
  tbody tr {
    border-bottom: 1px solid ${({ theme }) => theme.color.grey200};
  }
  a {
    color: ${({ theme }) => theme.color.walnut};
  }
  @media (max-width: 767px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tbody tr {
      display: block;
      padding: ${({ theme }) => theme.space(1)} 0;
    }
    td {
      display: flex;
      justify-content: space-between;
      align-items: center;
      gap: ${({ theme }) => theme.space(2)};
      padding: ${({ theme }) => theme.space(0.75)} 0;
      text-align: right;
    }
    td:empty {
      display: none;
    }
    td[data-label]::before {
      content: attr(data-label);
      font-weight: 600;
      color: ${({ theme }) => theme.color.grey700};
      text-align: left;
    }
  }
`;
