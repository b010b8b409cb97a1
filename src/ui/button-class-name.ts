import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'sm';

type ButtonLook = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

/** The button look, also for links that act as buttons (landing page calls to action). */
export function buttonClassName({ variant = 'secondary', size = 'md', className }: ButtonLook = {}): string {
  return [styles.button, styles[variant], styles[size], className].filter(Boolean).join(' ');
}
