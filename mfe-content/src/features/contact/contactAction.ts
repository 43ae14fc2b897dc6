import { formAction, refused } from '@sohnne/platform';
import type { ContactTopic } from '../../types';
import { serverMessages } from '@sohnne/ui';
import { contactApi } from './contactApi';
import { CONTACT_FAILED, CONTACT_SENT, contactSchema } from './contactForm';

/** /contact-us's form posted before (or without) scripts: the message sent as the hydrated form sends it. */
export const contactAction = formAction(contactSchema, async (values, { dispatch }) => {
  const result = await dispatch(
    contactApi.endpoints.sendContactMessage.initiate({
      ...values,
      topic: values.topic as ContactTopic,
    }),
  );
  if (result.error) return refused(values, serverMessages(values, result.error, CONTACT_FAILED));
  return { redirect: '/contact-us', flash: { kind: 'success', text: CONTACT_SENT } };
});
