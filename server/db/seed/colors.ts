import type { Db } from '../connection';
import { insertInBatches } from './support';

/** Every colour a seeded product comes in, with the hex code its swatch and images use. */
export const COLORS = {
  Black: '#1c1c1c',
  White: '#f7f7f2',
  Navy: '#1f2a4a',
  Maroon: '#7b1e2b',
  Olive: '#6b7338',
  Mustard: '#d4a017',
  'Sky Blue': '#7ec8e3',
  Beige: '#d9c4a3',
  Grey: '#8d9096',
  Red: '#c62828',
  Green: '#2e7d32',
  Pink: '#e88ab0',
  Teal: '#00897b',
  Brown: '#6d4c41',
  Cream: '#f1e3c4',
  Purple: '#6a3d9a',
  Orange: '#e8772e',
  'Royal Blue': '#2f4fb5',
} as const;

export type ColorName = keyof typeof COLORS;

export async function seedColors(db: Db): Promise<void> {
  const rows = Object.entries(COLORS).map(([name, code]) => ({ name, code }));
  await insertInBatches(db, 'colors', rows);
}
