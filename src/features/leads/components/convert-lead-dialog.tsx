import type { Lead } from '@/contract';
import { toErrorMessage } from '@/lib/http';
import { Dialog } from '@/ui/dialog';
import { useConvertLead } from '../api/use-convert-lead';
import type { LeadOptions } from '../lead-options';
import { leadTexts } from '../texts';
import { ConvertLeadForm } from './convert-lead-form';

type ConvertLeadDialogProps = {
  schoolId: number;
  /** The lead being converted; the dialog is open while there is one. */
  lead: Lead | null;
  options: LeadOptions;
  onClose: () => void;
};

/** One action turns a lead into a student (and its parent into a client): asks the details, then converts. */
export function ConvertLeadDialog({ schoolId, lead, options, onClose }: ConvertLeadDialogProps) {
  const convert = useConvertLead(schoolId);

  function handleClose() {
    convert.reset();
    onClose();
  }

  return (
    <Dialog open={lead !== null} title={leadTexts.convertTitle} onClose={handleClose}>
      {lead && (
        <ConvertLeadForm
          lead={lead}
          options={options}
          pending={convert.isPending}
          error={convert.isError ? toErrorMessage(convert.error, 'leads') : null}
          onSubmit={(input) => convert.mutate({ lead, input }, { onSuccess: handleClose })}
          onCancel={handleClose}
        />
      )}
    </Dialog>
  );
}
