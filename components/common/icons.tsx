import type { ReactNode, SVGProps } from 'react';

// Inline SVG icons (no icon font, no request). They are decorative: the control that holds one
// carries the accessible name.

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

function strokeIcon(paths: ReactNode, displayName: string) {
  function Icon({ size = 24, ...props }: IconProps) {
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
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

function fillIcon(path: string, displayName: string) {
  function Icon({ size = 20, ...props }: IconProps) {
    return (
      <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
        <path d={path} />
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const BagIcon = strokeIcon(
  <>
    <path d="M5 8h14l-1.2 11.2a2 2 0 0 1-2 1.8H8.2a2 2 0 0 1-2-1.8L5 8Z" />
    <path d="M9 8V6.5a3 3 0 0 1 6 0V8" />
  </>,
  'BagIcon',
);

export const HeartIcon = strokeIcon(
  <path d="M12 20s-7.5-4.4-7.5-10A4.5 4.5 0 0 1 12 7.3 4.5 4.5 0 0 1 19.5 10c0 5.6-7.5 10-7.5 10Z" />,
  'HeartIcon',
);

export const UserIcon = strokeIcon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 20a7.5 7.5 0 0 1 15 0" />
  </>,
  'UserIcon',
);

export const MenuIcon = strokeIcon(<path d="M4 7h16M4 12h16M4 17h16" />, 'MenuIcon');

export const CloseIcon = strokeIcon(<path d="M6 6l12 12M18 6 6 18" />, 'CloseIcon');

export const ChevronDownIcon = strokeIcon(<path d="m6 9 6 6 6-6" />, 'ChevronDownIcon');

export const ChevronRightIcon = strokeIcon(<path d="m9 6 6 6-6 6" />, 'ChevronRightIcon');

export const PlusIcon = strokeIcon(<path d="M12 5v14M5 12h14" />, 'PlusIcon');

export const MinusIcon = strokeIcon(<path d="M5 12h14" />, 'MinusIcon');

export const TrashIcon = strokeIcon(
  <>
    <path d="M4 7h16M10 11v6M14 11v6" />
    <path d="M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </>,
  'TrashIcon',
);

export const PhoneIcon = strokeIcon(
  <path d="M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" />,
  'PhoneIcon',
);

export const MailIcon = strokeIcon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </>,
  'MailIcon',
);

export const MapPinIcon = strokeIcon(
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
  'MapPinIcon',
);

export const TruckIcon = strokeIcon(
  <>
    <path d="M3 6h11v10H3zM14 9h4l3 3v4h-7" />
    <circle cx="7" cy="18" r="1.8" />
    <circle cx="17" cy="18" r="1.8" />
  </>,
  'TruckIcon',
);

export const FacebookIcon = fillIcon(
  'M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3Z',
  'FacebookIcon',
);

export const InstagramIcon = fillIcon(
  'M12 7.4a4.6 4.6 0 1 0 0 9.2 4.6 4.6 0 0 0 0-9.2Zm0 7.6a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm4.8-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2ZM21 8.3c-.1-1.5-.4-2.8-1.5-3.8S17.2 3.1 15.7 3c-1.5-.1-6-.1-7.5 0-1.5.1-2.8.4-3.8 1.5S3.1 6.8 3 8.3c-.1 1.5-.1 6 0 7.5.1 1.5.4 2.8 1.5 3.8s2.3 1.4 3.8 1.5c1.5.1 6 .1 7.5 0 1.5-.1 2.8-.4 3.8-1.5s1.4-2.3 1.5-3.8c.1-1.5.1-6 0-7.5Zm-2 9.6a3 3 0 0 1-1.7 1.7c-1.2.5-4 .4-5.3.4s-4.1.1-5.3-.4A3 3 0 0 1 5 17.9c-.5-1.2-.4-4-.4-5.3s-.1-4.1.4-5.3A3 3 0 0 1 6.7 5.6c1.2-.5 4-.4 5.3-.4s4.1-.1 5.3.4A3 3 0 0 1 19 7.3c.5 1.2.4 4 .4 5.3s.1 4.1-.4 5.3Z',
  'InstagramIcon',
);

export const YoutubeIcon = fillIcon(
  'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3L10 15Z',
  'YoutubeIcon',
);

export const XIcon = fillIcon(
  'M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z',
  'XIcon',
);

export const LinkedinIcon = fillIcon(
  'M6.9 8.8H3.4V20h3.5V8.8ZM5.2 3.5a2 2 0 1 0 0 4.1 2 2 0 0 0 0-4.1ZM20.6 13.8c0-3-.6-5.3-4.2-5.3-1.7 0-2.8.9-3.3 1.8h-.1V8.8H9.7V20h3.5v-5.5c0-1.5.3-2.9 2.1-2.9s1.8 1.7 1.8 3V20h3.5v-6.2Z',
  'LinkedinIcon',
);

export const MessengerIcon = fillIcon(
  'M12 2.5C6.6 2.5 2.5 6.4 2.5 11.6c0 2.7 1.1 5.1 3 6.8v3.1l2.9-1.6c1.1.3 2.3.5 3.6.5 5.4 0 9.5-3.9 9.5-9.1S17.4 2.5 12 2.5Zm1 12.2-2.4-2.6-4.7 2.6 5.2-5.5 2.5 2.6 4.6-2.6-5.2 5.5Z',
  'MessengerIcon',
);

export const WhatsappIcon = fillIcon(
  'M19.1 4.9A9.9 9.9 0 0 0 3.5 16.9L2.1 22l5.2-1.4a9.9 9.9 0 0 0 4.7 1.2 9.9 9.9 0 0 0 7.1-16.9ZM12 20.1a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3.1.8.8-3-.2-.3a8.2 8.2 0 1 1 7 3.9Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.4.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2s.2-1.1.2-1.2-.2-.2-.4-.3Z',
  'WhatsappIcon',
);

export const CopyIcon = strokeIcon(
  <>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V6a2 2 0 0 1 2-2h9" />
  </>,
  'CopyIcon',
);

export const CheckIcon = strokeIcon(<path d="m5 12.5 4.5 4.5L19 7.5" />, 'CheckIcon');

export const LinkIcon = strokeIcon(
  <>
    <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1.2 1.2" />
    <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1.2-1.2" />
  </>,
  'LinkIcon',
);
