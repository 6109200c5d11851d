interface ProgressBarProps {
  /** What the bar measures, for screen readers. */
  label: string;
  /** 0 to 100. */
  percent: number;
  /** Read out instead of the bare percentage, when given. */
  valueText?: string;
  /** The caller's styles: the track and the filling bar (its colours follow the caller's state). */
  trackClassName: string;
  barClassName: string;
}

export function ProgressBar({ label, percent, valueText, trackClassName, barClassName }: ProgressBarProps) {
  return (
    <div
      className={trackClassName}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
    >
      <span className={barClassName} style={{ width: `${percent}%` }} />
    </div>
  );
}
