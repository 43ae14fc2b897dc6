import { createFragmentParcel } from '@sohnne/platform/src/parcel';
import { store } from '../../store';
import { PremiumReplicas } from './PremiumReplicas';

/** The PremiumReplicas fragment: a single-spa parcel hosts mount with <FragmentSlot name="catalog/PremiumReplicas" props={…} />. */
export const { bootstrap, mount, unmount, update } =
  createFragmentParcel<'catalog/PremiumReplicas'>({
    name: __MFE_NAME__,
    version: __MFE_VERSION__,
    component: PremiumReplicas,
    store,
    unavailableMessage: 'Products are unavailable right now.',
  });
