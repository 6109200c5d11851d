import type { PageMeta as ContractPageMeta } from '@/contract/envelope';
import type { ApiResponse } from './types';

// Reads answer `{ success, status, data }`; mutations answer `{ result, message }`, as the backend family does.
export function ok(body: unknown, status = 200, headers?: Record<string, string>): ApiResponse {
  return { status, body, headers };
}

export function okData(data: unknown, extra: Record<string, unknown> = {}): ApiResponse {
  return ok({ success: true, status: 200, data, ...extra });
}

/** Pagination as the contract describes it, every field filled. */
type PageMeta = Required<ContractPageMeta>;

export function pageMeta(path: string, page: number, perPage: number, total: number, shown: number): PageMeta {
  const from = shown === 0 ? null : (page - 1) * perPage + 1;
  return {
    current_page: page,
    from,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    path,
    per_page: perPage,
    to: from === null ? null : from + shown - 1,
    total,
  };
}

export function pageLinks(path: string, meta: PageMeta, query: string): Record<string, string | null> {
  const pageUrl = (page: number) => `${path}?${query ? `${query}&` : ''}page=${page}`;
  return {
    first: pageUrl(1),
    last: pageUrl(meta.last_page),
    prev: meta.current_page > 1 ? pageUrl(meta.current_page - 1) : null,
    next: meta.current_page < meta.last_page ? pageUrl(meta.current_page + 1) : null,
  };
}
