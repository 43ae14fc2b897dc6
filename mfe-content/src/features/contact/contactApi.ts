import { contentApi } from '../../api';
import type { ContactChannels, ContactMessage } from '../../types';

export const contactApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getContactChannels: build.query<ContactChannels, void>({
      query: () => '/content/contact-channels',
    }),
    sendContactMessage: build.mutation<{ received: boolean }, ContactMessage>({
      query: (body) => ({ url: '/content/contact', method: 'POST', body }),
    }),
  }),
});

export const { useGetContactChannelsQuery, useSendContactMessageMutation } = contactApi;
