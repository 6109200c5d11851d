import NextLink from 'next/link';
import type { ComponentProps } from 'react';

// A route loads when the shopper reaches for its link (a hover, a touch), not when the link scrolls into
// view: prefetching every visible link's route ran that route's scripts and styles on the phone while
// the page was still loading (issue 10: home's Lighthouse blocking time 950-1,270 -> 630-780 ms).
export function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
