// The arithmetic of the hand-drawn charts: round axis steps, where the bars and points go, and how many
// day labels fit under them.

export interface ValueAxis {
  /** The top of the axis, a whole number of steps. */
  max: number;
  /** From 0 to max, one per step. */
  ticks: number[];
}

const NICE_FRACTIONS = [1, 2, 2.5, 5, 10];
// 2.5 makes fractional or odd steps (0.25, 25) that counts read badly.
const WHOLE_NICE_FRACTIONS = [1, 2, 5, 10];

/** The smallest "round" step (1, 2, 2.5 or 5 times a power of ten) at least `rough`; counts step by 1 at least. */
function niceStep(rough: number, wholeNumbers: boolean): number {
  if (wholeNumbers && rough <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const fractions = wholeNumbers ? WHOLE_NICE_FRACTIONS : NICE_FRACTIONS;
  return (fractions.find((fraction) => fraction * power >= rough) ?? 10) * power;
}

/**
 * An axis from 0 that holds `largest` in about `tickCount` round steps. Counts (`wholeNumbers`) never
 * get fractional ticks; an axis with nothing to show still has its steps (0 to `tickCount`).
 */
export function valueAxis(largest: number, tickCount = 4, wholeNumbers = false): ValueAxis {
  const top = Number.isFinite(largest) && largest > 0 ? largest : tickCount;
  const step = niceStep(top / tickCount, wholeNumbers);
  const steps = Math.max(1, Math.ceil(top / step - 1e-9));
  const ticks = Array.from({ length: steps + 1 }, (_, index) => Number((index * step).toFixed(6)));
  return { max: ticks[ticks.length - 1], ticks };
}

/** A slot per value across `width`: where each starts, its centre and the bar inside it (a gap either side). */
export interface Slot {
  start: number;
  centre: number;
  barStart: number;
  barWidth: number;
}

/** Equal slots across the plot; bars take 70 percent of theirs, at least one pixel. */
export function slots(count: number, width: number): Slot[] {
  if (count <= 0) return [];
  const slotWidth = width / count;
  const barWidth = Math.max(1, slotWidth * 0.7);
  return Array.from({ length: count }, (_, index) => {
    const start = index * slotWidth;
    const centre = start + slotWidth / 2;
    return { start, centre, barStart: centre - barWidth / 2, barWidth };
  });
}

/** How far from the plot's top (0) a value sits on an axis of `height` pixels. */
export function yOf(value: number, axisMax: number, height: number): number {
  if (axisMax <= 0) return height;
  return height - (Math.max(0, Math.min(value, axisMax)) / axisMax) * height;
}

/** Label every n-th day so that labels of `labelWidth` pixels fit the plot's width without touching. */
export function labelInterval(count: number, width: number, labelWidth: number): number {
  if (count <= 0 || width <= 0) return 1;
  const fitting = Math.max(1, Math.floor(width / labelWidth));
  return Math.max(1, Math.ceil(count / fitting));
}

/** The slot under a point `x` pixels into the plot, for the hover read-out. */
export function slotAt(x: number, count: number, width: number): number | null {
  if (count <= 0 || width <= 0 || x < 0 || x > width) return null;
  return Math.min(count - 1, Math.floor((x / width) * count));
}

/** Axis labels stay short: 1200 -> `1.2k`, 2500000 -> `2.5M`. */
export function compactNumber(value: number): string {
  const absolute = Math.abs(value);
  if (absolute >= 1_000_000) return `${trimmed(value / 1_000_000)}M`;
  if (absolute >= 1_000) return `${trimmed(value / 1_000)}k`;
  return trimmed(value);
}

function trimmed(value: number): string {
  return String(Number(value.toFixed(1)));
}
