import { Head, Html, Main, NextScript } from 'next/document';
import { submissionsHeldUntilReady } from '@/components/app/submissionsHeldUntilReady';

export default function Document() {
  return (
    <Html>
      <Head>
        {/* Before any form: one sent before the app is ready must not put its fields in the address. */}
        <script dangerouslySetInnerHTML={{ __html: submissionsHeldUntilReady() }} />
        {/* The installable shop: manifest, icons and the brand colour ($color-accent) for the browser's bar. */}
        <meta name="theme-color" content="#7a1f3d" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
