import { useId } from 'react';
import { useModal } from './use-modal';

/**
 * A modal alert in place of window.alert: a native <dialog> (focus kept inside, Escape closes) with one OK button
 * that gets the focus.
 */
export function AlertDialog({ title, message, okLabel, onClose }: { title: string; message: string; okLabel: string; onClose: () => void }) {
  const { ref } = useModal();
  const id = useId();
  return (
    <dialog ref={ref} className="alert-dialog" role="alertdialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} onClose={onClose}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-text`}>{message}</p>
      <form method="dialog">
        <button type="submit" className="button" autoFocus>
          {okLabel}
        </button>
      </form>
    </dialog>
  );
}
