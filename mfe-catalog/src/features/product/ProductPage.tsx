import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Link,
  useLocation,
  useParams,
  usePlatform,
  useSearchParams,
  useWishlistMark,
} from '@sohnne/platform';
import { AddToCartFields } from '@sohnne/platform/src/mfe';
import {
  Breadcrumb,
  Button,
  PageContainer,
  ProductGrid,
  QueryState,
  Skeleton,
  Spinner,
  Tag,
  useShopperInteracted,
} from '@sohnne/ui';
import type { ProductDetail } from '@sohnne/contracts';
import type { Media } from '../../types';
import { ProductCard } from '../product-carousel';
import { chosenVariant } from './productHead';
import { useGetProductQuery } from './productApi';
import { StaticGallery } from './StaticGallery';
import { isOnSale, PayPrice } from '../../PayPrice';

// Swiper (~31 KB gzip) arrives on the shopper's first interaction; until then the server's markup
// (first photo, thumbnails) stays.
const ProductGallery = lazy(() => import('./ProductGallery'));

export const MAX_QUANTITY = 10;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    gap: ${({ theme }) => theme.space(6)};
    align-items: start;
  }
`;

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  h1 {
    margin: 0;
    font-size: clamp(1.6rem, 3.5vw, 2.25rem);
  }
`;

const Tags = styled.p`
  margin: 0;
  display: flex;
  gap: 4px;
`;

const PriceLine = styled.div`
  font-size: 1.25rem;
`;

const Byline = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.grey700};
  a {
    color: ${({ theme }) => theme.color.walnut};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.teak};
    outline-offset: 2px;
  }
`;

/** The choice, quantity and buttons lay out as before: the form adds no box of its own. */
const BuyForm = styled.form`
  display: contents;
`;

const Options = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(1)};
    font-weight: 500;
  }
  legend span {
    font-weight: 400;
    color: ${({ theme }) => theme.color.grey700};
  }
  > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

const Choice = styled.label`
  position: relative;
  input {
    position: absolute;
    z-index: 1;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  span {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.color.grey300};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.color.paper};
    cursor: pointer;
  }
  input:checked + span {
    border-color: ${({ theme }) => theme.color.charcoal};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.charcoal};
    font-weight: 500;
  }
  input:focus-visible + span {
    outline: 2px solid ${({ theme }) => theme.color.teak};
    outline-offset: 2px;
  }
`;

const Buy = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
  align-items: flex-end;
  > button:first-of-type {
    flex: 1 1 180px;
  }
`;

const Quantity = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  label {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.color.grey700};
  }
  div {
    display: flex;
    border: 1px solid ${({ theme }) => theme.color.grey300};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.color.paper};
  }
  button {
    all: unset;
    box-sizing: border-box;
    width: 44px;
    height: 44px;
    text-align: center;
    cursor: pointer;
    font-size: 1.2rem;
  }
  button:disabled {
    color: ${({ theme }) => theme.color.grey300};
    cursor: default;
  }
  button:focus-visible,
  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.teak};
    outline-offset: -2px;
  }
  input {
    width: 48px;
    border: 0;
    text-align: center;
    font: inherit;
    background: transparent;
    -moz-appearance: textfield;
  }
  input::-webkit-inner-spin-button,
  input::-webkit-outer-spin-button {
    -webkit-appearance: none;
    margin: 0;
  }
`;

const WishButton = styled(Button)<{ $on: boolean }>`
  span[aria-hidden] {
    font-size: 1.2rem;
    color: ${({ theme, $on }) => ($on ? theme.color.teakDark : 'inherit')};
  }
  &:hover:not(:disabled) span[aria-hidden] {
    color: inherit;
  }
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.color.grey100};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.color.grey700};
  font-size: 0.95rem;
`;

const Details = styled.section`
  border-top: 1px solid ${({ theme }) => theme.color.grey200};
  padding-top: ${({ theme }) => theme.space(2)};
  h2 {
    font-size: 1.2rem;
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    line-height: 1.6;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    margin: 0;
  }
  dt {
    font-weight: 500;
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.grey700};
  }
