import type { SessionUser } from '@sohnne/platform';
import type { Profile } from '../types';

/** The signed-in customer of the account tests, and her profile as the account service answers it. */
export const ada: SessionUser = { user_id: 'u1', name: 'Ada', email: 'ada@example.com' };

export const adaProfile: Profile = {
  user_id: 'u1',
  first_name: 'Ada',
  last_name: 'Lovelace',
  display_name: 'Ada',
  email: 'ada@example.com',
  is_opt_in: false,
  pending_email: null,
};
