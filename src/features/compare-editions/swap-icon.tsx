import { type IconProps, Svg } from '@/ui/icons.tsx';

/** Two arrows, one each way: the first and the second edition change places. */
export const SwapIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 8h15M15 4l4 4-4 4M20 16H5M9 12l-4 4 4 4" />
  </Svg>
);
