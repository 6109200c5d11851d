/** How many reviews a page of a product's reviews holds, on the server-rendered page and in the browser. */
export const REVIEWS_PER_PAGE = 5;
