import type { ReactNode } from 'react';
import { Link } from '@/components/common/Link';

interface SmartLinkProps {
  href: string | null;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}

function isInternal(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** A link for content from the shop's settings: router links inside the shop, plain ones out of it, none without an address. */
export function SmartLink({ href, className, children, ...rest }: SmartLinkProps) {
  if (!href) return <div className={className}>{children}</div>;
  if (isInternal(href)) {
    return (
      <Link href={href} className={className} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} rel="noopener" {...rest}>
      {children}
    </a>
  );
}
