import type { GetServerSideProps } from 'next';
import { MembershipTemplate, type MembershipTemplateProps } from '@/components/membership/MembershipTemplate';
import { describeRequestError } from '@/services/http';
import { listMembershipCards } from '@/services/membership';
import { requestSiteUrl } from '@/services/seo';
import { NO_STORE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL } from '@/utils/cacheControl';

const CARDS_UNAVAILABLE_MESSAGE = 'The membership cards could not be loaded right now. Please try again in a moment.';

// The cards on sale are public and rendered on the server; the customer's own cards load in the browser.
export const getServerSideProps: GetServerSideProps<MembershipTemplateProps> = async ({ req, res }) => {
  const siteUrl = requestSiteUrl(req);
  try {
    const cards = await listMembershipCards();
    res.setHeader('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL);
    return { props: { cards, siteUrl, errorMessage: null } };
  } catch (error) {
    console.error(`Membership cards could not be loaded: ${describeRequestError(error)}`);
    res.statusCode = 503;
    res.setHeader('Cache-Control', NO_STORE_CACHE_CONTROL);
    return { props: { cards: [], siteUrl, errorMessage: CARDS_UNAVAILABLE_MESSAGE } };
  }
};

export default function MembershipPage(props: MembershipTemplateProps) {
  return <MembershipTemplate {...props} />;
}
