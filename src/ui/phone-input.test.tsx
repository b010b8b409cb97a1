import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Field } from './field';
import { PhoneInput } from './phone-input';

function PhoneField({ initial = '' }: { initial?: string }) {
  const [phone, setPhone] = useState(initial);
  return (
    <>
      <Field label="Телефон">{(id) => <PhoneInput id={id} value={phone} onChange={setPhone} />}</Field>
      <output>{phone}</output>
    </>
  );
}

describe('PhoneInput', () => {
  it('masks typed digits as +7 (000) 000-00-00 and reports the masked text', async () => {
    const user = userEvent.setup();
    render(<PhoneField />);

    await user.type(screen.getByLabelText('Телефон'), '9172551001');

    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 (917) 255-10-01');
    expect(screen.getByRole('status')).toHaveTextContent('+7 (917) 255-10-01');
  });

  it.each([
    ['89161234567', 'typed with a leading 8'],
    ['79161234567', 'typed with a leading 7'],
  ])('reads %s (%s) as the country code and the number', async (typed) => {
    const user = userEvent.setup();
    render(<PhoneField />);

    await user.type(screen.getByLabelText('Телефон'), typed);

    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 (916) 123-45-67');
  });

  it.each([
    ['88432001020', '+7 (843) 200-10-20', 'Kazan with the country code 8'],
    ['8432001020', '+7 (843) 200-10-20', 'Kazan without it'],
    ['78122001020', '+7 (812) 200-10-20', 'St Petersburg with the country code 7'],
    ['8122001020', '+7 (812) 200-10-20', 'St Petersburg without it'],
    ['88002000600', '+7 (800) 200-06-00', '8-800 with the country code'],
  ])('reads %s typed key by key as %s (%s)', async (typed, shown) => {
    const user = userEvent.setup();
    render(<PhoneField />);

    await user.type(screen.getByLabelText('Телефон'), typed);

    expect(screen.getByLabelText('Телефон')).toHaveValue(shown);
    expect(screen.getByRole('status')).toHaveTextContent(shown);
  });

  it('reads a pasted 8 916 123-45-67 as the country code and the number', async () => {
    const user = userEvent.setup();
    render(<PhoneField />);

    await user.click(screen.getByLabelText('Телефон'));
    await user.paste('8 916 123-45-67');

    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 (916) 123-45-67');
  });

  it('ignores letters and stops at ten digits', async () => {
    const user = userEvent.setup();
    render(<PhoneField />);

    await user.type(screen.getByLabelText('Телефон'), '91a7255100199');

    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 (917) 255-10-01');
  });

  it('shows a stored phone as it is', () => {
    render(<PhoneField initial="+7 (843) 212-45-67" />);

    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 (843) 212-45-67');
  });

  it('is a telephone input', () => {
    render(<PhoneField />);

    expect(screen.getByLabelText('Телефон')).toHaveAttribute('type', 'tel');
  });
});
