import type { GetServerSideProps } from 'next';
import { answerFromApi } from '@/server/http/nodeAdapter';

// The business settings at the site's root, as the API's /v2/business-settings answers them.
export const getServerSideProps: GetServerSideProps = async ({ req, res }) => {
  await answerFromApi(req, res, '/v2/business-settings');
  return { props: {} };
};

export default function BusinessSettings() {
  return null;
}
