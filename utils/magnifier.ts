// The hover magnifier's constants and zoom rule.

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

export interface LensInput {
  /** The pointer's position inside the image, in CSS pixels from its top-left corner. */
  pointerX: number;
  pointerY: number;
  /** The image's rendered size. */
  width: number;
  height: number;
  zoom: number;
}

export interface LensView {
  /** The lens's top-left corner inside the image, centred on the pointer. */
  left: number;
  top: number;
  backgroundWidth: number;
  backgroundHeight: number;
  backgroundX: number;
  backgroundY: number;
}

/** Where the lens sits and which part of the image, enlarged `zoom` times, it shows under the pointer. */
export function lensView({ pointerX, pointerY, width, height, zoom }: LensInput): LensView {
  const half = MAGNIFIER.lensSize / 2;
  const x = Math.min(Math.max(pointerX, 0), width);
  const y = Math.min(Math.max(pointerY, 0), height);
  return {
    left: x - half,
    top: y - half,
    backgroundWidth: width * zoom,
    backgroundHeight: height * zoom,
    backgroundX: half - x * zoom,
    backgroundY: half - y * zoom,
  };
}
