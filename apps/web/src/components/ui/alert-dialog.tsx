import { useId } from 'react';
import { useModal } from './use-modal';
import './alert-dialog.css';

/**
 * A modal alert in place of window.alert, like the site's other dialogs: a native modal <dialog> (the page behind
 * is inert, so focus stays inside; Escape or a click on the backdrop closes it) with one OK button that gets the
 * focus.
 */
export function AlertDialog({
  title,
  message,
  okLabel,
  onClose,
}: {
  title: string;
  message: string;
  okLabel: string;
  onClose: () => void;
}) {
  const { ref, onClick } = useModal({ closeOnBackdrop: true });
  const id = useId();
  return (
    <dialog
      ref={ref}
      className="alert-dialog"
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={onClose}
      onClick={onClick}
    >
      <div className="alert-dialog__content">
        <h2 id={`${id}-title`}>{title}</h2>
        <p id={`${id}-text`}>{message}</p>
        <form method="dialog" className="alert-dialog__actions">
          <button type="submit" className="button" autoFocus>
            {okLabel}
          </button>
        </form>
      </div>
    </dialog>
  );
}
