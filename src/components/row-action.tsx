import { Button } from '@/ui/button.tsx';

/**
 * A button in a table row: it shows `label`, and its accessible name also says which row
 * (`Delete: Alinari`), so a screen reader's list of buttons tells them apart.
 */
export function RowAction({
  label,
  itemName,
  onPress,
  action = label,
  size,
}: {
  label: string;
  itemName: string;
  onPress: () => void;
  /** The action in the accessible name, where the visible label is shorter ('Edit language'). */
  action?: string;
  size?: 'sm';
}) {
  return (
    <Button variant="secondary" size={size} aria-label={`${action}: ${itemName}`} onPress={onPress}>
      {label}
    </Button>
  );
}
