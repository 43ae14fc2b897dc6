import type { UserDocument } from '../users';

export interface ProfileView {
  user_id: string;
  first_name: string;
  last_name: string;
  display_name: string;
  email: string;
  is_opt_in: boolean;
  /** The address a change was asked for, until its link is opened. */
  pending_email: string | null;
}

export function toProfileView(user: UserDocument): ProfileView {
  return {
    user_id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    display_name: user.display_name,
    email: user.email,
    is_opt_in: user.is_opt_in ?? false,
    pending_email: user.pending_email ?? null,
  };
}
