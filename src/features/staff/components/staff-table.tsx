import { roleLabels, type User } from '@/contract';
import { formatDate } from '@/lib/dates';
import { RowActions } from '@/ui/row-actions';
import { Table } from '@/ui/table';
import { Tag } from '@/ui/tag';
import { isStaffRole } from '../is-staff-role';
import { roleTagColors } from '../role-tag-colors';
import { staffTexts } from '../texts';
import styles from './staff-table.module.css';

type StaffTableProps = {
  users: readonly User[];
  currentUserId: number;
  onEdit: (user: User) => void;
  onRemove: (user: User) => void;
};

// The email sits under the name: one column less keeps the table inside the card on a laptop screen.
const headers = [
  staffTexts.person,
  staffTexts.role,
  staffTexts.phone,
  staffTexts.birthdate,
  staffTexts.actions,
];

export function StaffTable({ users, currentUserId, onEdit, onRemove }: StaffTableProps) {
  return (
    <Table label={staffTexts.tableLabel} headers={headers} framed={false}>
      {users.map((user) => {
        const name = user.profile.full_name;
        // Rows with a negative id are still being created on the server.
        const saving = user.id < 0;
        return (
          <tr key={user.id} className={saving ? styles.saving : undefined} aria-busy={saving || undefined}>
            <td className={styles.name}>
              {name}
              {user.id === currentUserId && <span className={styles.you}> ({staffTexts.you})</span>}
              <span className={styles.email}>{user.email}</span>
            </td>
            <td className={styles.nowrap}>
              <Tag color={roleTagColors[user.role]}>{roleLabels[user.role]}</Tag>
            </td>
            <td className={styles.nowrap}>{user.profile.phone || '—'}</td>
            <td className={styles.nowrap}>{formatDate(user.profile.birthdate)}</td>
            <td className={styles.actions}>
              {isStaffRole(user.role) && !saving && (
                <RowActions
                  editLabel={staffTexts.edit(name)}
                  removeLabel={staffTexts.remove(name)}
                  onEdit={() => onEdit(user)}
                  onRemove={() => onRemove(user)}
                />
              )}
            </td>
          </tr>
        );
      })}
    </Table>
  );
}
