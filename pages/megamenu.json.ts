import type { GetServerSideProps } from 'next';
import { answerFromApi } from '@/server/http/nodeAdapter';

// The mega menu at the site's root, as the API's /v2/megamenu answers it.
export const getServerSideProps: GetServerSideProps = async ({ req, res }) => {
  await answerFromApi(req, res, '/v2/megamenu');
  return { props: {} };
};

export default function MegaMenuJson() {
  return null;
}
