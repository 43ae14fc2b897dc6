import { createFragmentParcel } from '@sohnne/platform/src/parcel';
import { store } from '../../store';
import { ProductCarousel } from './ProductCarousel';

/** The ProductCarousel fragment: a single-spa parcel hosts mount with <FragmentSlot name="catalog/ProductCarousel" props={…} />. */
export const { bootstrap, mount, unmount, update } =
  createFragmentParcel<'catalog/ProductCarousel'>({
    name: __MFE_NAME__,
    version: __MFE_VERSION__,
    component: ProductCarousel,
    store,
    unavailableMessage: 'Products are unavailable right now.',
  });
