import { useEffect } from 'react';
import { useBagSummaryQuery, type BagSummaryArg } from '@/store/api/bagApi';
import type { LoadedSummary } from './useCheckoutSummary';

interface CheckoutSummaryQueryProps {
  arg: BagSummaryArg;
  onLoaded: (loaded: LoadedSummary) => void;
}

/** Asks for the server's totals of the bag with a delivery choice; shows nothing itself. */
export default function CheckoutSummaryQuery({ arg, onLoaded }: CheckoutSummaryQueryProps) {
  const { data, currentData, isFetching, isError } = useBagSummaryQuery(arg, { refetchOnMountOrArgChange: true });
  let status: LoadedSummary['status'] = 'loading';
  if (isError) status = 'failed';
  else if (currentData && !isFetching) status = 'ready';
  const summary = data ?? null;

  useEffect(() => {
    onLoaded({ arg, summary, status });
  }, [onLoaded, arg, summary, status]);
  return null;
}
