/* eslint-disable @next/next/no-img-element -- images are URLs on the configured backend, whose host next/image would need at build time; boxes and loading are set here */
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { LinkIcon } from '@/components/common/icons';
import { Link } from '@/components/common/Link';
import { showNotice } from '@/components/common/showNotice';
import { PLACEHOLDER_IMAGE } from '@/components/product/productImages';
import { useFormat, useText } from '@/hooks/useLocale';
import type { AffiliateItem } from '@/services/affiliate';
import { useAffiliateItemsQuery, useGenerateReferralUrlMutation } from '@/store/api/affiliateApi';
import { selectToken } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { MESSAGES, notice } from '@/store/notices';
import { formatPercent } from '@/utils/affiliateDisplay';
import { absoluteShopLink, affiliatePagePath } from '@/utils/affiliateLinks';
import { productPath } from '@/utils/sitePaths';
import { AffiliatePage } from './AffiliatePage';
import { AFFILIATE_PATHS, AFFILIATE_TITLES } from './affiliateText';
import { CopyLinkField, useCopyLink } from './CopyLinkField';
import { PagedList } from './PagedList';
import { affiliateData } from './affiliateLoad';
import { useShopOrigin } from './useShopOrigin';
import styles from './ItemsTemplate.module.scss';

interface ItemsTemplateProps {
  page: number;
  search: string;
}

const itemsPath = (page: number, search: string) => affiliatePagePath(AFFILIATE_PATHS.items, page, { search });

function SearchForm({ search }: { search: string }) {
  const router = useRouter();
  const t = useText('affiliate');
  const { register, handleSubmit } = useForm<{ search: string }>({ defaultValues: { search } });
  const submit = handleSubmit((values) => router.push(itemsPath(1, values.search.trim())));

  return (
    <form role="search" action={AFFILIATE_PATHS.items} method="get" className={styles.search} onSubmit={submit}>
      <label htmlFor="affiliate-item-search" className={styles.searchLabel}>
        {t('Search products')}
      </label>
      <input id="affiliate-item-search" type="search" className={styles.searchInput} placeholder={t('Saree, panjabi, kurti…')} {...register('search')} />
      <button type="submit" className={styles.searchButton}>
        {t('Search')}
      </button>
    </form>
  );
}

function ItemCard({ item, origin }: { item: AffiliateItem; origin: string }) {
  const t = useText('affiliate');
  const { locale, price } = useFormat();
  const token = useAppSelector(selectToken);
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { copy } = useCopyLink();
  const [generateReferralUrl] = useGenerateReferralUrlMutation();

  async function getLink() {
    setBusy(true);
    const outcome = await generateReferralUrl({ token, url: productPath(item.slug) });
    if (outcome.error) {
      const failure = 'fieldErrors' in outcome.error ? outcome.error : null;
      showNotice(notice(t(failure?.message ?? MESSAGES.somethingWentWrong), 'error'));
    } else {
      const generated = absoluteShopLink(origin, outcome.data.url);
      setLink(generated);
      await copy(generated);
    }
    setBusy(false);
  }

  return (
    <li className={styles.item}>
      <Link href={productPath(item.slug)} className={styles.media} tabIndex={-1} aria-hidden="true">
        <img src={item.thumbnail_image || PLACEHOLDER_IMAGE} alt="" width={400} height={500} loading="lazy" />
      </Link>
      <div className={styles.body}>
        <h2 className={styles.name}>
          <Link href={productPath(item.slug)}>{item.name}</Link>
        </h2>
        <p className={styles.price}>{price(item.price)}</p>
        <p className={styles.commission}>
          {t('You earn')} <strong>{price(item.commission_amount)}</strong> {t('a piece')}
          <span className={styles.rate}>{t('{rate} commission', { rate: formatPercent(item.commission_rate, locale) })}</span>
        </p>
        <div className={styles.linkSlot}>
          {link ? (
            <CopyLinkField id={`item-link-${item.id}`} label={t('Link to {product}', { product: item.name })} link={link} hideLabel stacked />
          ) : (
            <button type="button" className={styles.getLink} onClick={() => void getLink()} disabled={busy} aria-busy={busy}>
              <LinkIcon size={18} />
              {busy ? t('Getting link…') : t('Get link')}
              <span className={styles.hidden}> {t('to {product}', { product: item.name })}</span>
            </button>
          )}
        </div>
      </div>
    </li>
  );
}

/** `/affiliate/items`: published products with what each earns, and a referral link to any of them. */
export function ItemsTemplate({ page, search }: ItemsTemplateProps) {
  const origin = useShopOrigin();
  const t = useText('affiliate');
  const token = useAppSelector(selectToken);
  const itemsQuery = useAffiliateItemsQuery(token ? { token, page, search } : skipToken);
  const items = affiliateData(itemsQuery);

  return (
    <AffiliatePage title={AFFILIATE_TITLES.items} intro="Pick the pieces your audience will love, get their links and earn on every one sold.">
      <SearchForm key={search} search={search} />
      <PagedList
        data={items}
        loadingText="Loading products…"
        counted={search ? ['{count} product found', '{count} products found'] : ['{count} product', '{count} products']}
        empty={
          search
            ? {
                title: t('Nothing matches “{search}”', { search }),
                text: t('Try another word, or browse every product.'),
                action: { href: AFFILIATE_PATHS.items, label: t('Show all products') },
              }
            : { title: t('No products to promote yet') }
        }
        hrefFor={(target) => itemsPath(target, search)}
      >
        {(entries) => (
          <ul className={styles.items} aria-label={t('Products')}>
            {entries.map((item) => (
              <ItemCard key={item.id} item={item} origin={origin} />
            ))}
          </ul>
        )}
      </PagedList>
    </AffiliatePage>
  );
}
