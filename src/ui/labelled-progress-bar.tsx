import { Label, ProgressBar } from 'react-aria-components';
import { cx } from './class-names.ts';
import { fill, labelText, progress, track, valueText } from './labelled-progress-bar.css.ts';

export interface LabelledProgressBarProps {
  /** What is under way, e.g. 'Uploading…'; also the progress bar's accessible name. */
  label: string;
  /** From 0 to `maxValue`. */
  value: number;
  maxValue?: number;
  className?: string;
}

/** A visible progress bar with its label and percentage (role progressbar with its value). */
export function LabelledProgressBar({ label, value, maxValue = 100, className }: LabelledProgressBarProps) {
  return (
    <ProgressBar value={value} maxValue={maxValue} className={cx(progress, className)}>
      {({ percentage, valueText: text }) => (
        <>
          <Label className={labelText}>{label}</Label>
          <span className={valueText}>{text}</span>
          <div className={track}>
            <div className={fill} style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </ProgressBar>
  );
}
