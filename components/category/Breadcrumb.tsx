import { Link } from '@/components/common/Link';
import { useText } from '@/hooks/useLocale';
import { categoryPath } from '@/utils/sitePaths';
import type { CategoryLink } from './categoryTree';
import styles from './Breadcrumb.module.scss';

interface BreadcrumbProps {
  /** The categories above the current page, top first. */
  trail: CategoryLink[];
  current: string;
}

/** Home › the parent categories › the current page (not a link). */
export function Breadcrumb({ trail, current }: BreadcrumbProps) {
  const t = useText('category');
  return (
    <nav aria-label={t('Breadcrumb')} className={styles.breadcrumb}>
      <ol>
        <li>
          <Link href="/">{t('Home')}</Link>
        </li>
        {trail.map((crumb) => (
          <li key={crumb.slug}>
            <Link href={categoryPath(crumb.slug)}>{crumb.name}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
