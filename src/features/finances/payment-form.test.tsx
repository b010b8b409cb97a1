import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMoney } from '@/contract';
import { callApi } from '@/lib/http';
import { renderWithQuery } from '@/test/render-with-query';
import { signInAs } from '@/test/sessions';
import { mockServer } from '../../../mocks/node';
import { PaymentForm } from './components/payment-form';
import { amountText } from './money-form-values';

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
    // A student who owes nothing: the amount starts empty.
    const row = (await callApi('balances')).students.find((student) => student.balance >= 0);
    if (!row) throw new Error('The demo school has no students without a debt');
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

  it('shows a student’s debt and starts an empty amount with it, never over what was typed', async () => {
    await signInAs('accountant');
    const { students } = await callApi('balances');
    const debtor = students.find((student) => student.balance < 0);
    const other = students.find((student) => student.balance < 0 && student.balance !== debtor?.balance);
    if (!debtor || !other) throw new Error('The demo school has no two debtors owing different sums');
    // As the page reads it: the screen's text with its spaces made plain (formatMoney groups with no-break ones).
    const owed = (balance: number) => formatMoney(-balance).replace(/\s/g, ' ');
    const { user } = renderWithQuery(
      <PaymentForm
        students={[
          { id: debtor.student_id, name: debtor.student_name },
          { id: other.student_id, name: other.student_name },
        ]}
      />,
    );
    const amount = screen.getByLabelText('Сумма, ₽');

    await user.selectOptions(screen.getByLabelText('Ученик'), String(debtor.student_id));
    expect(await screen.findByText(`Долг: ${owed(debtor.balance)}`)).toBeInTheDocument();
    expect(amount).toHaveValue(amountText(-debtor.balance));
    // Another student: the amount the form put in follows their debt.
    await user.selectOptions(screen.getByLabelText('Ученик'), String(other.student_id));
    await waitFor(() => expect(amount).toHaveValue(amountText(-other.balance)));
    // What the person typed stays, whoever is chosen.
    await user.clear(amount);
    await user.type(amount, '500');
    await user.selectOptions(screen.getByLabelText('Ученик'), String(debtor.student_id));
    expect(await screen.findByText(`Долг: ${owed(debtor.balance)}`)).toBeInTheDocument();
    expect(amount).toHaveValue('500');
  });
  it('pays for a school’s only student, named in the form, when the list arrives after the form is drawn', async () => {
    await signInAs('accountant');
    const row = (await callApi('balances')).students.find((student) => student.balance >= 0);
    if (!row) throw new Error('The demo school has no students without a debt');
    const only = { id: row.student_id, name: row.student_name };
    // As /finances draws it: an empty list until the balances come, then the one student, named (nothing to choose).
    function ListArrivingLater() {
      const [students, setStudents] = useState<(typeof only)[]>([]);
      useEffect(() => {
        const timer = setTimeout(() => setStudents([only]), 0);
        return () => clearTimeout(timer);
      }, []);
      return <PaymentForm students={students} />;
    }
    const paymentsBefore = (await callApi('paymentsWhere', { json: { ...MARCH, student_id: only.id } }))
      .length;
    const { user } = renderWithQuery(<ListArrivingLater />);

    await user.type(screen.getByLabelText('Сумма, ₽'), '900');
    expect(await screen.findByText(only.name)).toBeInTheDocument();
    expect(screen.queryByLabelText('Ученик')).not.toBeInTheDocument();
    fireEvent.submit(screen.getByRole('form', { name: 'Добавить платёж' }));
    await waitFor(() => expect(screen.getByLabelText('Сумма, ₽')).toHaveValue(''));
    expect(screen.queryByText('Заполните ученика, сумму и дату')).not.toBeInTheDocument();
    const payments = await callApi('paymentsWhere', { json: { ...MARCH, student_id: only.id } });
    expect(payments).toHaveLength(paymentsBefore + 1);
  });
});

describe('the payment form’s required fields', () => {
  // Spec, «Финансы»: a payment is added only when the student, the amount and the date are filled.
  it.each([
    ['the student', { student: false, amount: true, date: true }],
    ['the amount', { student: true, amount: false, date: true }],
    ['the date', { student: true, amount: true, date: false }],
  ])('sends nothing without %s, and says what is missing', async (_field, filled) => {
    await signInAs('accountant');
    const rows = (await callApi('balances')).students.slice(0, 2);
    const students = rows.map((row) => ({ id: row.student_id, name: row.student_name }));
    const sent: string[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/payments/create')) sent.push(request.method);
    });
    const { user } = renderWithQuery(<PaymentForm students={students} />);

    if (filled.student) await user.selectOptions(screen.getByLabelText('Ученик'), students[0]?.name ?? '');
    // A student who owes fills the amount in with the debt: an empty amount is one someone emptied.
    await user.clear(screen.getByLabelText('Сумма, ₽'));
    if (filled.amount) await user.type(screen.getByLabelText('Сумма, ₽'), '1500');
    if (!filled.date) await user.clear(screen.getByLabelText('Дата'));
    fireEvent.submit(screen.getByRole('form', { name: 'Добавить платёж' }));

    expect(await screen.findByText('Заполните ученика, сумму и дату')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
