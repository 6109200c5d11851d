import { categoryFacetsAnswer, categoryTiles, categoryTree, productCards, productListResponse, productPage } from './catalog';
import { blogPage, campaigns, flashDeals, homeBanners, homeCategoryRows, homeSlides } from './home';

// Every answer the storefront reads, by name. Only the lazily loaded API client imports this module
// (services name a schema by its key), so that the schemas stay out of a page's first load.

export const contract = {
  productList: productListResponse,
  productCards,
  productPage,
  categoryTree,
  categoryFacets: categoryFacetsAnswer,
  categoryTiles,
  homeSlides,
  homeBanners,
  flashDeals,
  campaigns,
  homeCategoryRows,
  blogPage,
};

export type Contract = typeof contract;
export type ContractKey = keyof Contract;
