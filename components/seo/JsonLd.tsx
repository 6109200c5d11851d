import Head from 'next/head';
import { serializeJsonLd } from '@/utils/serializeJsonLd';

export interface JsonLdProps {
  /** Names the block, so the same block rendered twice appears once. */
  id: string;
  /** A schema.org object (or several) from the builders in utils/structuredData.ts. */
  data: object | object[];
}

/** Structured data in the document head, where crawlers read it from the server-rendered HTML. */
export function JsonLd({ id, data }: JsonLdProps) {
  return (
    <Head>
      <script
        key={`jsonld-${id}`}
        id={`jsonld-${id}`}
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
      />
    </Head>
  );
}
