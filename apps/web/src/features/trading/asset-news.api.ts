import type { AssetNews, Page } from '@invest/contracts';
import { api } from '../../shared/api/api';

/** SPEC 7 GET asset-news: what the domain's administrators published about an instrument, newest first. */
const assetNewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    assetNews: build.query<Page<AssetNews>, { asset: string; limit: number }>({
      query: (params) => ({ url: '/asset-news', params }),
    }),
  }),
});

export const { useAssetNewsQuery } = assetNewsApi;
