import { createFragmentParcel } from '@sohnne/platform/src/parcel';
import { store } from '../../store';
import { ProductGridFragment } from './ProductGridFragment';

/** The ProductGrid fragment: a single-spa parcel hosts mount with <FragmentSlot name="catalog/ProductGrid" props={…} />. */
export const { bootstrap, mount, unmount, update } = createFragmentParcel<'catalog/ProductGrid'>({
  name: __MFE_NAME__,
  version: __MFE_VERSION__,
  component: ProductGridFragment,
  store,
  unavailableMessage: 'Products are unavailable right now.',
});
