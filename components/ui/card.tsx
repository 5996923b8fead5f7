import type { ComponentPropsWithoutRef } from 'react';
import { withClass } from './class-names';
import styles from './card.module.css';

export interface CardGridProps extends ComponentPropsWithoutRef<'ul'> {
  /**
   * The caller's class, which tunes the grid through custom properties
   * (card.module.css names them): --grid-min, --grid-gap, --grid-repeat.
   * Never a style attribute: the pages' HTML carries no inline styles.
   */
  className?: string;
}

/** A list of cards that wraps to as many columns as fit. */
export function CardGrid({ className, ...props }: CardGridProps) {
  return <ul className={withClass(styles.grid, className)} {...props} />;
}

export interface CardProps extends ComponentPropsWithoutRef<'li'> {
  /** The card holds a .stretched-link (styled as the heading it sits in): it lifts on hover and shows keyboard focus as a whole. */
  linked?: boolean;
}

/** One card of a CardGrid: bordered, rounded, raised; its own class tunes it through --card-* properties. */
export function Card({ linked = false, className, ...props }: CardProps) {
  return <li className={withClass(styles.card, className)} data-linked={linked || undefined} {...props} />;
}