`;

const Related = styled.section`
  margin-top: ${({ theme }) => theme.space(8)};
  h2 {
    font-size: clamp(1.4rem, 3vw, 2rem);
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;

const NoPhoto = styled.div`
  aspect-ratio: 4 / 5;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.grey100};
`;

const LoadingLayout = styled(Layout)`
  margin-top: ${({ theme }) => theme.space(7)};
  > div:last-child {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

function ProductLoading() {
  return (
    <LoadingLayout data-testid="product-skeleton">
      <Skeleton $ratio="4 / 5" />
      <div>
        <Skeleton $height="2.5rem" />
        <Skeleton $height="1.2rem" style={{ width: '40%' }} />
        <Skeleton $height="1.6rem" style={{ width: '30%' }} />
        <Skeleton $height="44px" />
        <Skeleton $height="44px" />
      </div>
    </LoadingLayout>
  );
}

/** The chosen variant's photos first, then the product's other photos (the other variants' among them). */
function galleryImages(product: ProductDetail, variantId: string | undefined): Media[] {
  const own = product.variants.find((v) => v.id === variantId)?.gallery ?? [];
  const rest = product.image_list.length
    ? product.image_list
    : product.image
      ? [product.image]
      : [];
  const seen = new Set(own.map((image) => image.url));
  return [...own, ...rest.filter((image) => !seen.has(image.url))];
}

function Gallery({
  product,
  variantId,
}: {
  product: ProductDetail;
  variantId: string | undefined;
}) {
  const interacted = useShopperInteracted();
  const images = galleryImages(product, variantId);
  if (!images.length) return <NoPhoto role="img" aria-label={`No photo of ${product.name} yet`} />;
  const still = <StaticGallery images={images} name={product.name} />;
  if (!interacted) return still;
  return (
    <Suspense fallback={still}>
      <ProductGallery key={variantId} images={images} name={product.name} />
    </Suspense>
  );
}

function ProductView({ product }: { product: ProductDetail }) {
  const platform = usePlatform();
  const { pathname } = useLocation();
  const asked = useSearchParams().get('variant');
  const [picked, setPicked] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  const wishlist = useWishlistMark(product.id, product.name);
  const quantityId = useId();
  const variant = chosenVariant(
    product,
    picked && product.variants.some((v) => v.id === picked) ? picked : asked,
  );
  const onSale = !!variant && isOnSale(variant);

  const choose = (id: string) => {
    setPicked(id);
    // The choice lives in the URL, so a reload or a shared link shows the same variant.
    platform.navigation.navigate(`${pathname}?variant=${encodeURIComponent(id)}`, {
      replace: true,
    });
  };

  const setClampedQuantity = (value: number) =>
    setQuantity(
      Number.isFinite(value) ? Math.min(MAX_QUANTITY, Math.max(1, Math.round(value))) : 1,
    );

  // The form posts to the page server before (or without) scripts; once hydrated, the platform adds.
  const addToCart = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      await platform.cart.add({
        productId: product.id,
        variantId: variant?.id,
        quantity,
        name: product.name,
      });
    } catch {
      platform.toasts.error(`We couldn't add ${product.name} to your cart. Please try again.`);
    } finally {
      setBusy(false);
    }
  };

  const crumbs = [
    ...product.breadcrumb.map((item) => ({ label: item.name, to: item.path })),
    { label: product.name },
  ];
  const optionType = variant?.type ?? product.variants[0]?.type ?? 'Option';

  return (
    <>
      <Breadcrumb items={crumbs} />
      <Layout>
        <Gallery product={product} variantId={variant?.id} />
        <Info>
          <h1>{product.name}</h1>
          {(product.designer_ref || product.designer) && (
            <Byline>
              Designed after{' '}
              {product.designer_ref ? (
                <Link to={`/designer/${product.designer_ref.slug}`}>
                  {product.designer_ref.name}
                </Link>
              ) : (
                product.designer
              )}
            </Byline>
          )}
          {(onSale || product.badge_text) && (
            <Tags>
              {onSale && <Tag $tone="sale">Sale</Tag>}
              {product.badge_text && <Tag $tone="neutral">{product.badge_text}</Tag>}
            </Tags>
          )}
          {variant && (
            <PriceLine>
              <PayPrice price={variant} />
            </PriceLine>
          )}
          <BuyForm method="post" onSubmit={addToCart}>
            <AddToCartFields productId={product.id} name={product.name} />
            {product.variants.length > 0 && (
              <Options>
                <legend>
                  {optionType}: <span>{variant?.value}</span>
                </legend>
                <div>
                  {product.variants.map((v) => (
                    <Choice key={v.id}>
                      <input
                        type="radio"
                        name="variantId"
                        value={v.id}
                        checked={v.id === variant?.id}
                        onChange={() => choose(v.id)}
                      />
                      <span>{v.value}</span>
                    </Choice>
                  ))}
                </div>
              </Options>
            )}
            <Buy>
              <Quantity>
                <label htmlFor={quantityId}>Quantity</label>
                <div>
                  <button
                    type="button"
                    aria-label="Decrease quantity"
                    onClick={() => setClampedQuantity(quantity - 1)}
                    disabled={quantity <= 1}
                  >
                    −
                  </button>
                  <input
                    id={quantityId}
                    name="quantity"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={MAX_QUANTITY}
                    value={quantity}
                    onChange={(event) => setClampedQuantity(event.currentTarget.valueAsNumber)}
                  />
                  <button
                    type="button"
                    aria-label="Increase quantity"
                    onClick={() => setClampedQuantity(quantity + 1)}
                    disabled={quantity >= MAX_QUANTITY}
                  >
                    +
                  </button>
                </div>
              </Quantity>
              <Button type="submit" disabled={busy || !variant} aria-busy={busy}>
                {busy ? (
                  <>
                    <Spinner /> Adding…
                  </>
                ) : (
                  'Add to cart'
                )}
              </Button>
              <WishButton
                type="button"
                $variant="secondary"
                $on={wishlist.on}
                aria-pressed={wishlist.on}
                onClick={() => void wishlist.toggle()}
              >
                <span aria-hidden="true">{wishlist.on ? '♥' : '♡'}</span> Wishlist
              </WishButton>
            </Buy>
          </BuyForm>
          {product.delivery_note && <Note>{product.delivery_note}</Note>}
          <Details aria-labelledby={`${quantityId}-about`}>
            <h2 id={`${quantityId}-about`}>About this piece</h2>
            {product.description && <p>{product.description}</p>}
            <dl>
              {product.dimensions && (
                <>
                  <dt>Dimensions</dt>
                  <dd>{product.dimensions}</dd>
                </>
              )}
              {product.materials.length > 0 && (
                <>
                  <dt>Materials</dt>
                  <dd>{product.materials.join(', ')}</dd>
                </>
              )}
            </dl>
          </Details>
        </Info>
      </Layout>
      {product.related.length > 0 && (
        <Related aria-labelledby={`${quantityId}-related`}>
          <h2 id={`${quantityId}-related`}>You may also like</h2>
          <ProductGrid>
            {product.related.map((item) => (
              <li key={item.id}>
                <ProductCard product={item} />
              </li>
            ))}
          </ProductGrid>
        </Related>
      )}
    </>
  );
}

export default function ProductPage() {
  const { slug = '' } = useParams();
  const query = useGetProductQuery(slug);
  return (
    <PageContainer>
      <QueryState
        query={query}
        loading={<ProductLoading />}
        error="We couldn't load this product. Please try again."
      >
        {(product) => <ProductView key={product.id} product={product} />}
      </QueryState>
    </PageContainer>
  );
}
