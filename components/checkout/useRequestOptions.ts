import { useMemo } from 'react';
import type { RequestOptions } from '@/services/http';
import { selectToken } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';

/** The session's token for the checkout's own requests (the same one the store's thunks send). */
export function useRequestOptions(): RequestOptions {
  const token = useAppSelector(selectToken);
  return useMemo(() => (token ? { token } : {}), [token]);
}
