import { catalogApi } from '../../api';
import type { Material, MaterialList } from '@sohnne/contracts';

export const materialsApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getMaterials: build.query<Material[], void>({
      query: () => '/materials',
      transformResponse: (response: MaterialList) => response.data,
    }),
  }),
});

export const { useGetMaterialsQuery } = materialsApi;
