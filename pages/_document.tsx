import { Html, Main, NextScript } from 'next/document';
import { PaintFirstHead } from '@/components/app/PaintFirstHead';

export default function Document() {
  return (
    <Html>
      <PaintFirstHead>
        {/* The installable shop: manifest, icons and the brand colour ($color-accent) for the browser's bar. */}
        <meta name="theme-color" content="#7a1f3d" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
      </PaintFirstHead>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
