/** A dialog's `onOpenChange` that only reacts to closing (Escape, the close button, a click outside). */
export function whenClosed(close: () => void): (open: boolean) => void {
  return (open) => {
    if (!open) close();
  };
}
