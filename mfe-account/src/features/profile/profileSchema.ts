import { z } from 'zod';

const emailSchema = z.string().trim().email('Invalid email address');

/**
 * The profile form of a customer whose address is `savedEmail`, and every rule of the spec (§5). The
 * current password alone is a half-filled password change, unless it confirms a new e-mail address (the
 * account service's rule).
 */
export const profileSchemaFor = (savedEmail: string) =>
  z
    .object({
      first_name: z.string().trim().min(1, 'First name is required'),
      last_name: z.string().trim().min(1, 'Last name is required'),
      display_name: z.string().trim().min(1, 'Display name is required'),
      email: emailSchema,
      is_opt_in: z.boolean(),
      current_password: z.string(),
      new_password: z.string(),
      confirmNewPassword: z.string(),
    })
    .superRefine((values, context) => {
      const passwords = [
        ['current_password', values.current_password],
        ['new_password', values.new_password],
        ['confirmNewPassword', values.confirmNewPassword],
      ] as const;
      const filled = passwords.filter(([, value]) => value !== '').length;
      if (filled === 0) return;
      const email = values.email.trim().toLowerCase();
      const confirmsNewEmail =
        values.current_password !== '' &&
        email !== savedEmail &&
        emailSchema.safeParse(email).success;
      if (filled === 1 && confirmsNewEmail) return;
      if (filled < passwords.length) {
        for (const [path, value] of passwords) {
          if (value === '')
            context.addIssue({
              code: z.ZodIssueCode.custom,
              path: [path],
              message: 'All password fields must be filled to change password',
            });
        }
        return;
      }
      if (values.new_password.length < 8) {
        context.addIssue({
          code: z.ZodIssueCode.custom,
          path: ['new_password'],
          message: 'New password must be at least 8 characters',
        });
      }
      if (values.confirmNewPassword !== values.new_password) {
        context.addIssue({
          code: z.ZodIssueCode.custom,
          path: ['confirmNewPassword'],
          message: "Passwords don't match",
        });
      }
    });

export type ProfileValues = z.infer<ReturnType<typeof profileSchemaFor>>;

/** The profile form's checkbox (an unticked box is not posted). */
export const PROFILE_CHECKBOXES = ['is_opt_in'] as const;

export const PROFILE_UPDATED = 'Profile updated successfully';

/** The form as the save call takes it: the confirmation is the form's own check. */
export const toProfileUpdate = ({ confirmNewPassword: _confirmation, ...values }: ProfileValues) =>
  values;

/**
 * A failed save, said as one message (the spec's toasts): the service's reason for a refusal it explains
 * (wrong current password, e-mail taken…), otherwise that the save failed.
 */
export function profileFailure(error: unknown): string {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: { message?: unknown } };
  const message = data?.message;
  if (typeof status === 'number' && status >= 400 && status < 500 && message)
    return Array.isArray(message) ? message.join(', ') : String(message);
  return PROFILE_SAVE_FAILED;
}

const PROFILE_SAVE_FAILED = 'Failed to update profile';

/** Whether the failure is the service's own refusal (the form keeps what was typed), not a failed save. */
export const isProfileRefusal = (error: unknown) => profileFailure(error) !== PROFILE_SAVE_FAILED;
