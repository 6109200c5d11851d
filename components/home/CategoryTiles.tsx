/* eslint-disable @next/next/no-img-element -- images are URLs on the configured backend, whose host next/image would need at build time; boxes and loading are set here */
import { Link } from '@/components/common/Link';
import { useText, type Translate } from '@/hooks/useLocale';
import type { CategoryTile } from '@/contract/catalog';
import { SectionHeader, sectionHeadingId } from './SectionHeader';
import styles from './CategoryTiles.module.scss';

type CategoryTileStyle = 'icon' | 'cover';

interface CategoryTilesProps {
  title: string;
  categories: CategoryTile[];
  /** Round garment icons (a quick strip) or square cover pictures with the product count. */
  tileStyle: CategoryTileStyle;
  /** The strip at the top of the page loads its pictures at once. */
  eagerImages?: boolean;
}

const ICON_SIZE = 96;
const COVER_SIZE = 600;
// Cover lists fit one row on wide screens: more than 8 squares would shrink too small.
const COVER_TILE_LIMIT = 8;

function productCount(count: number, t: Translate): string {
  return t(count === 1 ? '{count} product' : '{count} products', { count });
}

/** A scrollable strip of categories, each linking to its listing; left out when there are none. */
export function CategoryTiles({ title, categories, tileStyle, eagerImages = false }: CategoryTilesProps) {
  const t = useText('home');
  if (categories.length === 0) return null;
  const shown = tileStyle === 'cover' ? categories.slice(0, COVER_TILE_LIMIT) : categories;
  const headingId = sectionHeadingId(title);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <SectionHeader id={headingId} title={title} />
      <ul className={`${styles.strip} ${styles[tileStyle]}`}>
        {shown.map((category) => {
          const picture = tileStyle === 'icon' ? category.icon : (category.cover_image ?? category.banner);
          const size = tileStyle === 'icon' ? ICON_SIZE : COVER_SIZE;
          return (
            <li key={category.id} className={styles.tile}>
              <Link href={`/category/${category.slug}`} className={styles.link}>
                <span className={styles.picture}>
                  {picture && (
                    <img
                      src={picture}
                      alt=""
                      width={size}
                      height={size}
                      loading={eagerImages ? 'eager' : 'lazy'}
                      className={styles.image}
                    />
                  )}
                </span>
                <span className={styles.name}>{category.name}</span>
                {tileStyle === 'cover' && (
                  <span className={styles.count}>{productCount(category.number_of_products, t)}</span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
