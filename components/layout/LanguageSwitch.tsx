import { useRouter } from 'next/router';
import type { MouseEvent } from 'react';
import { Link } from '@/components/common/Link';
import { useLocale, useText } from '@/hooks/useLocale';
import { writeLanguage } from '@/store/browserCookies';
import { LOCALE_NAMES, LOCALES, type Locale } from '@/utils/locale';
import styles from './LanguageSwitch.module.scss';

/**
 * "English | বাংলা": each language links to this page in that language (crawlers and no-script
 * visitors follow the link); a click also keeps the choice in the lang cookie first, so a full
 * reload of an English URL comes back in the chosen language.
 */
export function LanguageSwitch() {
  const router = useRouter();
  const current = useLocale();
  const t = useText('layout');

  function choose(event: MouseEvent<HTMLAnchorElement>, locale: Locale) {
    event.preventDefault();
    writeLanguage(locale);
    if (locale !== current) void router.push(router.asPath, undefined, { locale });
  }

  return (
    <nav className={styles.switch} aria-label={t('Language')}>
      <ul className={styles.list}>
        {LOCALES.map((locale) => (
          <li key={locale} className={styles.item}>
            <Link
              href={router.asPath}
              locale={locale}
              // Prefetched on hover only: in view on every page, they would fetch the page's data twice over.
              prefetch={false}
              hrefLang={locale}
              lang={locale}
              className={styles.link}
              aria-current={locale === current ? 'true' : undefined}
              onClick={(event) => choose(event, locale)}
            >
              {LOCALE_NAMES[locale]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
