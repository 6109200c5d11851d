import type { NextPageContext } from 'next';
import { NotFoundTemplate } from '@/components/common/NotFoundTemplate';
import { ServerErrorTemplate } from '@/components/common/ServerErrorTemplate';
import { backendFailureStatusOf } from '@/services/backendFailure';

interface ErrorPageProps {
  statusCode: number;
}

// A page whose data could not be loaded (the API down or failing) lands here instead of Next's bare page.
export default function ErrorPage({ statusCode }: ErrorPageProps) {
  return statusCode === 404 ? <NotFoundTemplate /> : <ServerErrorTemplate />;
}

// Next answers 500 for any error a page throws; a page whose backend failed names its own status
// (services/backendFailure.ts: 502 or 503), which the response then carries.
ErrorPage.getInitialProps = ({ res, err }: NextPageContext): ErrorPageProps => {
  const statusCode = backendFailureStatusOf(err) ?? res?.statusCode ?? err?.statusCode ?? 500;
  if (res) res.statusCode = statusCode;
  return { statusCode };
};
