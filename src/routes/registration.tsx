import { createFileRoute, Link, redirect } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { pageHead } from '@/app/document-title';
import type { User } from '@/contract';
import { AuthPage } from '@/features/auth/components/auth-page';
import { LoginForm } from '@/features/auth/components/login-form';
import { landingPathFor } from '@/features/auth/landing-path';
import { useLoginFormStore } from '@/features/auth/login-form-store';
import { authTexts } from '@/features/auth/texts';
import { ThemeToggle } from '@/features/theme/components/theme-toggle';
import { Loader } from '@/ui/loader';
import { Notice } from '@/ui/notice';

// Most visits sign in: the registration form (and the phone mask it brings) loads only when asked for.
const RegistrationForm = lazy(() =>
  import('@/features/auth/components/registration-form').then((module) => ({
    default: module.RegistrationForm,
  })),
);

type RegistrationSearch = {
  /** Which of the two forms shows; the login form by default. */
  mode?: 'register';
  /** The page the person was sent away from; followed after login when their role may open it. */
  redirect?: string;
};

export const Route = createFileRoute('/registration')({
  head: pageHead(authTexts.pageTitle),
  validateSearch: (search: Record<string, unknown>): RegistrationSearch => ({
    ...(search.mode === 'register' ? { mode: 'register' as const } : {}),
    ...(typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
  }),
  beforeLoad: async ({ context, search }) => {
    const user = await context.auth.currentUser();
    if (user) throw redirect({ to: landingPathFor(user.role, search.redirect) });
  },
  component: RegistrationPage,
});

function RegistrationPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const setLoginEmail = useLoginFormStore((state) => state.setEmail);
  const [registered, setRegistered] = useState(false);
  const isRegistration = search.mode === 'register';

  function handleLoggedIn(user: User) {
    void navigate({ to: landingPathFor(user.role, search.redirect) });
  }

  function handleRegistered({ email, user }: { email: string; user: User | null }) {
    if (user) return handleLoggedIn(user);
    // Registered, but the sign-in after it failed: the login form, with the email filled in.
    setLoginEmail(email);
    setRegistered(true);
    void navigate({ search: { redirect: search.redirect } });
  }

  return (
    <AuthPage
      title={isRegistration ? authTexts.registrationTitle : authTexts.loginTitle}
      subtitle={isRegistration ? authTexts.registrationSubtitle : authTexts.loginSubtitle}
      toolbar={<ThemeToggle />}
    >
      {isRegistration ? (
        <>
          <Suspense fallback={<Loader />}>
            <RegistrationForm onRegistered={handleRegistered} />
          </Suspense>
          <Link to="/registration" search={{ redirect: search.redirect }}>
            {authTexts.toLogin}
          </Link>
        </>
      ) : (
        <>
          {registered && <Notice>{authTexts.registered}</Notice>}
          <LoginForm onLoggedIn={handleLoggedIn} />
          <Link
            to="/registration"
            search={{ mode: 'register', redirect: search.redirect }}
            onClick={() => setRegistered(false)}
          >
            {authTexts.toRegistration}
          </Link>
        </>
      )}
    </AuthPage>
  );
}
