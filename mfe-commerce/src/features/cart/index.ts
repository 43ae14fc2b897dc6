export { EmptyCart } from './EmptyCart';
