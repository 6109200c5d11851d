/* eslint-disable @next/next/no-img-element -- images are URLs on the configured backend, whose host next/image would need at build time; boxes and loading are set here */
import type { ReactNode } from 'react';
import { TrashIcon } from '@/components/common/icons';
import { Link } from '@/components/common/Link';
import { productPath } from '@/utils/sitePaths';
import styles from './PanelProductRow.module.scss';

interface PanelProductRowProps {
  slug: string;
  name: string;
  image: string;
  /** The row and the column under the name: each panel spaces them its own way. */
  className: string;
  detailsClassName: string;
  removeLabel: string;
  onRemove: () => void;
  removing?: boolean;
  /** What the panel shows under the product's name. */
  children: ReactNode;
}

/** A product in a side panel list: thumbnail and name linking to the product page, and a remove button. */
export function PanelProductRow({ slug, name, image, className, detailsClassName, removeLabel, onRemove, removing, children }: PanelProductRowProps) {
  return (
    <li className={className}>
      <Link href={productPath(slug)} className={styles.thumb} tabIndex={-1} aria-hidden="true">
        <img src={image} alt="" width={72} height={90} loading="lazy" />
      </Link>
      <div className={detailsClassName}>
        <Link href={productPath(slug)} className={styles.name}>
          {name}
        </Link>
        {children}
      </div>
      <button type="button" className={styles.remove} onClick={onRemove} disabled={removing} aria-label={removeLabel}>
        <TrashIcon size={18} />
      </button>
    </li>
  );
}
