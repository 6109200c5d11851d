import { useEffect, useRef, useState, type RefObject } from 'react';
import { lensView, MAGNIFIER, nextZoom } from '@/utils/magnifier';
import styles from './ProductGallery.module.scss';

export interface MagnifierProps {
  /** The element holding the image; the lens follows the pointer over it. */
  targetRef: RefObject<HTMLElement | null>;
  /** The image shown enlarged in the lens. */
  src: string;
}

interface Pointer {
  pointerX: number;
  pointerY: number;
  width: number;
  height: number;
}

// The slider's arrows sit over the image: no lens while the pointer is on one of them.
const CONTROLS = 'button, [class*="swiper-button"]';

function overControl(event: Event): boolean {
  return event.target instanceof Element && event.target.closest(CONTROLS) !== null;
}

/**
 * The hover magnifier: a 150px round lens under a mouse or pen pointer,
 * zoomed with the wheel; it never shows for touch, where there is no hover.
 */
export function Magnifier({ targetRef, src }: MagnifierProps) {
  const [pointer, setPointer] = useState<Pointer | null>(null);
  const [zoom, setZoom] = useState<number>(MAGNIFIER.initialZoom);
  const hovering = useRef(false);

  useEffect(() => {
    const target = targetRef.current;
    if (!target) return;

    function hide() {
      hovering.current = false;
      setPointer(null);
    }

    function follow(event: PointerEvent) {
      if (event.pointerType === 'touch' || overControl(event)) {
        hide();
        return;
      }
      const box = target!.getBoundingClientRect();
      hovering.current = true;
      setPointer({ pointerX: event.clientX - box.left, pointerY: event.clientY - box.top, width: box.width, height: box.height });
    }

    // While the lens shows, the wheel zooms instead of scrolling the page.
    function zoomWithWheel(event: WheelEvent) {
      if (!hovering.current) return;
      event.preventDefault();
      setZoom((current) => nextZoom(current, event.deltaY));
    }

    target.addEventListener('pointerenter', follow);
    target.addEventListener('pointermove', follow);
    target.addEventListener('pointerleave', hide);
    target.addEventListener('wheel', zoomWithWheel, { passive: false });
    return () => {
      target.removeEventListener('pointerenter', follow);
      target.removeEventListener('pointermove', follow);
      target.removeEventListener('pointerleave', hide);
      target.removeEventListener('wheel', zoomWithWheel);
    };
  }, [targetRef]);

  if (!pointer) return null;
  const view = lensView({ ...pointer, zoom });
  return (
    <div
      className={styles.lens}
      aria-hidden="true"
      data-zoom={zoom}
      style={{
        width: MAGNIFIER.lensSize,
        height: MAGNIFIER.lensSize,
        left: view.left,
        top: view.top,
        backgroundImage: `url("${src.replace(/"/g, '%22')}")`,
        backgroundSize: `${view.backgroundWidth}px ${view.backgroundHeight}px`,
        backgroundPosition: `${view.backgroundX}px ${view.backgroundY}px`,
      }}
    />
  );
}
