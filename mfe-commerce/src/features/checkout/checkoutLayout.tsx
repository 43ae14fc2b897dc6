import { TextField } from '@sohnne/ui';
import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';

/** One part of the checkout form (contact, address, shipping, coupon, payment) under its heading. */
export const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space(3)};
  padding-bottom: ${({ theme }) => theme.space(2)};
  border-bottom: 1px solid ${({ theme }) => theme.color.grey200};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.25rem;
  }
`;

const Row = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(2)};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** A radio choice in a bordered box (a saved address, the shipping method). */
export const Choice = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space(1.5)};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ theme }) => theme.color.grey300};
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;
  input {
    margin-top: 4px;
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.color.teakDark};
  }
`;

export type FieldSpec = Omit<ComponentPropsWithoutRef<'input'>, 'name'> & {
  name: string;
  label: string;
};

/** The form kit's text fields, two to a row from tablets up (one per row on phones). */
export function FieldRows({ fields }: { fields: FieldSpec[] }) {
  const rows: FieldSpec[][] = [];
  for (let start = 0; start < fields.length; start += 2) rows.push(fields.slice(start, start + 2));
  return rows.map((row) => (
    <Row key={row[0].name}>
      {row.map(({ name, ...input }) => (
        <TextField key={name} name={name} {...input} />
      ))}
    </Row>
  ));
}
