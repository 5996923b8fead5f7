import type { ComponentPropsWithRef } from 'react';
import styles from './button.module.css';
import { withClass } from '@/components/ui/class-names';

export type ButtonVariant = 'primary' | 'secondary';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** 'primary' is the amber call to action, 'secondary' an outline; none leaves the colours to `className` (the compare toggle's own, or a look from button-quiet.module.css). */
  variant?: ButtonVariant;
}

/** The site's pill button as a <button>: `type="button"` unless told, so it never submits a form by accident. */
export function Button({ variant, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClassName(className)} data-variant={variant} {...props} />;
}

/** The pill's class with a caller's own on top; ButtonLink and the catalogue's links dress links with it. */
export function buttonClassName(className?: string): string {
  return withClass(styles.button, className) ?? '';
}
