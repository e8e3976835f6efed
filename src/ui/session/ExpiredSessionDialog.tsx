import { useEffect, useState } from 'react';
import { DialogLayer } from '../common/dialogLayer';
import { LoginForm } from './LoginForm';
import { useSession } from './useSession';
import './expiredSessionDialog.css';

/**
 * Part 1 §4: a failed renewal opens the login over the page; the page and its forms stay as they were.
 * A native modal <dialog>, plain HTML like the login page it reuses: the browser keeps focus inside it
 * and the page underneath inert, and MUI's modal code stays out of the signed-in app's first download.
 * It cannot be dismissed: the only way on is to log in again.
 */
export function ExpiredSessionDialog() {
  // Open while another tab's new login is being taken up too (rejoining): it closes once this tab is in it.
  const expired = useSession((s) => s.matches('expired') || s.matches('rejoining') || (s.matches('authenticating') && s.context.resuming));
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);

  useEffect(() => {
    if (!dialog) return;
    if (expired && !dialog.open) dialog.showModal();
    if (!expired && dialog.open) dialog.close();
  }, [dialog, expired]);

  return (
    <dialog
      ref={setDialog}
      className="nl-dialog"
      aria-labelledby="expired-title"
      // Escape would close it and leave an expired session behind it.
      onCancel={(event) => event.preventDefault()}
      // Browsers let a second Escape close a dialog regardless; then it opens again.
      onClose={() => expired && dialog?.showModal()}
    >
      {expired && (
        <DialogLayer value={dialog}>
          <h2 id="expired-title" className="nl-dialog-title">
            Økten er utløpt – logg inn igjen
          </h2>
          <LoginForm />
        </DialogLayer>
      )}
    </dialog>
  );
}
