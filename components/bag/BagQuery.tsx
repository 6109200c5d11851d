import { useEffect, useState } from 'react';
import { useBagQuery } from '@/store/api/bagApi';
import { ServedApi } from '@/store/api/shopApi';

interface BagQueryProps {
  token: string;
  /** Called once the read this element asked for has answered, with whether it failed. */
  onSettled: (failed: boolean) => void;
}

/** Reads the bag again from the server, which rebuilds the store's lines; shows nothing itself. */
export default function BagQuery(props: BagQueryProps) {
  return (
    <ServedApi>
      <BagAsker {...props} />
    </ServedApi>
  );
}

function BagAsker({ token, onSettled }: BagQueryProps) {
  const { requestId, isFetching, isError } = useBagQuery({ token }, { refetchOnMountOrArgChange: true });
  // A read that had answered before this element showed is not the one it waits for; one still under
  // way is, since the element joins it rather than asking twice.
  const [earlier] = useState(isFetching ? undefined : requestId);
  const answered = requestId !== undefined && requestId !== earlier && !isFetching;

  useEffect(() => {
    if (answered) onSettled(isError);
  }, [answered, isError, onSettled]);
  return null;
}
