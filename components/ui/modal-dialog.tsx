'use client';

import { useEffect, useId, useRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { X } from '@/components/ui/icons/x';
import styles from './modal-dialog.module.css';
import { withClass } from '@/components/ui/class-names';

/**
 * A modal on the native <dialog>: focus is trapped and restored by the
 * browser, Escape closes it (the native cancel), and so do the × button and a
 * click on the backdrop. The parent owns `open` and hears every close through
 * `onClose`, so it can stop playback or clear state there.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  hideTitle = false,
  className,
  children,
  ...dialogProps
}: Omit<ComponentPropsWithoutRef<'dialog'>, 'open' | 'onClose' | 'title' | 'children'> & {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Keep the title for assistive technology only. */
  hideTitle?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      {...dialogProps}
      ref={ref}
      className={withClass(styles.dialog, className)}
      aria-labelledby={title ? titleId : undefined}
      onClose={onClose}
      onClick={(event) => {
        // A click on the dialog element itself, not its content, is a click on the backdrop.
        if (event.target === event.currentTarget) ref.current?.close();
      }}
    >
      <div className={styles.frame}>
        <div className={styles.header}>
          {/* No title before the first opening: an empty heading names nothing. */}
          {title ? (
            <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
              {title}
            </h2>
          ) : null}
          <button type="button" className={styles.close} aria-label="Close" onClick={() => ref.current?.close()}>
            <X size={22} aria-hidden="true" />
          </button>
        </div>
        {open ? children : null}
      </div>
    </dialog>
  );
}
