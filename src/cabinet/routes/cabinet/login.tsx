import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { SignInForm } from '@/features/cabinet/components/sign-in-form';

export const Route = createFileRoute('/cabinet/login')({
  component: CabinetLogin,
});

function CabinetLogin() {
  const navigate = useNavigate();
  return <SignInForm onSignedIn={() => void navigate({ to: '/cabinet' })} />;
}
