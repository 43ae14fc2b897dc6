import { formAction, refused } from '@sohnne/platform';
import { serverMessages } from '@sohnne/ui';
import {
  NEWSLETTER_FAILED,
  newsletterSchema,
  newsletterThanks,
  toNewsletterSignup,
} from './newsletterSignup';
import { professionalsApi } from './professionalsApi';

/** The /professionals newsletter sign-up posted before (or without) scripts: signed up as the form signs up. */
export const newsletterAction = formAction(newsletterSchema, async (values, { dispatch }) => {
  const result = await dispatch(
    professionalsApi.endpoints.subscribeNewsletter.initiate(toNewsletterSignup(values)),
  );
  if (result.error) return refused(values, serverMessages(values, result.error, NEWSLETTER_FAILED));
  return {
    redirect: '/professionals',
    flash: { kind: 'success', text: newsletterThanks(result.data.email) },
  };
});
