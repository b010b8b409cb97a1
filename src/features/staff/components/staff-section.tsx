import { useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { User } from '@/contract';
import { serverMessageOf, toErrorMessage } from '@/lib/http';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Dialog } from '@/ui/dialog';
import { ErrorMessage } from '@/ui/error-message';
import { Loader } from '@/ui/loader';
import { staffQueries } from '../api/staff-queries';
import { useCreateStaff } from '../api/use-create-staff';
import { useDeleteStaff } from '../api/use-delete-staff';
import { useUpdateStaff } from '../api/use-update-staff';
import { isStaffRole } from '../is-staff-role';
import {
  emptyStaffForm,
  staffFormFromUser,
  toStaffCreateInput,
  toStaffUpdateInput,
} from '../staff-form-values';
import { staffTexts } from '../texts';
import { StaffForm } from './staff-form';
import { StaffTable } from './staff-table';

type StaffSectionProps = {
  schoolId: number;
  currentUserId: number;
};

/** The owner's staff management: list, add, edit and remove (after a confirmation). */
export function StaffSection({ schoolId, currentUserId }: StaffSectionProps) {
  const staff = useQuery(staffQueries.list(schoolId));
  const createStaff = useCreateStaff(schoolId);
  const updateStaff = useUpdateStaff(schoolId);
  const deleteStaff = useDeleteStaff(schoolId);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<User | null>(null);
  const [removing, setRemoving] = useState<User | null>(null);

  function handleOpenAdd() {
    createStaff.reset();
    setAdding(true);
  }

  function handleOpenEdit(user: User) {
    updateStaff.reset();
    setEditing(user);
  }

  function handleConfirmRemove() {
    if (removing) deleteStaff.mutate(removing);
    setRemoving(null);
  }

  const addButton = (
    <Button size="sm" variant="primary" onClick={handleOpenAdd}>
      <UserPlus size={14} aria-hidden />
      {staffTexts.add}
    </Button>
  );

  return (
    <Card title={staffTexts.sectionTitle} actions={addButton} flush>
      {staff.isPending && <Loader />}
      {staff.isError && <ErrorMessage>{toErrorMessage(staff.error, 'users')}</ErrorMessage>}
      {staff.data && (
        <StaffTable
          users={staff.data}
          currentUserId={currentUserId}
          onEdit={handleOpenEdit}
          onRemove={setRemoving}
        />
      )}
      <Dialog open={adding} title={staffTexts.addTitle} onClose={() => setAdding(false)}>
        <StaffForm
          mode="create"
          initialValues={emptyStaffForm}
          pending={createStaff.isPending}
          error={createStaff.isError ? (serverMessageOf(createStaff.error) ?? staffTexts.saveFailed) : null}
          onEdit={createStaff.reset}
          onSubmit={(values) =>
            createStaff.create(toStaffCreateInput(values), { onSuccess: () => setAdding(false) })
          }
          onCancel={() => setAdding(false)}
        />
      </Dialog>
      <Dialog open={editing !== null} title={staffTexts.editTitle} onClose={() => setEditing(null)}>
        {editing && isStaffRole(editing.role) && (
          <StaffForm
            mode="edit"
            initialValues={staffFormFromUser(editing, editing.role)}
            pending={updateStaff.isPending}
            error={updateStaff.isError ? (serverMessageOf(updateStaff.error) ?? staffTexts.saveFailed) : null}
            onEdit={updateStaff.reset}
            onSubmit={(values) =>
              updateStaff.mutate(
                { user: editing, changes: toStaffUpdateInput(values) },
                { onSuccess: () => setEditing(null) },
              )
            }
            onCancel={() => setEditing(null)}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        title={staffTexts.confirmTitle}
        message={removing ? staffTexts.confirmMessage(removing.profile.full_name) : ''}
        confirmLabel={staffTexts.confirmRemove}
        onConfirm={handleConfirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </Card>
  );
}
