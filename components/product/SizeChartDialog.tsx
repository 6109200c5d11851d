import { useEffect, useState } from 'react';
import { Dialog } from '@/components/common/Dialog';
import { SafeHtml } from '@/components/common/SafeHtml';
import { useFormat, useText } from '@/hooks/useLocale';
import { getPage } from '@/services/content';
import { standardRowsFor, STANDARD_SIZE_TABLE, type SizeChartSource } from '@/utils/sizeChart';
import styles from './SizeChartDialog.module.scss';

interface SizeChartDialogProps {
  open: boolean;
  onClose: () => void;
  productName: string;
  source: SizeChartSource;
  /** The product's sizes: the standard table shows only these. */
  sizes: readonly string[];
}

/** The "view size chart" modal: the product's chart image, its size guide page, or the standard table. */
export function SizeChartDialog({ open, onClose, productName, source, sizes }: SizeChartDialogProps) {
  const t = useText('product');
  return (
    <Dialog open={open} onClose={onClose} title={t('Size chart')} placement="center">
      <div className={styles.body}>
        <p className={styles.product}>{productName}</p>
        {source.kind === 'image' && (
          <img src={source.src} alt={t('Size chart for {name}', { name: productName })} className={styles.image} loading="lazy" />
        )}
        {source.kind === 'page' && <SizeGuidePage slug={source.slug} sizes={sizes} />}
        {source.kind === 'standard' && <StandardSizeTable sizes={sizes} />}
      </div>
    </Dialog>
  );
}

type PageState = { status: 'loading' } | { status: 'loaded'; html: string } | { status: 'failed' };

function SizeGuidePage({ slug, sizes }: { slug: string; sizes: readonly string[] }) {
  const [page, setPage] = useState<PageState>({ status: 'loading' });
  const t = useText('product');

  useEffect(() => {
    const controller = new AbortController();
    getPage(slug, { signal: controller.signal })
      .then((found) => setPage(found?.content ? { status: 'loaded', html: found.content } : { status: 'failed' }))
      .catch(() => {
        if (!controller.signal.aborted) setPage({ status: 'failed' });
      });
    return () => controller.abort();
  }, [slug]);

  if (page.status === 'loading') return <p className={styles.loading}>{t('Loading size chart…')}</p>;
  // Without the guide, the standard measurements still help.
  if (page.status === 'failed') return <StandardSizeTable sizes={sizes} />;
  return <SafeHtml html={page.html} className={styles.guide} />;
}

function StandardSizeTable({ sizes }: { sizes: readonly string[] }) {
  const matching = standardRowsFor(sizes);
  const rows = matching.length > 0 ? matching : STANDARD_SIZE_TABLE;
  const t = useText('product');
  const { number } = useFormat();
  return (
    <table className={styles.table}>
      <caption>{t('Measurements in inches')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('Size')}</th>
          <th scope="col">{t('Chest')}</th>
          <th scope="col">{t('Length')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.size}>
            <th scope="row">{row.size}</th>
            <td>{number(row.chest)}</td>
            <td>{number(row.length)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
