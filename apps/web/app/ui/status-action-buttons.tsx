import { Button } from './button.tsx';

export type ActionVariant = 'primary' | 'secondary' | 'danger';

/**
 * The legal status actions of a record (approve, reject, mark expired…), each in its variant; the one
 * under way shows busy and every button waits for it.
 */
export function StatusActionButtons<A extends string>({
  actions,
  variants,
  pendingAction,
  onAction,
  text,
}: {
  actions: readonly A[];
  variants: Record<A, ActionVariant>;
  pendingAction: A | null;
  onAction: (action: A) => void;
  text: (action: A) => string;
}) {
  return actions.map((action) => (
    <Button
      key={action}
      size="sm"
      variant={variants[action]}
      isLoading={pendingAction === action}
      disabled={pendingAction !== null}
      onClick={() => onAction(action)}
    >
      {text(action)}
    </Button>
  ));
}
