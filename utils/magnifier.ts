// The hover magnifier's constants and zoom rule (SPEC section 9).

export const MAGNIFIER = {
  lensSize: 150,
  initialZoom: 2,
  zoomStep: 0.1,
  minZoom: 1.2,
  maxZoom: 5,
} as const;

/** One wheel tick up zooms in by a step, down zooms out, always within the bounds. */
export function nextZoom(current: number, wheelDeltaY: number): number {
  if (wheelDeltaY === 0) return current;
  const direction = wheelDeltaY < 0 ? 1 : -1;
  const zoom = current + direction * MAGNIFIER.zoomStep;
  const bounded = Math.min(MAGNIFIER.maxZoom, Math.max(MAGNIFIER.minZoom, zoom));
  // Steps of 0.1 drift in floating point; keep one decimal.
  return Math.round(bounded * 10) / 10;
}
