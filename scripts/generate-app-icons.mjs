// Draws the installable shop's icons (the Rongdhonu rainbow on the brand colour) as SVG and renders
// the PNG sizes the web app manifest and iOS ask for. Run: node scripts/generate-app-icons.mjs
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const BRAND = '#7a1f3d';
const ARCS = ['#c62828', '#e8772e', '#d4a017', '#2e7d32', '#2f4fb5'];

/** The rainbow's arcs in a 64-unit square; `scale` shrinks them into a maskable icon's safe zone. */
function iconSvg({ rounded, scale }) {
  const offset = (64 - 64 * scale) / 2;
  const arcs = ARCS.map((colour, index) => {
    const radius = 24 - index * 4.5;
    return `<path d="M${32 - radius} 44A${radius} ${radius} 0 0 1 ${32 + radius} 44" fill="none" stroke="${colour}" stroke-width="3.5"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="${BRAND}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${arcs}</g></svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, rounded: true, scale: 1 },
  { file: 'icon-512.png', size: 512, rounded: true, scale: 1 },
  // Maskable: full bleed, the artwork inside the central 80 % circle the platform may crop to.
  { file: 'icon-maskable-512.png', size: 512, rounded: false, scale: 0.7 },
  // iOS rounds the corners itself.
  { file: 'apple-touch-icon.png', size: 180, rounded: false, scale: 0.85 },
];

await writeFile('public/icons/icon.svg', iconSvg({ rounded: true, scale: 1 }));
for (const icon of ICONS) {
  const svg = Buffer.from(iconSvg(icon));
  await sharp(svg, { density: (72 * icon.size) / 64 }).resize(icon.size, icon.size).png().toFile(`public/icons/${icon.file}`);
}
