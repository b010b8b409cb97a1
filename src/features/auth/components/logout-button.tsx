import { LogOut } from 'lucide-react';
import { useLogout } from '../api/use-logout';
import { authTexts } from '../texts';
import styles from './logout-button.module.css';

type LogoutButtonProps = {
  onLoggedOut: () => void;
};

export function LogoutButton({ onLoggedOut }: LogoutButtonProps) {
  const logout = useLogout();

  function handleClick() {
    logout.mutate(undefined, { onSettled: onLoggedOut });
  }

  return (
    <button
      type="button"
      className={styles.button}
      onClick={handleClick}
      disabled={logout.isPending}
      aria-label={authTexts.logout}
      title={authTexts.logout}
    >
      <LogOut size={16} aria-hidden />
    </button>
  );
}
