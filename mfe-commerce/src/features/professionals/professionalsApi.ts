import type { content } from '@sohnne/contracts';
import { contentServiceApi } from '../../api';

type ContentSchemas = content.components['schemas'];
export type ProfessionalServices = ContentSchemas['ProfessionalServicesDto'];
export type ProfessionalService = ProfessionalServices['services'][number];
export type NewsletterSignup = ContentSchemas['NewsletterSignupDto'];
export type NewsletterResult = ContentSchemas['NewsletterResultDto'];

/** The /professionals page reads its service icons from the content service and signs up to its newsletter there. */
export const professionalsApi = contentServiceApi.injectEndpoints({
  endpoints: (build) => ({
    getProfessionalServices: build.query<ProfessionalServices, void>({
      query: () => '/content/programs/professional-services',
    }),
    subscribeNewsletter: build.mutation<NewsletterResult, NewsletterSignup>({
      query: (body) => ({ url: '/content/newsletter', method: 'POST', body }),
    }),
  }),
});

export const { useGetProfessionalServicesQuery, useSubscribeNewsletterMutation } = professionalsApi;
