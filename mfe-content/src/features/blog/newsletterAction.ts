import { formAction, refused, withQuery } from '@sohnne/platform';
import { serverMessages } from '@sohnne/ui';
import { blogApi } from './blogApi';
import {
  NEWSLETTER_FAILED,
  NEWSLETTER_SOURCE,
  NEWSLETTER_THANKS,
  newsletterSchema,
} from './newsletterForm';

/** The blog's newsletter sign-up posted before (or without) scripts: signed up as the panel signs up. */
export const newsletterAction = formAction(
  newsletterSchema,
  async (values, { dispatch, pathname, query }) => {
    const result = await dispatch(
      blogApi.endpoints.subscribeNewsletter.initiate({
        email: values.email,
        source: NEWSLETTER_SOURCE,
      }),
    );
    if (result.error)
      return refused(values, serverMessages(values, result.error, NEWSLETTER_FAILED));
    return {
      redirect: withQuery(pathname, query.toString()),
      flash: { kind: 'success', text: NEWSLETTER_THANKS },
    };
  },
);
