import { compactNumber, labelInterval, slotAt, slots, valueAxis, yOf } from '@/utils/chartScale';

describe('valueAxis', () => {
  it('reaches past the largest value in round steps from 0', () => {
    expect(valueAxis(1234)).toEqual({ max: 1500, ticks: [0, 500, 1000, 1500] });
    expect(valueAxis(100)).toEqual({ max: 100, ticks: [0, 25, 50, 75, 100] });
    expect(valueAxis(9)).toEqual({ max: 10, ticks: [0, 2.5, 5, 7.5, 10] });
  });

  it('gives counts whole steps only', () => {
    expect(valueAxis(3, 4, true)).toEqual({ max: 3, ticks: [0, 1, 2, 3] });
    expect(valueAxis(9, 4, true)).toEqual({ max: 10, ticks: [0, 5, 10] });
    expect(valueAxis(90, 4, true)).toEqual({ max: 100, ticks: [0, 50, 100] });
    expect(valueAxis(37, 4, true)).toEqual({ max: 40, ticks: [0, 10, 20, 30, 40] });
  });

  it('keeps its steps when there is nothing to show', () => {
    expect(valueAxis(0, 4, true)).toEqual({ max: 4, ticks: [0, 1, 2, 3, 4] });
    expect(valueAxis(Number.NaN, 4, true).ticks[0]).toBe(0);
  });

  it('holds small amounts of money in fractional steps', () => {
    expect(valueAxis(0.8)).toEqual({ max: 0.8, ticks: [0, 0.2, 0.4, 0.6, 0.8] });
  });
});

describe('slots', () => {
  it('divides the width equally with each bar centred in its slot', () => {
    const [first, second] = slots(2, 200);
    expect(first).toEqual({ start: 0, centre: 50, barStart: 15, barWidth: 70 });
    expect(second.centre).toBe(150);
  });

  it('keeps a bar at least a pixel wide for a year of days', () => {
    expect(slots(366, 300)[0].barWidth).toBe(1);
    expect(slots(0, 300)).toEqual([]);
  });
});

describe('yOf', () => {
  it('puts 0 on the baseline and the axis top at the top', () => {
    expect(yOf(0, 100, 200)).toBe(200);
    expect(yOf(100, 100, 200)).toBe(0);
    expect(yOf(25, 100, 200)).toBe(150);
  });

  it('keeps values inside the plot', () => {
    expect(yOf(150, 100, 200)).toBe(0);
    expect(yOf(-5, 100, 200)).toBe(200);
  });
});

describe('labelInterval', () => {
  it('labels every day when they fit, fewer days when they do not', () => {
    expect(labelInterval(7, 600, 56)).toBe(1);
    expect(labelInterval(30, 300, 56)).toBe(6);
    expect(labelInterval(366, 800, 56)).toBe(27);
  });
});

describe('slotAt', () => {
  it('finds the day under the pointer', () => {
    expect(slotAt(0, 30, 300)).toBe(0);
    expect(slotAt(155, 30, 300)).toBe(15);
    expect(slotAt(300, 30, 300)).toBe(29);
  });

  it('finds none outside the plot', () => {
    expect(slotAt(-1, 30, 300)).toBeNull();
    expect(slotAt(301, 30, 300)).toBeNull();
  });
});

describe('compactNumber', () => {
  it('shortens thousands and millions', () => {
    expect(compactNumber(750)).toBe('750');
    expect(compactNumber(1200)).toBe('1.2k');
    expect(compactNumber(2_500_000)).toBe('2.5M');
    expect(compactNumber(0.25)).toBe('0.3');
  });
});
