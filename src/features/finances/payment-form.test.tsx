import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { callApi } from '@/lib/http';
import { renderWithQuery } from '@/test/render-with-query';
import { signInAs } from '@/test/sessions';
import { mockServer } from '../../../mocks/node';
import { PaymentForm } from './components/payment-form';

// «Повтор запроса» (docs/api.md): a payment form names its submit with an Idempotency-Key, so a double click or a
// retry takes the money once; the next payment, typed after a save, goes under a new key.

const sentKeys: (string | null)[] = [];
// The tests' clock stands in March 2026 (mocks/node.ts).
const MARCH = { date_from: '2026-03-01', date_to: '2026-03-31' };

afterEach(() => {
  mockServer.events.removeAllListeners();
  sentKeys.length = 0;
});

describe('the payment form', () => {
  it('sends one key for one submit, however often it is pressed, and the server stores one payment', async () => {
    await signInAs('accountant');
    const [row] = (await callApi('balances')).students;
    if (!row) throw new Error('The demo school has no students');
    const student = { id: row.student_id, name: row.student_name };
    mockServer.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/payments/create')) sentKeys.push(request.headers.get('Idempotency-Key'));
    });
    const paymentsBefore = (await callApi('paymentsWhere', { json: { ...MARCH, student_id: student.id } }))
      .length;
    const { user } = renderWithQuery(<PaymentForm students={[student]} />);

    await user.type(screen.getByLabelText('Сумма, ₽'), '1500');
    const form = screen.getByRole('form', { name: 'Добавить платёж' });
    // Two submits before the first answer: the second carries the same key.
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getByLabelText('Сумма, ₽')).toHaveValue(''));
    await waitFor(async () =>
      expect((await callApi('paymentsWhere', { json: { ...MARCH, student_id: student.id } })).length).toBe(
        paymentsBefore + 1,
      ),
    );
    expect(sentKeys.length).toBeGreaterThanOrEqual(1);
    expect(new Set(sentKeys).size).toBe(1);
    expect(sentKeys[0]).toMatch(/^[0-9a-f]{24}$/);

    // The next payment is another submit: another key.
    await user.type(screen.getByLabelText('Сумма, ₽'), '700');
    fireEvent.submit(form);
    await waitFor(() => expect(new Set(sentKeys).size).toBe(2));
  });
});
