import type { ComponentPropsWithoutRef } from 'react';
import { withClass } from './class-names';
import styles from './button-row.module.css';

/** Buttons side by side under a text, wrapping on a narrow screen. */
export function ButtonRow({ className, ...props }: ComponentPropsWithoutRef<'div'>) {
  return <div className={withClass(styles.row, className)} {...props} />;
}
