import { NotFoundTemplate } from '@/components/common/NotFoundTemplate';

export default function NotFoundPage() {
  return <NotFoundTemplate />;
}
