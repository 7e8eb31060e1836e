/** The one button of the design system; `ButtonLink` is the same look for navigation. */
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

interface StyleProps {
  variant?: Variant;
  size?: 'md' | 'small';
  block?: boolean;
}

/** The class list for a button look, for elements that are neither a button nor a router link. */
export function buttonClassName({ variant = 'primary', size = 'md', block = false }: StyleProps, extra?: string) {
  return [styles.button, styles[variant], size === 'small' && styles.small, block && styles.block, extra]
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  ...rest
}: StyleProps & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={buttonClassName({ variant, size, block }, className)} {...rest} />;
}

export function ButtonLink({
  variant,
  size,
  block,
  className,
  children,
  ...rest
}: StyleProps & LinkProps & { children: ReactNode }) {
  return (
    <Link className={buttonClassName({ variant, size, block }, className)} {...rest}>
      {children}
    </Link>
  );
}
