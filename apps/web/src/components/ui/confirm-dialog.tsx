import { useId, useState, type ReactNode } from 'react';
import { useModal } from './use-modal';
import './confirm-dialog.css';

/**
 * Asks before an action (cancelling a subscription, replacing a SIP password): a native modal <dialog> as an
 * alertdialog, labelled by its title and described by its text; the page behind is inert, so the focus stays inside.
 * The safe choice has the focus; it, Escape or a click outside closes the dialog, and the focus goes back to what
 * opened it. `onConfirm` gets `close`, to call once the action has succeeded; while `pending` the confirm button is
 * busy with `pendingLabel`, and `error` is said as an alert above the buttons.
 */
export function ConfirmDialog({
  title,
  text,
  error,
  cancelLabel,
  confirmLabel,
  pendingLabel,
  pending = false,
  danger = false,
  onConfirm,
  onClose,
}: {
  title: ReactNode;
  text: ReactNode;
  error?: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  pendingLabel: string;
  pending?: boolean;
  /** The confirm button in red: what it does cannot be taken back. */
  danger?: boolean;
  onConfirm: (close: () => void) => void;
  onClose: () => void;
}) {
  const { ref, close, onClick } = useModal({ closeOnBackdrop: true });
  const id = useId();
  // What had the focus when the dialog opened (read once, as it mounts).
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  const closed = () => {
    onClose();
    // The browser gives the focus back to the opener; when it could not (the opener was re-rendered), this does.
    requestAnimationFrame(() => {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
    });
  };
  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      // Escape: the page hears of it at once. The dialog's close event comes in a task of its own, and an Enter on the
      // opener in between would find the dialog still open in the page's state and open nothing.
      onCancel={closed}
      onClose={closed}
      onClick={onClick}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-text`}>{text}</p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="confirm-dialog__actions">
        <button type="button" className="button button--ghost" autoFocus onClick={close}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className={danger ? 'button button--danger' : 'button'}
          disabled={pending}
          aria-busy={pending || undefined}
          onClick={() => onConfirm(close)}
        >
          {pending ? pendingLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
