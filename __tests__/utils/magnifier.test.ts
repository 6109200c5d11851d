import { lensView, MAGNIFIER, nextZoom } from '@/utils/magnifier';

describe('magnifier', () => {
  it('has the zoom constants', () => {
    expect(MAGNIFIER).toEqual({ lensSize: 150, initialZoom: 2, zoomStep: 0.1, minZoom: 1.2, maxZoom: 5 });
  });

  it('zooms in by 0.1 per wheel tick up and out by 0.1 per tick down', () => {
    expect(nextZoom(2, -100)).toBe(2.1);
    expect(nextZoom(2, 100)).toBe(1.9);
    expect(nextZoom(2, 0)).toBe(2);
  });

  it('stays between 1.2 and 5', () => {
    expect(nextZoom(5, -100)).toBe(5);
    expect(nextZoom(1.2, 100)).toBe(1.2);
    let zoom: number = MAGNIFIER.initialZoom;
    for (let tick = 0; tick < 100; tick += 1) zoom = nextZoom(zoom, -1);
    expect(zoom).toBe(5);
    for (let tick = 0; tick < 100; tick += 1) zoom = nextZoom(zoom, 1);
    expect(zoom).toBe(1.2);
  });
});

describe('lensView', () => {
  const image = { width: 400, height: 500 };

  it('centres the 150px lens on the pointer', () => {
    const view = lensView({ ...image, pointerX: 100, pointerY: 200, zoom: 2 });
    expect(view.left).toBe(25);
    expect(view.top).toBe(125);
  });

  it('enlarges the image by the zoom and shows the point under the pointer in the lens centre', () => {
    const view = lensView({ ...image, pointerX: 100, pointerY: 200, zoom: 2 });
    expect(view.backgroundWidth).toBe(800);
    expect(view.backgroundHeight).toBe(1000);
    // The enlarged point (200, 400) lands on the lens centre (75, 75).
    expect(view.backgroundX + 200).toBe(75);
    expect(view.backgroundY + 400).toBe(75);
  });

  it('keeps the pointer inside the image', () => {
    const view = lensView({ ...image, pointerX: -20, pointerY: 900, zoom: 3 });
    expect(view.left).toBe(-75);
    expect(view.top).toBe(425);
    expect(view.backgroundY).toBe(75 - 1500);
  });
});
