/* eslint-disable @next/next/no-img-element -- images are URLs on the configured backend, whose host next/image would need at build time; boxes and loading are set here */
import { useFormat } from '@/hooks/useLocale';
import type { BlogSummary } from '@/contract/home';
import { SectionHeader, sectionHeadingId } from './SectionHeader';
import styles from './BlogSection.module.scss';

const BLOG_BANNER_WIDTH = 600;
const BLOG_BANNER_HEIGHT = 400;
export const BLOG_TEASER_COUNT = 3;

interface BlogSectionProps {
  posts: BlogSummary[];
}

const TITLE = 'From the journal';

/** The newest blog posts' teasers; left out when there are none. */
export function BlogSection({ posts }: BlogSectionProps) {
  const { date } = useFormat();
  if (posts.length === 0) return null;
  const headingId = sectionHeadingId(TITLE);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <SectionHeader id={headingId} title={TITLE} />
      <ul className={styles.posts}>
        {posts.map((post) => (
          <li key={post.id} className={styles.post}>
            <article className={styles.card}>
              <div className={styles.media}>
                {post.banner && (
                  <img
                    src={post.banner}
                    alt=""
                    width={BLOG_BANNER_WIDTH}
                    height={BLOG_BANNER_HEIGHT}
                    loading="lazy"
                    className={styles.image}
                  />
                )}
              </div>
              {post.category && <p className={styles.category}>{post.category}</p>}
              <h3 className={styles.title}>{post.title}</h3>
              {post.short_description && <p className={styles.excerpt}>{post.short_description}</p>}
              <time className={styles.date} dateTime={post.created_at}>
                {date(post.created_at)}
              </time>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
