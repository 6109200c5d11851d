import type { ReactNode, SVGProps } from 'react';

// The affiliate area's own icons, drawn like components/common/icons (decorative: the control carries the name).

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

function StrokeSvg({ size = 18, children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function CopyIcon(props: IconProps) {
  return (
    <StrokeSvg {...props}>
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15V6a2 2 0 0 1 2-2h9" />
    </StrokeSvg>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <StrokeSvg {...props}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </StrokeSvg>
  );
}

export function LinkIcon(props: IconProps) {
  return (
    <StrokeSvg {...props}>
      <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1.2 1.2" />
      <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1.2-1.2" />
    </StrokeSvg>
  );
}
