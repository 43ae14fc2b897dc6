import { isNotFound, type PageRoute } from '@sohnne/platform';
import { designerApi } from './designerApi';

export const designerRoute: PageRoute = {
  path: '/designer/:slug',
  title: 'Designer',
  page: () => import('./DesignerPage'),
  load: async ({ params, dispatch }) => {
    const slug = params.slug ?? '';
    const { data, error } = await dispatch(designerApi.endpoints.getDesigner.initiate(slug, { subscribe: false }));
    if (isNotFound(error)) return { status: 404 };
    if (!data) return {};
    return {
      head: {
        title: data.meta_title || data.name,
        exactTitle: !!data.meta_title,
        description: data.meta_description,
        canonical: `/designer/${data.slug}`,
        og: { type: 'profile', title: data.name, image: data.avatar.url },
        jsonLd: [{ '@context': 'https://schema.org', '@type': 'Person', name: data.name, ...(data.country ? { nationality: data.country } : {}), image: data.avatar.url }],
      },
    };
  },
};
