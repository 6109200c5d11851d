import { act, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Countdown } from '@/components/home/Countdown';

const END = '2026-11-25T00:00:00.000Z';
const endMs = Date.parse(END);

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

function timerText(): string {
  return screen.getByRole('timer').textContent ?? '';
}

describe('Countdown', () => {
  it('renders from the given start on the server, then follows the browser clock', () => {
    jest.setSystemTime(endMs - 10_000);
    const renderedAt = endMs - (3 * 24 * 3600 + 4 * 3600) * 1000;
    const serverHtml = renderToStaticMarkup(<Countdown endDate={END} startedAt={renderedAt} />);
    expect(serverHtml.replace(/<[^>]+>/g, '')).toBe('Ends in3Days04Hrs00Min00Sec');

    render(<Countdown endDate={END} startedAt={renderedAt} />);
    expect(timerText()).toBe('0Days00Hrs00Min10Sec');
  });

  it('ticks every second and stops at zero', () => {
    jest.setSystemTime(endMs - 65_000);
    render(<Countdown endDate={END} startedAt={Date.now()} />);
    expect(timerText()).toBe('0Days00Hrs01Min05Sec');

    act(() => jest.advanceTimersByTime(1000));
    expect(timerText()).toBe('0Days00Hrs01Min04Sec');

    act(() => jest.advanceTimersByTime(64_000));
    expect(timerText()).toBe('0Days00Hrs00Min00Sec');
    expect(screen.getByText('Ended')).toBeInTheDocument();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('does not tick for a deal that has already ended', () => {
    jest.setSystemTime(endMs + 1000);
    render(<Countdown endDate={END} startedAt={Date.now()} />);
    expect(timerText()).toBe('0Days00Hrs00Min00Sec');
    expect(jest.getTimerCount()).toBe(0);
  });
});
