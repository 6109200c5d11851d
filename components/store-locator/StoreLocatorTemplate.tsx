import { useRouter } from 'next/router';
import type { MouseEvent } from 'react';
import { Link } from '@/components/common/Link';
import { JsonLd } from '@/components/seo/JsonLd';
import { Seo } from '@/components/seo/Seo';
import { useFormat, useText, type Translate } from '@/hooks/useLocale';
import type { Store } from '@/services/stores';
import { useAppSelector } from '@/store/hooks';
import { selectBusinessSetting } from '@/store/settingsSlice';
import { absoluteUrl } from '@/utils/siteUrl';
import { HOME_PATH, localizedPath, STORE_LOCATOR_PATH } from '@/utils/sitePaths';
import { matchingCity, storesInCity } from '@/utils/storeLocator';
import { breadcrumbJsonLd, HOME_CRUMB_NAME, storeJsonLd } from '@/utils/structuredData';
import { StoreCard } from './StoreCard';
import styles from './StoreLocatorTemplate.module.scss';

const STORE_LOCATOR_TITLE = 'Store Locator';

export interface StoreLocatorTemplateProps {
  /** Every store; the city filter works on these in the browser. */
  stores: Store[];
  /** Every city with a store, sorted. */
  cities: string[];
  siteUrl: string;
  errorMessage: string | null;
}

function storeCount(count: number, t: Translate): string {
  return t(count === 1 ? '{count} store' : '{count} stores', { count });
}

function listFormat(items: string[], t: Translate): string {
  if (items.length <= 1) return items.join('');
  return t('{first} and {last}', { first: items.slice(0, -1).join(', '), last: items[items.length - 1] });
}

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function cityPath(city: string | null): string {
  return city ? `${STORE_LOCATOR_PATH}?city=${encodeURIComponent(city)}` : STORE_LOCATOR_PATH;
}

/**
 * The shop's stores with a city filter kept in the address (`?city=`). The filter is a form that
 * submits without JavaScript; with it, a city shows at once by a shallow route change (no new request).
 */
export function StoreLocatorTemplate({ stores, cities, siteUrl, errorMessage }: StoreLocatorTemplateProps) {
  const router = useRouter();
  const siteName = useAppSelector((state) => selectBusinessSetting(state, 'site_name'));
  const requestedCity = firstValue(router.query.city)?.trim() || null;
  const selectedCity = matchingCity(cities, requestedCity);
  const unknownCity = selectedCity === null ? requestedCity : null;
  const shownStores = storesInCity(stores, selectedCity);
  const t = useText('storeLocator');
  const { locale, number } = useFormat();

  function chooseCity(event: MouseEvent<HTMLButtonElement>, next: string | null) {
    event.preventDefault();
    void router.replace(cityPath(next), undefined, { shallow: true, scroll: false });
  }

  const heading = selectedCity ? t('Stores in {city}', { city: selectedCity }) : t(STORE_LOCATOR_TITLE);
  const brand = siteName ?? t('our');
  const description = t(
    'Find a {brand} store near you: addresses, phone numbers, opening hours and directions for {stores} in {cities}.',
    { brand, stores: storeCount(stores.length, t), cities: listFormat(cities, t) },
  );
  const crumbs = [
    { name: HOME_CRUMB_NAME, path: HOME_PATH },
    { name: STORE_LOCATOR_TITLE, path: STORE_LOCATOR_PATH },
  ];

  return (
    <div className={styles.page}>
      <Seo
        title={heading}
        description={description}
        canonicalUrl={absoluteUrl(siteUrl, cityPath(selectedCity))}
      />
      <JsonLd id="breadcrumb" data={breadcrumbJsonLd(crumbs, siteUrl)} />
      {shownStores.length > 0 && <JsonLd id="stores" data={shownStores.map(storeJsonLd)} />}
      <nav aria-label={t('Breadcrumb')} className={styles.breadcrumb}>
        <ol>
          <li>
            <Link href={HOME_PATH}>{t(HOME_CRUMB_NAME)}</Link>
          </li>
          <li aria-current="page">{t(STORE_LOCATOR_TITLE)}</li>
        </ol>
      </nav>

      <header className={styles.hero}>
        <h1 className={styles.title}>{heading}</h1>
        {stores.length > 0 && (
          <p className={styles.lead}>
            {t('Try on the new collection, get your size right and pick up your order at one of our {stores} in {cities}.', {
              stores: storeCount(stores.length, t),
              cities: listFormat(cities, t),
            })}
          </p>
        )}
      </header>

      {errorMessage && (
        <p role="alert" className={styles.error}>
          {t(errorMessage)}
        </p>
      )}

      {cities.length > 0 && (
        <form method="get" action={localizedPath(STORE_LOCATOR_PATH, locale)} className={styles.filter}>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('Filter by city')}</legend>
            <div className={styles.chips}>
              <button
                type="submit"
                name="city"
                value=""
                className={styles.chip}
                aria-pressed={selectedCity === null}
                onClick={(event) => chooseCity(event, null)}
              >
                {t('All cities')} <span className={styles.count}>{number(stores.length)}</span>
              </button>
              {cities.map((option) => (
                <button
                  key={option}
                  type="submit"
                  name="city"
                  value={option}
                  className={styles.chip}
                  aria-pressed={selectedCity === option}
                  onClick={(event) => chooseCity(event, option)}
                >
                  {option} <span className={styles.count}>{number(storesInCity(stores, option).length)}</span>
                </button>
              ))}
            </div>
          </fieldset>
        </form>
      )}

      {unknownCity && stores.length > 0 && (
        <p className={styles.notice}>{t('We have no store in {city} yet. Here are all our stores.', { city: unknownCity })}</p>
      )}

      {stores.length > 0 && (
        <p className={styles.status} role="status">
          {selectedCity
            ? t('{stores} in {city}', { stores: storeCount(shownStores.length, t), city: selectedCity })
            : t('All {stores}', { stores: storeCount(shownStores.length, t) })}
        </p>
      )}

      {shownStores.length > 0 && (
        <ul className={styles.grid} aria-label={t('Stores')}>
          {shownStores.map((store) => (
            <li key={store.id}>
              <StoreCard store={store} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
