import { Link, useMoney } from '@sohnne/platform';
import { Button, FormTokenField, VisuallyHidden } from '@sohnne/ui';
import { memo, type FormEvent } from 'react';
import styled from 'styled-components';
import type { CartLine } from './cartApi';
import { QuantityControl } from './QuantityControl';
import { useLineChanges } from './useLineChanges';
import { productPath } from '@sohnne/site-paths';

interface Props {
  line: CartLine;
  /** Lines above the fold load their image eagerly. */
  eager: boolean;
  onRemoved: (line: CartLine) => void;
}

/**
 * One line of the cart, memoised: a change to another line (or the cached cart replaced by the server's
 * answer with this line unchanged) does not re-render it.
 */
export const CartLineItem = memo(function CartLineItem({ line, eager, onRemoved }: Props) {
  const { quantity, saving, changeQuantity, remove } = useLineChanges(line, onRemoved);
  // A tap re-renders the controls and the row's busy state; the memoised parts keep theirs.
  return (
    <Row aria-busy={saving || undefined}>
      <LineImage line={line} eager={eager} />
      <Info>
        <LineDescription line={line} />
        <RemoveLineForm line={line} disabled={saving} onSubmit={remove} />
      </Info>
      <Quantity>
        <QuantityControl
          lineId={line.id}
          name={line.name}
          quantity={quantity}
          disabled={saving}
          onChange={changeQuantity}
        />
      </Quantity>
      <LineTotal line={line} />
    </Row>
  );
});

/** The product's name, variant and unit price. */
const LineDescription = memo(function LineDescription({ line }: Pick<Props, 'line'>) {
  const money = useMoney();
  return (
    <>
      <Name to={productPath(line.slug)}>{line.name}</Name>
      {line.variantLabel && <Muted>{line.variantLabel}</Muted>}
      <Muted>{`${money(line.unitPrice)} each`}</Muted>
    </>
  );
});

const LineTotal = memo(function LineTotal({ line }: Pick<Props, 'line'>) {
  const money = useMoney();
  return (
    <Total>
      <VisuallyHidden>Total </VisuallyHidden>
      {money(line.lineTotal)}
    </Total>
  );
});

const LineImage = memo(function LineImage({ line, eager }: Pick<Props, 'line' | 'eager'>) {
  return (
    <Media>
      {line.image ? (
        <img
          src={line.image.url}
          alt={line.image.alternativeText || line.name}
          width={line.image.width}
          height={line.image.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : (
        <Placeholder aria-hidden="true" />
      )}
    </Media>
  );
});

/** The line's Remove: a post to the cart's action before (or without) scripts. */
function RemoveLineForm({
  line,
  disabled,
  onSubmit,
}: {
  line: CartLine;
  disabled: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <RemoveForm method="post" onSubmit={onSubmit}>
      <FormTokenField />
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="lineId" value={line.id} />
      <input type="hidden" name="name" value={line.name} />
      <Remove type="submit" $variant="ghost" aria-label={`Remove ${line.name}`} disabled={disabled}>
        Remove
      </Remove>
    </RemoveForm>
  );
}

const Row = styled.li`
  display: grid;
  grid-template-columns: 80px minmax(0, 1fr) auto;
  grid-template-areas:
    'media info info'
    'media quantity total';
  column-gap: ${({ theme }) => theme.space(2)};
  row-gap: ${({ theme }) => theme.space(1.5)};
  align-items: center;
  padding: ${({ theme }) => theme.space(3)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.grey200};
  transition: opacity ${({ theme }) => theme.motion};
  &[aria-busy='true'] {
    opacity: 0.7;
  }

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 112px minmax(0, 1fr) auto 120px;
    grid-template-areas: 'media info quantity total';
    column-gap: ${({ theme }) => theme.space(3)};
  }
`;

const Media = styled.div`
  grid-area: media;
  align-self: start;
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 5;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.color.grey100};
  }
`;

const Placeholder = styled.div`
  aspect-ratio: 4 / 5;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.grey100};
`;

const Info = styled.div`
  grid-area: info;
  align-self: start;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  min-width: 0;
`;

const Name = styled(Link)`
  font-weight: 500;
  font-size: 1.05rem;
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    color: ${({ theme }) => theme.color.teakDark};
    text-decoration: underline;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.grey700};
  font-size: 0.9rem;
`;

/** The Remove button's form adds no box of its own. */
const RemoveForm = styled.form`
  display: contents;
`;

const Remove = styled(Button)`
  min-height: 36px;
  margin-top: ${({ theme }) => theme.space(0.5)};
  padding: 0;
  font-size: 0.85rem;
  text-decoration: underline;
  text-underline-offset: 3px;
`;

const Quantity = styled.div`
  grid-area: quantity;
`;

const Total = styled.p`
  grid-area: total;
  margin: 0;
  text-align: right;
  font-weight: 500;
  font-size: 1.05rem;
  white-space: nowrap;
`;
