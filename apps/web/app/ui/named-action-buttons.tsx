import type { ComponentProps } from 'react';
import { Button } from './button.tsx';
import { Spinner } from './loader.tsx';

export type NamedAction = {
  /** The button's place in the row: it stays (and keeps focus) while `name` flips, e.g. activate/deactivate. */
  slot: string;
  /** Picks the button's text and its screen-reader label. */
  name: string;
  onClick: () => void;
  variant?: ComponentProps<typeof Button>['variant'];
  className?: string;
  /** The button's own request is under way: Button's busy state. */
  isLoading?: boolean;
  /** A change for this row is under way: disabled, with a small spinner before the text. */
  isPending?: boolean;
};

/**
 * The small action buttons of a list row or card, each saying what it does (`text(name)`) and, for
 * screen readers, to what (`label(name)`, e.g. "Edit Pizzeria Roma").
 */
export function NamedActionButtons({
  actions,
  text,
  label,
}: {
  actions: NamedAction[];
  text: (name: string) => string;
  label: (name: string) => string;
}) {
  return actions.map((action) => (
    <Button
      key={action.slot}
      variant={action.variant ?? 'secondary'}
      size="sm"
      className={action.className}
      isLoading={action.isLoading}
      aria-label={label(action.name)}
      disabled={action.isPending}
      onClick={action.onClick}
    >
      {action.isPending && <Spinner size="small" />}
      {text(action.name)}
    </Button>
  ));
}
