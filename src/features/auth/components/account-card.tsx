import { roleLabels, type User } from '@/contract';
import { Card } from '@/ui/card';
import { DetailsList } from '@/ui/details-list';
import { authTexts } from '../texts';

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
    </Card>
  );
}
