import type { GetServerSideProps } from 'next';
import { answerFromApi } from '@/server/http/nodeAdapter';

// Laravel Sanctum clients ask the backend host for a CSRF cookie before writes (the API answers 204).
export const getServerSideProps: GetServerSideProps = async ({ req, res }) => {
  await answerFromApi(req, res, '/sanctum/csrf-cookie');
  return { props: {} };
};

export default function CsrfCookie() {
  return null;
}
