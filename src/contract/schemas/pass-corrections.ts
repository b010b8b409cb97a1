import { z } from 'zod';
import { idField, requiredText } from './fields';
import { countField, priceField } from './money';

// Corrections of a sold pass (docs/money.md, «Исправление проданного абонемента»): each says why, and each is a
// ledger line, so the balance and the visits left still add up line by line.

const reasonField = requiredText('Причина', 300);

/**
 * Cancels a pass: its unused part stops costing. With `refund` (the default) what was paid beyond what was used is
 * given back at once, off the pass's payments; without it, it stays on the balance as credit.
 */
export const passCancelSchema = z.object({
  reason: reasonField,
  refund: z.boolean({ error: 'Поле «Вернуть деньги» должно быть да/нет' }).default(true),
});
export type PassCancelInput = z.input<typeof passCancelSchema>;

/** A late discount or a corrected count: the pass's price, its visits, or both, from now on. */
export const passChangeSchema = z
  .object({
    reason: reasonField,
    price: priceField.optional(),
    visits: countField('Занятий', 1, 500).optional(),
  })
  .refine((v) => v.price !== undefined || v.visits !== undefined, {
    message: 'Укажите новую цену или число занятий',
  });
export type PassChangeInput = z.input<typeof passChangeSchema>;

/** Hands the pass to another child of the same family (a payer they share). */
export const passTransferSchema = z.object({
  student_id: idField,
  reason: reasonField,
});
export type PassTransferInput = z.input<typeof passTransferSchema>;
