import type { GetServerSideProps } from 'next';
import { answerFromApi } from '@/server/http/nodeAdapter';

// Product, banner and brand images are drawn by the API (/api/media/...) and shown at /media/....
export const getServerSideProps: GetServerSideProps<Record<string, never>, { path: string[] }> = async ({ req, res, params }) => {
  await answerFromApi(req, res, `/media/${(params?.path ?? []).join('/')}`);
  return { props: {} };
};

export default function Media() {
  return null;
}
