// The shop as the benchmarks see it through its API: the catalog to browse, in-stock variants to add
// to bags, guest sessions and fresh customers. Shared by bench/load.ts, throughput.ts and lighthouse.ts.
import type { BuiltRequest, RequestStep } from 'autocannon';

interface CatalogProduct {
  id: number;
  slug: string;
}

export interface AddableVariant {
  productId: number;
  barcode: string;
}

export interface Catalog {
  /** Categories holding at least one product, in tree order. */
  categorySlugs: string[];
  products: CatalogProduct[];
  /** Variants of `products` that can be added `minimumStock` pieces at a time (or sold beyond stock). */
  addable: AddableVariant[];
}

export interface Guest {
  id: number;
  token: string;
}

export interface Customer {
  token: string;
  user: Record<string, unknown>;
}

export async function requestJson(baseUrl: string, path: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(baseUrl + path, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}`);
  return response.json();
}

export function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` };
}

function postJson(baseUrl: string, path: string, body: unknown, token?: string): Promise<unknown> {
  return requestJson(baseUrl, path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(token ? bearer(token) : {}) },
    body: JSON.stringify(body),
  });
}

interface CategoryNode {
  slug: string;
  number_of_products: number;
  children?: CategoryNode[];
}

function slugsWithProducts(nodes: CategoryNode[]): string[] {
  return nodes.flatMap((node) => [
    ...(node.number_of_products > 0 ? [node.slug] : []),
    ...slugsWithProducts(node.children ?? []),
  ]);
}

interface ProductDetail {
  id: number;
  is_negative: number;
  variant: { barcode: string; stock: number }[];
}

export async function discoverCatalog(baseUrl: string, productCount: number, minimumStock: number): Promise<Catalog> {
  const categories = (await requestJson(baseUrl, '/api/v2/categories')) as { data: CategoryNode[] };
  const listing = (await requestJson(baseUrl, `/api/v3/products?limit=${productCount}`)) as { data: CatalogProduct[] };
  const products = listing.data.map(({ id, slug }) => ({ id, slug }));
  const details = await Promise.all(
    products.map(async (product) => {
      const answer = (await requestJson(baseUrl, `/api/v2/products/${product.id}`)) as { data: ProductDetail[] };
      return answer.data[0];
    }),
  );
  // Known in-stock variants only: refusals for stock are expected later, not from the start.
  const addable = details.flatMap((detail) =>
    detail.variant
      .filter((variant) => detail.is_negative === 1 || variant.stock >= minimumStock)
      .map((variant) => ({ productId: detail.id, barcode: variant.barcode })),
  );
  const catalog = { categorySlugs: slugsWithProducts(categories.data), products, addable };
  if (catalog.categorySlugs.length === 0 || products.length === 0 || addable.length === 0) {
    throw new Error('The shop has no categories, products or in-stock variants to browse');
  }
  return catalog;
}

async function signInGuest(baseUrl: string): Promise<Guest> {
  const answer = (await requestJson(baseUrl, '/api/v2/auth/signin-guest-user', { method: 'POST' })) as {
    guest_user_id: number;
    access_token: string;
  };
  return { id: answer.guest_user_id, token: answer.access_token };
}

export async function signInGuests(baseUrl: string, count: number): Promise<Guest[]> {
  const guests: Guest[] = [];
  for (let index = 0; index < count; index += 1) guests.push(await signInGuest(baseUrl));
  return guests;
}

/** A new customer with a unique e-mail, signed in (the API's sign-up answers with a token). */
export async function signUpCustomer(baseUrl: string, name: string): Promise<Customer> {
  const password = 'bench-password-1';
  const email = `bench-${Date.now()}-${Math.floor(Math.random() * 1e6)}@bench.shop`;
  const answer = (await postJson(baseUrl, '/api/v2/auth/signup', {
    name,
    email_or_phone: email,
    register_by: 'email',
    password,
    password_confirmation: password,
  })) as { access_token: string; user: Record<string, unknown> };
  return { token: answer.access_token, user: answer.user };
}

// Connections start this many variants apart, so that no two add to the same line at once.
const VARIANT_STRIDE = 7;

/**
 * Autocannon steps that add one piece per request: each connection walks the catalog's variants from
 * its own starting point, so a line reaches no stock limit during a run.
 */
export function addToBagSteps(catalog: Catalog, headers: Record<string, string>, connection: number): RequestStep[] {
  let nextVariant = connection * VARIANT_STRIDE;
  return [
    {
      setupRequest: (request: BuiltRequest): BuiltRequest => {
        const variant = catalog.addable[nextVariant % catalog.addable.length];
        nextVariant += 1;
        const body = JSON.stringify({ id: variant.productId, barcode: variant.barcode, quantity: 1 });
        return { ...request, method: 'POST', path: '/api/v2/carts/add', headers, body };
      },
    },
  ];
}

export async function addToBag(baseUrl: string, token: string, variant: AddableVariant, quantity: number): Promise<void> {
  await postJson(baseUrl, '/api/v2/carts/add', { id: variant.productId, barcode: variant.barcode, quantity }, token);
}

/** The product names of a bag's lines, as the bag page lists them. */
export async function bagProductNames(baseUrl: string, token: string): Promise<string[]> {
  const groups = (await requestJson(baseUrl, '/api/v2/carts', { headers: bearer(token) })) as {
    cart_items: { product_name: string }[];
  }[];
  return groups.flatMap((group) => group.cart_items.map((line) => line.product_name));
}

/** Every published product's slug, page by page through the listing API. */
export async function allProductSlugs(baseUrl: string): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 1; ; page += 1) {
    const listing = (await requestJson(baseUrl, `/api/v3/products?limit=100&page=${page}`)) as {
      data: CatalogProduct[];
      meta: { last_page: number };
    };
    slugs.push(...listing.data.map((product) => product.slug));
    if (page >= listing.meta.last_page) return slugs;
  }
}
