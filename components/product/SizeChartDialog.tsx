/* eslint-disable @next/next/no-img-element -- the size chart is a URL on the configured backend, of a size known only once it loads, which next/image cannot box */
import { Dialog } from '@/components/common/Dialog';
import { SafeHtml } from '@/components/common/SafeHtml';
import { useFormat, useText } from '@/hooks/useLocale';
import { usePageQuery } from '@/store/api/contentApi';
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

function SizeGuidePage({ slug, sizes }: { slug: string; sizes: readonly string[] }) {
  const page = usePageQuery(slug);
  const t = useText('product');

  const html = page.currentData?.content;
  if (html) return <SafeHtml html={html} className={styles.guide} />;
  // Without the guide, the standard measurements still help.
  if (page.isError || page.currentData !== undefined) return <StandardSizeTable sizes={sizes} />;
  return <p className={styles.loading}>{t('Loading size chart…')}</p>;
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
