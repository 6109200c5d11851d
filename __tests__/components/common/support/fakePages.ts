// One page of a list as the Laravel-style API answers it (`data`, `meta`, `links`), for the fake
// endpoints that page their lists.

export function pagedAnswer<Item>(all: readonly Item[], page: number, perPage: number, path: string) {
  const slice = all.slice((page - 1) * perPage, page * perPage);
  return {
    success: true,
    status: 200,
    data: slice,
    meta: {
      current_page: page,
      from: slice.length ? (page - 1) * perPage + 1 : null,
      last_page: Math.max(1, Math.ceil(all.length / perPage)),
      path,
      per_page: perPage,
      to: slice.length ? (page - 1) * perPage + slice.length : null,
      total: all.length,
    },
    links: { first: null, last: null, prev: null, next: null },
  };
}
