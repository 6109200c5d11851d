/** A list of the customer's own on the reviews page: loading, failed, or its data (marked while it loads again). */
export type Load<Data> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: Data; refreshing: boolean };

interface ListQuery<Data> {
  /** The last answer, kept on screen while another page of the list loads. */
  data?: Data;
  isError: boolean;
  isFetching: boolean;
}

export function loadOf<Data>({ data, isError, isFetching }: ListQuery<Data>): Load<Data> {
  if (isError && !isFetching) return { state: 'failed' };
  if (data === undefined) return { state: 'loading' };
  return { state: 'ready', data, refreshing: isFetching };
}
