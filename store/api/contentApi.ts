import { getPage } from '@/services/content';
import { getImageLink } from '@/services/settings';
import { fromService, shopApi } from './shopApi';

// Content the shop's admin edits: public, the same for every visitor.
const contentApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    page: build.query<Awaited<ReturnType<typeof getPage>>, string>({
      queryFn: fromService((slug, signal) => getPage(slug, { signal })),
    }),
    imageLink: build.query<Awaited<ReturnType<typeof getImageLink>>, number>({
      queryFn: fromService((id, signal) => getImageLink(id, { signal })),
    }),
  }),
});

export const { usePageQuery, useImageLinkQuery } = contentApi;
