import { Icon } from '../Icon';

export interface StepArrowsProps {
  /** The arrow, previous and next classes of the caller's stylesheet. */
  classes: { arrow?: string; prev?: string; next?: string };
  labels: { previous: string; next: string };
  iconSize: number;
  onStep: (delta: -1 | 1) => void;
}

/** The previous and next arrows of the gallery and the full-screen viewer. */
export function StepArrows({ classes, labels, iconSize, onStep }: StepArrowsProps) {
  return (
    <>
      <button
        type="button"
        className={`${classes.arrow} ${classes.prev}`}
        aria-label={labels.previous}
        onClick={() => onStep(-1)}
      >
        <Icon name="chevron-left" size={iconSize} aria-hidden="true" />
      </button>
      <button
        type="button"
        className={`${classes.arrow} ${classes.next}`}
        aria-label={labels.next}
        onClick={() => onStep(1)}
      >
        <Icon name="chevron-right" size={iconSize} aria-hidden="true" />
      </button>
    </>
  );
}
