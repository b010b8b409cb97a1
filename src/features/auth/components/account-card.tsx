import { roleLabels, type User } from '@/contract';
import { Card } from '@/ui/card';
import { DetailsList } from '@/ui/details-list';
import { authTexts } from '../texts';
import styles from './account-card.module.css';
import { PasswordChangeForm } from './password-change-form';

type AccountCardProps = { user: User };

export function AccountCard({ user }: AccountCardProps) {
  return (
    <Card title={authTexts.accountTitle}>
      <DetailsList
        items={[
          { label: authTexts.fullName, value: user.profile.full_name },
          { label: authTexts.email, value: user.email },
          { label: authTexts.role, value: roleLabels[user.role] },
        ]}
      />
      <details className={styles.passwordChange}>
        <summary>{authTexts.changePassword}</summary>
        <PasswordChangeForm />
      </details>
    </Card>
  );
}
