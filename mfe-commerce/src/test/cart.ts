import { http, HttpResponse } from 'msw';
import { server } from '@sohnne/web-testing';
import type { Cart, CartLine } from '../features/cart/cartApi';

/** A cart line as the commerce service answers it: one walnut lounge chair at USD 1200 unless told. */
export function cartLine(changes: Partial<CartLine> = {}): CartLine {
  return {
    id: 'line-1',
    productId: 'p1',
    variantId: 'v1',
    slug: 'lounge-chair',
    name: 'Lounge Chair',
    variantLabel: 'Color: Walnut',
    image: {
      url: '/media/lounge-chair.webp',
      alternativeText: 'Walnut lounge chair',
      width: 800,
      height: 1000,
    },
    unitPrice: 1200,
    quantity: 1,
    lineTotal: 1200,
    ...changes,
  };
}

/** The cart of these lines, its count and subtotal added up. */
export function cartOf(lines: CartLine[]): Cart {
  return {
    lines,
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: lines.reduce((sum, line) => sum + line.lineTotal, 0),
  };
}

/** GET /api/cart answers this cart. */
export function serveCart(cart: Cart) {
  server.use(http.get('/api/cart', () => HttpResponse.json(cart)));
}
