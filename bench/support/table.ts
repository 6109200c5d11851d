// Plain-text tables for the benchmark reports: columns padded to their widest cell, numbers right-aligned.

export type Cell = string | number;

export function formatTable(headings: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const text = [headings, ...rows].map((row) => row.map((cell) => String(cell)));
  const widths = headings.map((_heading, column) => Math.max(...text.map((row) => (row[column] ?? '').length)));
  const numeric = headings.map((_heading, column) => rows.length > 0 && rows.every((row) => typeof row[column] === 'number'));
  const line = (row: string[]) =>
    row.map((cell, column) => (numeric[column] ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join('  ').trimEnd();
  return [line(text[0]), widths.map((width) => '-'.repeat(width)).join('  '), ...text.slice(1).map(line)].join('\n');
}

export function kilobytes(bytes: number): number {
  return Math.round(bytes / 100) / 10;
}
