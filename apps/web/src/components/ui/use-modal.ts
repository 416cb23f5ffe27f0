import { useEffect, useRef } from 'react';

/**
 * A native modal <dialog> shown from the moment it mounts (focus kept inside, Escape closes it) and closed when it
 * unmounts. `closeOnBackdrop` also closes it on a click outside its box.
 */
export function useModal({ closeOnBackdrop = false } = {}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return {
    ref,
    close: () => ref.current?.close(),
    // A click on the backdrop lands on the dialog element itself.
    onClick: closeOnBackdrop
      ? (event: { target: EventTarget }) => event.target === ref.current && ref.current.close()
      : undefined,
  };
}
