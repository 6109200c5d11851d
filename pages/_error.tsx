import type { NextPageContext } from 'next';
import { NotFoundTemplate } from '@/components/common/NotFoundTemplate';
import { ServerErrorTemplate } from '@/components/common/ServerErrorTemplate';

interface ErrorPageProps {
  statusCode: number;
}

// A page whose data could not be loaded (the API down or failing) lands here instead of Next's bare page.
export default function ErrorPage({ statusCode }: ErrorPageProps) {
  return statusCode === 404 ? <NotFoundTemplate /> : <ServerErrorTemplate />;
}

ErrorPage.getInitialProps = ({ res, err }: NextPageContext): ErrorPageProps => ({
  statusCode: res?.statusCode ?? err?.statusCode ?? 500,
});
