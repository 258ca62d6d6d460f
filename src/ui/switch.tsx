import type { ReactNode } from 'react';
import { Switch as RACSwitch, type SwitchProps as RACSwitchProps } from 'react-aria-components';
import { cx } from './class-names.ts';
import { switchRoot, thumb, track } from './switch.css.ts';

export interface SwitchProps extends Omit<RACSwitchProps, 'children' | 'className'> {
  /** The label, clickable with the track. */
  children: ReactNode;
  className?: string;
}

/** An on/off switch (role switch) with its label. */
export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <RACSwitch {...props} className={cx(switchRoot, className)}>
      <span className={track}>
        <span className={thumb} />
      </span>
      {children}
    </RACSwitch>
  );
}
