import { createFileRoute, Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { appTexts } from '@/app/texts';
import { homePathFor } from '@/contract';
import { ThemeToggle } from '@/features/theme/components/theme-toggle';
import { BrandMark } from '@/ui/brand-mark';
import { buttonClassName } from '@/ui/button-class-name';
import styles from './-landing.module.css';

export const Route = createFileRoute('/')({
  beforeLoad: async ({ context }) => ({ user: await context.auth.currentUser() }),
  component: LandingPage,
});

/** The landing placeholder: what the product is, and the way in. */
function LandingPage() {
  const { user } = Route.useRouteContext();

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <ThemeToggle />
      </div>
      <main className={styles.hero}>
        <div className={styles.brand}>
          <BrandMark />
          <h1 className={styles.product}>{appTexts.product}</h1>
        </div>
        <p className={styles.pitch}>{appTexts.pitch}</p>
        <div className={styles.actions}>
          <Link
            to="/registration"
            search={{ mode: 'register' }}
            className={buttonClassName({ variant: 'primary' })}
          >
            {appTexts.registerSchool}
          </Link>
          {user ? (
            <Link to={homePathFor(user.role)} className={buttonClassName()}>
              {appTexts.open}
              <ArrowRight size={14} aria-hidden />
            </Link>
          ) : (
            <Link to="/registration" className={buttonClassName()}>
              {appTexts.login}
            </Link>
          )}
        </div>
      </main>
    </div>
  );
}
