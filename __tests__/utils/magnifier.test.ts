import { MAGNIFIER, nextZoom } from '@/utils/magnifier';

describe('magnifier', () => {
  it('has the SPEC constants', () => {
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
