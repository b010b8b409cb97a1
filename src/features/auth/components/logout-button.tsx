import { LogOut } from 'lucide-react';
import { Button } from '@/ui/button';
import { useLogout } from '../api/use-logout';
import { authTexts } from '../texts';

type LogoutButtonProps = {
  onLoggedOut: () => void;
};

export function LogoutButton({ onLoggedOut }: LogoutButtonProps) {
  const logout = useLogout();

  function handleClick() {
    logout.mutate(undefined, { onSettled: onLoggedOut });
  }

  return (
    <Button size="sm" variant="ghost" onClick={handleClick} disabled={logout.isPending}>
      <LogOut size={14} aria-hidden />
      {authTexts.logout}
    </Button>
  );
}
