import { type IconProps, Svg } from '@/ui/icons.tsx';

/** The reader's own icons, in the kit's frame. */
export const ChevronLeftIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M15 6l-6 6 6 6" />
  </Svg>
);
export const ChevronUpIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M6 15l6-6 6 6" />
  </Svg>
);
export const ThumbnailsIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="4" y="3" width="6" height="8" rx="1" />
    <rect x="14" y="3" width="6" height="8" rx="1" />
    <rect x="4" y="13" width="6" height="8" rx="1" />
    <rect x="14" y="13" width="6" height="8" rx="1" />
  </Svg>
);
export const FitWidthIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3 5v14M21 5v14M7 12h10M10 9l-3 3 3 3M14 9l3 3-3 3" />
  </Svg>
);
export const FitPageIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="6" y="3" width="12" height="18" rx="1.5" />
    <path d="M9 8h6M9 12h6M9 16h4" />
  </Svg>
);
export const FullScreenIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" />
  </Svg>
);
export const ExitFullScreenIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5" />
  </Svg>
);
export const DownloadIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
  </Svg>
);
export const ZoomInIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4M8 11h6M11 8v6" />
  </Svg>
);
export const ZoomOutIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4M8 11h6" />
  </Svg>
);
