import { contentApi } from '../../api';
import type { ContactMessage } from '../../types';

export const contactApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<{ received: boolean }, ContactMessage>({
      query: (body) => ({ url: '/content/contact', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
